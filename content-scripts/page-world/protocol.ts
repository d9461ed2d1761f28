export { boundedTimeline } from '../../lib/page-world/timeline';
