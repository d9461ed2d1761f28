import { describe, expect, it } from 'vitest';
import type { MediaGuess, PlaybackReport, PlayerState } from '../messages/media';
import { progressOf, step, tabGone } from './machine';
import type { ScrobbleCommandAction, SentState, TabSession } from './session';

const TAB = 7;
const DURATION = 3000;

const GUESSES: Record<'A' | 'B' | 'M', MediaGuess> = {
  A: { site: 'netflix', siteItemId: 'ep-1', siteShowId: 'show-1', kind: 'episode', title: 'Dark', season: 1, episode: 1 },
  B: { site: 'netflix', siteItemId: 'ep-2', siteShowId: 'show-1', kind: 'episode', title: 'Dark', season: 1, episode: 2 },
  M: { site: 'netflix', siteItemId: 'movie-9', kind: 'movie', title: 'Heat', year: 1995 },
};
type ItemName = keyof typeof GUESSES;

/** One report: [state, position in seconds, item]. */
type Input = [PlayerState, number, ItemName?];
/** One expected command: [action, progress, item]. */
type Output = [ScrobbleCommandAction, number, ItemName];

let clock = 1_000_000;
function report([state, position, item = 'A']: Input): PlaybackReport {
  clock += 1000;
  return { type: 'playback', guess: GUESSES[item], state, position, duration: DURATION, at: clock };
}

function nameOf(guess: MediaGuess): ItemName {
  const name = (Object.keys(GUESSES) as ItemName[]).find((key) => GUESSES[key].siteItemId === guess.siteItemId);
  if (!name) throw new Error('unknown guess');
  return name;
}

function run(inputs: Input[]): { session: TabSession | null; commands: Output[]; ats: number[]; reports: PlaybackReport[] } {
  let session: TabSession | null = null;
  const commands: Output[] = [];
  const ats: number[] = [];
  const reports: PlaybackReport[] = [];
  for (const input of inputs) {
    const next = report(input);
    reports.push(next);
    const result = step(session, next, TAB);
    for (const command of result.commands) {
      commands.push([command.action, command.progress, nameOf(command.guess)]);
      ats.push(command.at);
      expect(command.tabId).toBe(TAB);
    }
    session = result.session;
  }
  return { session, commands, ats, reports };
}

