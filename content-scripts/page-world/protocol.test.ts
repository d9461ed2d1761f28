import { describe, expect, it } from 'vitest';
import { boundedTimeline, timelineReply } from './protocol';

const reply = (fields: Record<string, unknown> = {}) => ({ watchmark: 'watchmark-timeline-reply', id: 'request-1', position: 600, duration: 2400, ...fields });

describe('page-world protocol: what the page answers is bounded', () => {
  it('takes the answer to our own request', () => {
    expect(timelineReply(reply(), 'request-1')).toEqual({ position: 600, duration: 2400 });
  });

  it('ignores answers to other requests and messages of other senders', () => {
    expect(timelineReply(reply(), 'request-2')).toBeNull();
    expect(timelineReply(reply({ watchmark: 'watchmark-timeline-request' }), 'request-1')).toBeNull();
    expect(timelineReply(null, 'request-1')).toBeNull();
    expect(timelineReply('watchmark-timeline-reply', 'request-1')).toBeNull();
  });

  it.each([
    ['a negative position', -1, 2400],
    ['a position past the end', 2402, 2400],
    ['no length', 0, 0],
    ['a length of more than a month', 10, 30 * 24 * 3600 + 1],
    ['NaN', Number.NaN, 2400],
    ['an endless length', 10, Number.POSITIVE_INFINITY],
    ['text', '600', 2400],
  ])('refuses %s', (_, position, duration) => {
    expect(boundedTimeline(position, duration)).toBeNull();
    expect(timelineReply(reply({ position, duration }), 'request-1')).toBeNull();
  });

  it('allows a second of rounding past the end, and a program of a whole month', () => {
    expect(boundedTimeline(2401, 2400)).toEqual({ position: 2401, duration: 2400 });
    expect(boundedTimeline(0, 30 * 24 * 3600)).toEqual({ position: 0, duration: 30 * 24 * 3600 });
  });
});
