import { isObject } from '../json-shape';
import type { Timeline } from '../player/report';
import { TIMELINE_REPLY, VALUE_REPLY } from './message-names';
import { isTime } from './reader';

/** No program runs a month; a longer one is a number a page made up. */
const LONGEST_PROGRAM_SECONDS = 30 * 24 * 3600;

/**
 * A page may answer anything here; the bounds keep a forged answer to a harmless number. Also
 * for a timeline read straight from the page's world (Firefox).
 */
export function boundedTimeline(position: unknown, duration: unknown): Timeline | null {
  if (!isTime(position) || !isTime(duration) || duration === 0 || duration > LONGEST_PROGRAM_SECONDS) return null;
  // Past the end (beyond a second of rounding) is no position the player is at.
  return position <= duration + 1 ? { position, duration } : null;
}

/** The page world's answer to our request `id`, within bounds; null for anything else. */
export function timelineReply(data: unknown, id: string): Timeline | null {
  if (!isObject(data) || data.watchmark !== TIMELINE_REPLY || data.id !== id) return null;
  return boundedTimeline(data.position, data.duration);
}

/** The page world's value for our request `id`, as `accept` takes it; null for anything else. */
export function valueReply<T>(data: unknown, id: string, accept: (value: unknown) => T | null): T | null {
  if (!isObject(data) || data.watchmark !== VALUE_REPLY || data.id !== id) return null;
  return accept(data.value);
}
