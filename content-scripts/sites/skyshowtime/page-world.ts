import { skySessionTimeline } from '../../page-world/sky-session';
import { MAIN_VIDEO } from './player';

/** SkyShowtime: Peacock's player (FX maps the site to the same wrapper), so the same session. */
export const skyshowtimeTimeline = skySessionTimeline(MAIN_VIDEO);
