import { describe, expect, it } from 'vitest';
import type { MediaGuess, PlaybackReport, PlayerState, Seek } from '../messages/media';
import { DEFAULT_MACHINE_CONFIG, type MachineConfig } from './config';
import { step, type MachineInput } from './machine';
import { progressOf } from './progress';
import type { ScrobbleCommand, SentState, TabSession } from './session';

const TAB = 7;
const DURATION = 3000;
const SETTLE = DEFAULT_MACHINE_CONFIG.pauseSettleMs;

const GUESSES = {
  A: { site: 'netflix', siteItemId: 'ep-1', siteShowId: 'show-1', kind: 'episode', title: 'Dark', season: 1, episode: 1 },
  B: { site: 'netflix', siteItemId: 'ep-2', siteShowId: 'show-1', kind: 'episode', title: 'Dark', season: 1, episode: 2 },
  M: { site: 'netflix', siteItemId: 'movie-9', kind: 'movie', title: 'Heat', year: 1995 },
} satisfies Record<string, MediaGuess>;
type ItemName = keyof typeof GUESSES;

/** A scripted input: a report, the tab going away, or the clock moving on by `ms`. */
type Step = { state: PlayerState; at: number; item?: ItemName; muted?: boolean; seek?: Seek; duration?: number } | { gone: true } | { wait: number };

/** What came out: [action, progress, item, counts]. */
type Out = [ScrobbleCommand['action'], number, ItemName, boolean?];

function nameOf(command: ScrobbleCommand): ItemName {
  const name = (Object.keys(GUESSES) as ItemName[]).find((key) => GUESSES[key].siteItemId === command.guess?.siteItemId);
  if (!name) throw new Error('unknown guess');
  return name;
}

function run(script: Step[], config: Partial<MachineConfig> = {}) {
  const settings = { ...DEFAULT_MACHINE_CONFIG, ...config };
  let session: TabSession | null = null;
  let now = 1_000_000;
  let wakeAt: number | null = null;
  const out: Out[] = [];
  const commands: ScrobbleCommand[] = [];
  const feed = (input: MachineInput) => {
    const result = step(session, input, TAB, settings);
    session = result.session;
    wakeAt = result.wakeAt;
    for (const command of result.commands) {
      commands.push(command);
      out.push(command.counts ? [command.action, command.progress, nameOf(command), true] : [command.action, command.progress, nameOf(command)]);
    }
  };
  for (const item of script) {
    now += 1000;
    if ('wait' in item) {
      now += item.wait;
      // The background ticks when the machine asked to be woken, and only then.
      if (wakeAt !== null && wakeAt <= now) feed({ kind: 'tick', at: now });
    } else if ('gone' in item) {
      feed({ kind: 'tab-gone', at: now });
    } else {
      const report: PlaybackReport = {
        type: 'playback',
        guess: GUESSES[item.item ?? 'A'],
        state: item.state,
        position: item.at,
        duration: item.duration ?? DURATION,
        muted: item.muted ?? false,
        ...(item.seek ? { seek: item.seek } : {}),
        at: now,
      };
      feed({ kind: 'report', report });
    }
  }
  return { out, commands, session: session as TabSession | null };
}

const play = (at: number, extra: Partial<Extract<Step, { state: PlayerState }>> = {}): Step => ({ state: 'playing', at, ...extra });
const pause = (at: number, extra: Partial<Extract<Step, { state: PlayerState }>> = {}): Step => ({ state: 'paused', at, ...extra });
const ended = (at = DURATION, extra: Partial<Extract<Step, { state: PlayerState }>> = {}): Step => ({ state: 'ended', at, ...extra });
const settled: Step = { wait: SETTLE };

