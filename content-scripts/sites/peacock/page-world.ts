import { skySessionTimeline } from '../../page-world/sky-session';
import { MAIN_VIDEO } from './elements';

/** Peacock: the programme's position from Sky's player session on its element (ads stitched in). */
export const peacockTimeline = skySessionTimeline(MAIN_VIDEO);
