import { isObject } from '../json-shape';
import { VALUE_REPLY } from './message-names';

export { boundedTimeline } from '../../lib/page-world/timeline';

/** The page world's value for our request `id`, as `accept` takes it; null for anything else. */
export function valueReply<T>(data: unknown, id: string, accept: (value: unknown) => T | null): T | null {
  if (!isObject(data) || data.watchmark !== VALUE_REPLY || data.id !== id) return null;
  return accept(data.value);
}