describe('session machine: spec 3.1 rows as the client drives them', () => {
  const table: Array<[string, Step[], Out[], SentState | null]> = [
    ['none -> start: real playback starts a session', [play(300)], [['start', 10, 'A']], 'watching'],
    ['watching: more playing reports send nothing', [play(300), play(600), play(900)], [['start', 10, 'A']], 'watching'],
    [
      'watching -> pause at the paused position, once settled',
      [play(300), pause(600), settled],
      [
        ['start', 10, 'A'],
        ['pause', 20, 'A'],
      ],
      'paused',
    ],
    [
      'paused -> start again on resume',
      [play(300), pause(600), settled, play(600)],
      [
        ['start', 10, 'A'],
        ['pause', 20, 'A'],
        ['start', 20, 'A'],
      ],
      'watching',
    ],
    [
      'watching -> stop >= 80 is a watch (finished)',
      [play(300), ended()],
      [
        ['start', 10, 'A'],
        ['stop', 100, 'A', true],
      ],
      'finished',
    ],
    [
      'paused -> stop >= 80 is a watch',
      [play(2400), pause(2500), settled, ended()],
      [
        ['start', 80, 'A'],
        ['pause', 83.33, 'A'],
        ['stop', 100, 'A', true],
      ],
      'finished',
    ],
    [
      'watching -> leaving below 80 sends stop, which the service keeps as a pause',
      [play(300), { gone: true }],
      [
        ['start', 10, 'A'],
        ['stop', 10, 'A'],
      ],
      null,
    ],
    [
      'finished: a second end sends nothing (no duplicate stop)',
      [play(300), ended(), ended()],
      [
        ['start', 10, 'A'],
        ['stop', 100, 'A', true],
      ],
      'finished',
    ],
    [
      'finished -> playing again starts a new session (replay)',
      [play(300), ended(), play(0)],
      [
        ['start', 10, 'A'],
        ['stop', 100, 'A', true],
        ['start', 0, 'A'],
      ],
      'watching',
    ],
    ['none: a pause without a start sends nothing', [pause(600), settled], [], 'none'],
    ['none: leaving without a start sends nothing', [pause(600), { gone: true }], [], null],
  ];
  it.each(table)('%s', (_name, script, expected, sent) => {
    const { out, session } = run(script);
    expect(out).toEqual(expected);
    expect(session?.sent ?? null).toBe(sent);
  });
});

