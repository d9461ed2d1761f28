import { z } from 'zod';

import { TIMELINE_REPLY, TIMELINE_REQUEST } from './message-names';

export { TIMELINE_REPLY, TIMELINE_REQUEST };

export const TimelineRequestSchema = z.object({
  watchmark: z.literal(TIMELINE_REQUEST),
  id: z.string().max(64),
  reader: z.string().max(32),
});

const timeline = {
  position: z.number().finite().min(0),
  duration: z.number().finite().positive().max(30 * 24 * 3600),
};
const withinTheProgram = (value: { position: number; duration: number }) => value.position <= value.duration + 1;

/** A page may answer anything here; the bounds keep a forged answer to a harmless number. */
export const TimelineReplySchema = z
  .object({ watchmark: z.literal(TIMELINE_REPLY), id: z.string().max(64), ...timeline })
  .refine(withinTheProgram, 'position past the end');

/** The same bounds for a timeline read straight from the page's world (Firefox). */
export const TimelineSchema = z.object(timeline).refine(withinTheProgram, 'position past the end');