describe('step (spec 3.1 / 4.4: send only on user-caused transitions)', () => {
  const table: Array<[string, Input[], Output[], SentState | null]> = [
    ['playing -> start once', [['playing', 300]], [['start', 10, 'A']], 'watching'],
    ['repeated playing sends nothing more', [['playing', 300], ['playing', 600], ['playing', 900]], [['start', 10, 'A']], 'watching'],
    ['pause -> pause', [['playing', 300], ['paused', 600]], [['start', 10, 'A'], ['pause', 20, 'A']], 'paused'],
    ['repeated pause sends one pause', [['playing', 300], ['paused', 600], ['paused', 600]], [['start', 10, 'A'], ['pause', 20, 'A']], 'paused'],
    ['pause while not watching sends nothing', [['paused', 600]], [], 'none'],
    ['resume -> start', [['playing', 300], ['paused', 600], ['playing', 600]], [['start', 10, 'A'], ['pause', 20, 'A'], ['start', 20, 'A']], 'watching'],
    ['ended -> stop', [['playing', 300], ['ended', 3000]], [['start', 10, 'A'], ['stop', 100, 'A']], 'finished'],
    ['ended twice -> one stop', [['playing', 300], ['ended', 3000], ['ended', 3000]], [['start', 10, 'A'], ['stop', 100, 'A']], 'finished'],
    ['ended while paused -> stop', [['playing', 300], ['paused', 2900], ['ended', 3000]], [['start', 10, 'A'], ['pause', 96.66, 'A'], ['stop', 100, 'A']], 'finished'],
    ['ended with nothing sent -> nothing', [['ended', 3000]], [], 'none'],
    ['pause after ended sends nothing', [['playing', 300], ['ended', 3000], ['paused', 3000]], [['start', 10, 'A'], ['stop', 100, 'A']], 'finished'],
    ['gone while watching -> stop with last progress', [['playing', 300], ['gone', 1500]], [['start', 10, 'A'], ['stop', 50, 'A']], null],
    ['gone while paused -> stop with last progress', [['playing', 300], ['paused', 900], ['gone', 900]], [['start', 10, 'A'], ['pause', 30, 'A'], ['stop', 30, 'A']], null],
    ['gone with nothing sent -> nothing', [['paused', 900], ['gone', 900]], [], null],
    ['gone as the first report -> nothing', [['gone', 900]], [], null],
    ['gone after the stop -> nothing more', [['playing', 300], ['ended', 3000], ['gone', 3000]], [['start', 10, 'A'], ['stop', 100, 'A']], null],
    [
      'another item while watching: stop the old one, then start the new one',
      [['playing', 300, 'A'], ['playing', 1200, 'A'], ['playing', 30, 'B']],
      [['start', 10, 'A'], ['stop', 40, 'A'], ['start', 1, 'B']],
      'watching',
    ],
    [
      'another item while paused: stop the old one, then start the new one',
      [['playing', 300, 'A'], ['paused', 2550, 'A'], ['playing', 0, 'M']],
      [['start', 10, 'A'], ['pause', 85, 'A'], ['stop', 85, 'A'], ['start', 0, 'M']],
      'watching',
    ],
    [
      'another item after the old one finished: only the new start',
      [['playing', 300, 'A'], ['ended', 3000, 'A'], ['playing', 15, 'B']],
      [['start', 10, 'A'], ['stop', 100, 'A'], ['start', 0.5, 'B']],
      'watching',
    ],
    [
      'another item paused, with the old one watching: stop the old one only',
      [['playing', 300, 'A'], ['paused', 60, 'B']],
      [['start', 10, 'A'], ['stop', 10, 'A']],
      'none',
    ],
    [
      'another item that is gone: stop the old one only',
      [['playing', 300, 'A'], ['gone', 60, 'B']],
      [['start', 10, 'A'], ['stop', 10, 'A']],
      null,
    ],
    ['progress has at most 2 decimals', [['playing', 1000], ['paused', 2000]], [['start', 33.33, 'A'], ['pause', 66.66, 'A']], 'paused'],
    ['progress of 79.999 % stays below 80', [['playing', 2399.97], ['paused', 2399.97]], [['start', 79.99, 'A'], ['pause', 79.99, 'A']], 'paused'],
  ];

  it.each(table)('%s', (_label, inputs, expected, sent) => {
    const { session, commands } = run(inputs);
    expect(commands).toEqual(expected);
    if (sent === null) expect(session).toBeNull();
    else expect(session?.sent).toBe(sent);
  });

  it('stamps each command with the time of the report that caused it', () => {
    const { commands, ats, reports } = run([['playing', 300], ['paused', 600], ['playing', 30, 'B']]);
    expect(commands.map(([action]) => action)).toEqual(['start', 'pause', 'stop', 'start']);
    expect(ats).toEqual([reports[0]!.at, reports[1]!.at, reports[2]!.at, reports[2]!.at]);
  });

  it('carries the guess of the item it is about, and keeps the session on the new item', () => {
    const { session } = run([['playing', 300, 'A'], ['playing', 30, 'M']]);
    expect(session?.guess).toEqual(GUESSES.M);
    expect(session?.tabId).toBe(TAB);
    expect(session?.progress).toBe(1);
  });

  it('every progress it emits has at most 2 decimals', () => {
    for (let position = 0; position <= DURATION; position += 7.3) {
      const { commands } = run([['playing', position], ['paused', position]]);
      for (const [, progress] of commands) {
        expect(Math.round(progress * 100) / 100).toBe(progress);
        expect(String(progress)).toMatch(/^\d+(\.\d{1,2})?$/);
      }
    }
  });

  it('does not mutate the session it is given', () => {
    const first = step(null, report(['playing', 300]), TAB).session!;
    const frozen = structuredClone(first);
    step(first, report(['paused', 900]), TAB);
    step(first, report(['playing', 10, 'B']), TAB);
    expect(first).toEqual(frozen);
  });
});

describe('tabGone', () => {
  function sessionIn(sent: SentState, progress = 42.5): TabSession {
    return { tabId: TAB, guess: GUESSES.A, sent, player: 'playing', progress, updatedAt: 1 };
  }

  it.each<[SentState, ScrobbleCommandAction[]]>([
    ['watching', ['stop']],
    ['paused', ['stop']],
    ['none', []],
    ['finished', []],
  ])('sent=%s -> %j', (sent, actions) => {
    const result = tabGone(sessionIn(sent), 5000);
    expect(result.session).toBeNull();
    expect(result.commands.map((command) => command.action)).toEqual(actions);
  });

  it('stops with the last known progress, the guess, the tab and the given time', () => {
    const { commands } = tabGone(sessionIn('watching', 61.25), 5000);
    expect(commands).toEqual([{ action: 'stop', guess: GUESSES.A, progress: 61.25, at: 5000, tabId: TAB }]);
  });

  it('after a real sequence, stops with the progress of the last report', () => {
    const { session } = run([['playing', 300], ['playing', 2100]]);
    const { commands } = tabGone(session!, clock + 1);
    expect(commands.map((command) => [command.action, command.progress])).toEqual([['stop', 70]]);
  });
});

describe('progressOf', () => {
  it.each<[number, number, number]>([
    [0, 100, 0],
    [50, 100, 50],
    [1, 3, 33.33],
    [2, 3, 66.66],
    [120, 100, 100],
    [10, 0, 0],
  ])('position %d of %d -> %d %%', (position, duration, expected) => {
    expect(progressOf(position, duration)).toBe(expected);
  });
});