describe('session machine: the rules of a real player', () => {
  it('a pause undone within the settle time (flapping, ad seams, seeks) sends nothing', () => {
    expect(run([play(300), pause(310), play(311), pause(320), play(321), settled]).out).toEqual([['start', 10, 'A']]);
  });

  it('asks to be woken when a pause will have settled, and not before', () => {
    const result = step(
      null,
      { kind: 'report', report: { type: 'playback', guess: GUESSES.A, state: 'playing', position: 0, duration: DURATION, muted: false, at: 10 } },
      TAB,
      DEFAULT_MACHINE_CONFIG,
    );
    const paused = step(
      result.session,
      { kind: 'report', report: { type: 'playback', guess: GUESSES.A, state: 'paused', position: 30, duration: DURATION, muted: false, at: 20 } },
      TAB,
      DEFAULT_MACHINE_CONFIG,
    );
    expect(paused.commands).toEqual([]);
    expect(paused.wakeAt).toBe(20 + SETTLE);
    const early = step(paused.session, { kind: 'tick', at: 20 + SETTLE - 1 }, TAB, DEFAULT_MACHINE_CONFIG);
    expect(early.commands).toEqual([]);
    const due = step(early.session, { kind: 'tick', at: 20 + SETTLE }, TAB, DEFAULT_MACHINE_CONFIG);
    // The pause keeps the time the user paused, not the time it was confirmed.
    expect(due.commands.map((c) => [c.action, c.at, c.progress])).toEqual([['pause', 20, 1]]);
  });

  it('a stop while a pause is settling replaces the pause', () => {
    expect(run([play(300), pause(2700), ended()]).out).toEqual([
      ['start', 10, 'A'],
      ['stop', 100, 'A', true],
    ]);
  });

  it('never starts on muted autoplay; unmuting starts it', () => {
    expect(run([play(100, { muted: true }), play(200, { muted: true })]).out).toEqual([]);
    expect(run([play(100, { muted: true }), play(200)]).out).toEqual([['start', 6.66, 'A']]);
  });

  it('ignores videos shorter than the minimum length (clips, trailers, ads)', () => {
    expect(run([play(10, { duration: 90 }), ended(90, { duration: 90 })]).out).toEqual([]);
  });

  it('a scrub straight to the end is not a watch: only the place before the jump is kept', () => {
    const seek: Seek = { from: 600, to: 2990, playedSince: 2 };
    expect(run([play(600), ended(DURATION, { seek })]).out).toEqual([
      ['start', 20, 'A'],
      ['stop', 20, 'A'],
    ]);
  });

  it('a scrub to the end stays a non-watch when the tab closes or another item starts afterwards', () => {
    const seek: Seek = { from: 600, to: 2990, playedSince: 2 };
    expect(run([play(600), ended(DURATION, { seek }), { gone: true }]).out).toEqual([
      ['start', 20, 'A'],
      ['stop', 20, 'A'],
    ]);
    expect(run([play(600), play(2995, { seek }), { gone: true }]).out).toEqual([
      ['start', 20, 'A'],
      ['stop', 20, 'A'],
    ]);
    expect(run([play(600), play(2995, { seek }), play(0, { item: 'B' })]).out).toEqual([
      ['start', 20, 'A'],
      ['stop', 20, 'A'],
      ['start', 0, 'B'],
    ]);
  });

  it('leaving a paused item where it was paused repeats nothing (the service already keeps that place)', () => {
    expect(run([play(300), pause(600), settled, { gone: true }]).out).toEqual([
      ['start', 10, 'A'],
      ['pause', 20, 'A'],
    ]);
    expect(run([play(300), pause(600), settled, { state: 'paused', at: 900 }, { gone: true }]).out).toEqual([
      ['start', 10, 'A'],
      ['pause', 20, 'A'],
      ['stop', 30, 'A'],
    ]);
  });

  it('skipping to the credits and watching them to the end is a watch', () => {
    const seek: Seek = { from: 300, to: 2550, playedSince: 450 };
    expect(run([play(300), ended(DURATION, { seek })]).out).toEqual([
      ['start', 10, 'A'],
      ['stop', 100, 'A', true],
    ]);
  });

  it('progress after a seek is the new position', () => {
    expect(run([play(300), pause(1800, { seek: { from: 300, to: 1800, playedSince: 0 } }), settled]).out).toEqual([
      ['start', 10, 'A'],
      ['pause', 60, 'A'],
    ]);
  });

  it('a user threshold above 80 pauses between 80 and the threshold instead of finishing', () => {
    expect(run([play(300), { gone: true }], { thresholdPercent: 90 }).out).toEqual([
      ['start', 10, 'A'],
      ['stop', 10, 'A'],
    ]);
    expect(run([play(300), pause(2550), settled, { gone: true }], { thresholdPercent: 90 }).out).toEqual([
      ['start', 10, 'A'],
      ['pause', 85, 'A'],
    ]);
    expect(run([play(300), play(2550), { gone: true }], { thresholdPercent: 90 }).out).toEqual([
      ['start', 10, 'A'],
      ['pause', 85, 'A'],
    ]);
    expect(run([play(300), ended()], { thresholdPercent: 90 }).out).toEqual([
      ['start', 10, 'A'],
      ['stop', 100, 'A', true],
    ]);
  });

  it('the next episode in the same tab stops the old one where it was and starts the new one', () => {
    expect(run([play(300), play(2850), play(0, { item: 'B' })]).out).toEqual([
      ['start', 10, 'A'],
      ['stop', 95, 'A', true],
      ['start', 0, 'B'],
    ]);
  });

  it('switching to another item below 80 leaves the first as a saved place', () => {
    expect(run([play(300), play(0, { item: 'M' })]).out).toEqual([
      ['start', 10, 'A'],
      ['stop', 10, 'A'],
      ['start', 0, 'M'],
    ]);
  });

  it('progress never has more than two decimals', () => {
    const { commands } = run([play(1234.5678), pause(2222.2222), settled]);
    for (const command of commands) expect(String(command.progress)).toMatch(/^\d+(\.\d{1,2})?$/);
    expect(progressOf(1, 3)).toBe(33.33);
  });

  it('keeps the time of the user action on every command', () => {
    const { commands } = run([play(300), pause(600), settled, ended()]);
    const ats = commands.map((command) => command.at);
    expect(ats).toEqual([...ats].sort((a, b) => a - b));
    expect(new Set(ats).size).toBe(ats.length);
  });

  it("a watch carries the item's runtime as the player showed it (the duplicate rule's window)", () => {
    const { commands } = run([play(300, { duration: 1320 }), ended(1320, { duration: 1320 })]);
    expect(commands.at(-1)).toMatchObject({ action: 'stop', counts: true, runtimeMs: 1_320_000 });
  });

  it('nothing happens without input: a tick with no pending pause sends nothing', () => {
    const { session } = run([play(300)]);
    expect(step(session, { kind: 'tick', at: Number.MAX_SAFE_INTEGER }, TAB, DEFAULT_MACHINE_CONFIG).commands).toEqual([]);
  });
});

describe('a viewing the user marked "I\'m watching this again"', () => {
  const report = (item: ItemName, state: PlayerState, position: number, at: number): MachineInput => ({
    kind: 'report',
    report: { type: 'playback', guess: GUESSES[item], state, position, duration: DURATION, muted: false, at },
  });

  it('its finishing stop carries the mark (a rewatch, not a repeat); the next item in the tab starts without it', () => {
    const { session } = run([play(0), play(60)]);
    const marked: TabSession = { ...session!, deliberateRewatch: true };
    const finished = step(marked, report('A', 'ended', DURATION, 2_000_000), TAB, DEFAULT_MACHINE_CONFIG);
    expect(finished.commands).toEqual([expect.objectContaining({ action: 'stop', counts: true, deliberateRewatch: true })]);
    const next = step(marked, report('B', 'playing', 10, 2_000_000), TAB, DEFAULT_MACHINE_CONFIG);
    expect(next.commands.every((command) => command.deliberateRewatch === undefined)).toBe(true);
    expect(next.session?.deliberateRewatch).toBeUndefined();
  });
});
