import { describe, expect, it } from 'vitest';
import type { PlayerState, Seek } from '../../lib/messages/media';
import { estimate } from './playback-clock';
import type { PlayerHandle } from './player-handle';
import { noted, step, wantsTimeUpdates, type PageView, type WatcherEventType, type WatcherState } from './player-machine';

/** A main video playing item 1 at 600 s of 2400. */
const PLAYING: PlayerHandle = { currentTime: 600, duration: 2400, paused: false, ended: false, muted: false, volume: 1, playbackRate: 1 };

/**
 * One scripted event: what the page shows changes from here on (`player` merges into the element's
 * state, `null` removes it), after `wait` seconds of wall time.
 */
type Step = { type: WatcherEventType; wait?: number; player?: Partial<PlayerHandle> | null } & Partial<Omit<PageView, 'now' | 'player'>>;

/** What came out: a report of the item now shown, or a stop of item `id` resting at `position`. */
type Out = ['report', PlayerState] | ['gone', string, number] | ['gone', string, number, Seek];

/** What the state says at the end (only the fields a row names are compared). */
interface End {
  item: string | null;
  settling: number;
  ad: boolean;
  watchPage: boolean;
  timeUpdates: boolean;
  /** Where the clock says the element is now. */
  clockAt: number;
}

/**
 * Runs a script from a fresh state on a watch page showing item 1. Each report is noted as the
 * wiring would once it went out, at the element's place moved by `offset` (a site's timeline).
 */
function run(script: Step[], offset = 0) {
  let state: WatcherState = {};
  let now = 1_000_000;
  let page: Omit<PageView, 'now'> = { itemId: '1', watchPage: true, ad: false, player: PLAYING };
  const out: Out[] = [];
  for (const { type, wait = 0, player, ...shown } of script) {
    now += wait * 1000;
    const element = player === null ? null : player ? { ...(page.player ?? PLAYING), ...player } : page.player;
    page = { ...page, ...shown, player: element };
    let effects;
    [state, effects] = step(state, { ...page, refreshed: shown.refreshed ?? false, now, type });
    for (const effect of effects) {
      if (effect[0] === 'gone') {
        const [, reported, where] = effect;
        out.push(where.seek ? ['gone', reported.source, where.position, where.seek] : ['gone', reported.source, where.position]);
        continue;
      }
      out.push(effect);
      const { item } = state;
      if (!item || !element) continue;
      const where = { position: element.currentTime + offset, duration: element.duration + offset, muted: element.muted };
      const guess = { site: 'netflix' as const, kind: 'movie' as const, title: `Film ${item.id}`, siteItemId: item.id };
      state = noted(state, item.n, { last: where, elementTime: element.currentTime, reported: { guess, source: item.id } });
    }
  }
  const end: End = {
    item: state.item?.id ?? null,
    settling: state.settling ?? -1,
    ad: !!state.ad,
    watchPage: !!state.watchPage,
    timeUpdates: wantsTimeUpdates(state),
    clockAt: state.clock ? estimate(state.clock, now) : 0,
  };
  return { out, end };
}

/** The script starts (its first look at the page) on a watch page whose player plays (or as said). */
const start = (extra: Partial<Step> = {}): Step => ({ type: 'page', refreshed: true, ...extra });
type Row = [string, Step[], Out[], Partial<End>?];

function table(rows: Row[], offset?: number) {
  it.each(rows)('%s', (_name, script, expected, end = {}) => {
    const result = run(script, offset);
    expect(result.out).toEqual(expected);
    expect(result.end).toMatchObject(end);
  });
}

describe('player machine: the page and its items', () => {
  table([
    ['a watch page with a playing player: one report', [start()], [['report', 'playing']], { item: '1', timeUpdates: false }],
    ['a paused player: nothing until it plays', [start({ player: { paused: true } }), { type: 'playing', player: { paused: false } }], [['report', 'playing']]],
    ['a browse page: nothing is followed', [start({ itemId: null, watchPage: false, refreshed: false })], [], { item: null, watchPage: false }],
    [
      'arriving on a watch page under a playing player: reported, and settled like an autoplay',
      [start({ itemId: null, watchPage: false, refreshed: false, player: null }), { type: 'page', itemId: '1', watchPage: true, refreshed: true, player: {} }],
      [['report', 'playing']],
      { item: '1', settling: 600, timeUpdates: true },
    ],
    ['the same item again (markup changed): nothing new', [start(), { type: 'page', wait: 5 }], [['report', 'playing']], { settling: -1 }],
    [
      'leaving the watch pages: the item stops where the clock says',
      [start(), { type: 'page', wait: 30, itemId: null, watchPage: false }],
      [
        ['report', 'playing'],
        ['gone', '1', 630],
      ],
      { item: null, watchPage: false, timeUpdates: false },
    ],
    [
      'the page is left (tab closed): the stop carries the clock position',
      [start(), { type: 'hide', wait: 90 }],
      [
        ['report', 'playing'],
        ['gone', '1', 690],
      ],
    ],
    ['the page is left before any report: nothing to stop', [start({ player: { paused: true } }), { type: 'hide', wait: 90 }], []],
    [
      'an item left before its report went out: no stop',
      [start({ player: { paused: true } }), { type: 'page', itemId: '2', refreshed: false }],
      [],
      { item: '2' },
    ],
    [
      'the guess sources may know more (recheck): a playing player is reported again, a paused one not',
      [start(), { type: 'recheck' }, { type: 'recheck', player: { paused: true } }],
      [
        ['report', 'playing'],
        ['report', 'playing'],
      ],
    ],
    [
      'pause, a pause at the end, ended',
      [start(), { type: 'pause', player: { paused: true } }, { type: 'pause', player: { ended: true } }, { type: 'ended' }],
      [
        ['report', 'playing'],
        ['report', 'paused'],
        ['report', 'ended'],
        ['report', 'ended'],
      ],
    ],
    ['a media event without a player: nothing', [start({ player: null, refreshed: false }), { type: 'playing' }], [], { item: '1' }],
  ]);
});

describe('player machine: next-episode autoplay settles', () => {
  const autoplay: Step[] = [start(), { type: 'page', wait: 600, itemId: '2', player: { currentTime: 1200 } }];
  table([
    [
      'the URL changes first: the old item stops where the clock says; timeupdate is followed',
      autoplay,
      [
        ['report', 'playing'],
        ['gone', '1', 1200],
      ],
      { item: '2', settling: 1200, timeUpdates: true },
    ],
    [
      'still the old stream (within the window): nothing',
      [...autoplay, { type: 'timeupdate', player: { currentTime: 1201 } }],
      [
        ['report', 'playing'],
        ['gone', '1', 1200],
      ],
      { settling: 1200 },
    ],
    [
      'the stream reset (jumped back): the new item is reported, the window closes',
      [...autoplay, { type: 'timeupdate', player: { currentTime: 0.25 } }],
      [
        ['report', 'playing'],
        ['gone', '1', 1200],
        ['report', 'playing'],
      ],
      { item: '2', settling: -1, timeUpdates: false },
    ],
    [
      'the element carried on past the window: the position is the new item now',
      [...autoplay, { type: 'timeupdate', player: { currentTime: 1202.5 } }],
      [
        ['report', 'playing'],
        ['gone', '1', 1200],
        ['report', 'playing'],
      ],
      { settling: -1 },
    ],
    [
      'a seek while settling is no jump of the user; its landing closes the window',
      [...autoplay, { type: 'seeking', player: { currentTime: 0 } }, { type: 'seeked' }, { type: 'hide', wait: 10 }],
      [
        ['report', 'playing'],
        ['gone', '1', 1200],
        ['report', 'playing'],
        ['gone', '2', 10],
      ],
    ],
    [
      'leaving the watch pages ends the window',
      [...autoplay, { type: 'page', itemId: null, watchPage: false }],
      [
        ['report', 'playing'],
        ['gone', '1', 1200],
      ],
      { settling: -1, timeUpdates: false },
    ],
  ]);
});

describe('player machine: ads in the main player', () => {
  const adBegins: Step[] = [start(), { type: 'page', wait: 60, ad: true }];
  table([
    [
      "an ad seen as it begins: the clock holds the item's place; timeupdate is followed",
      adBegins,
      [['report', 'playing']],
      { ad: true, timeUpdates: true, clockAt: 660 },
    ],
    [
      'reports wait during the break; media events do not move the clock',
      [...adBegins, { type: 'playing', wait: 5, player: { currentTime: 5 } }, { type: 'pause', player: { paused: true } }],
      [['report', 'playing']],
      { ad: true, clockAt: 660 },
    ],
    [
      'its end shows in the page: the item is reported again, timeupdate no longer followed',
      [...adBegins, { type: 'page', wait: 30, ad: false }],
      [
        ['report', 'playing'],
        ['report', 'playing'],
      ],
      { ad: false, timeUpdates: false },
    ],
    [
      'its end told by time only (a shadow root the observer cannot see): the same',
      [...adBegins, { type: 'timeupdate', wait: 30, ad: false }],
      [
        ['report', 'playing'],
        ['report', 'playing'],
      ],
      { ad: false, timeUpdates: false },
    ],
    ['a timeupdate while it is still on: nothing', [...adBegins, { type: 'timeupdate', wait: 1 }], [['report', 'playing']], { ad: true }],
    [
      'a break that begins with a report due (pause): the report waits, the clock holds',
      [start(), { type: 'pause', wait: 60, ad: true, player: { paused: true } }],
      [['report', 'playing']],
      { ad: true, timeUpdates: true },
    ],
    [
      'left during a break seen as it began: the stop carries where the break began',
      [...adBegins, { type: 'emptied', player: { currentTime: 0 } }, { type: 'playing', wait: 1, player: { currentTime: 1 } }, { type: 'hide', wait: 10 }],
      [
        ['report', 'playing'],
        ['gone', '1', 660],
      ],
    ],
    [
      // JioHotstar: next-episode autoplay opens on a pre-roll in the ad's own element; the new item's
      // element starts at 0 once it ends, and leaving soon after must not carry the item before's place.
      'the next item opens on a break: once it ends the clock follows the element again',
      [
        start(),
        { type: 'page', wait: 1, itemId: '2', ad: true, player: { currentTime: 0, paused: true } },
        { type: 'playing', wait: 5, ad: false, player: { paused: false } },
        { type: 'hide', wait: 10 },
      ],
      [
        ['report', 'playing'],
        ['gone', '1', 601],
        ['report', 'playing'],
        ['gone', '2', 10],
      ],
      { ad: false },
    ],
    [
      // Viki under load: the ad's own media events came before the page showed the break to the
      // machine; anchoring on them put the ad's second into the clock, and the stop said 0.4 %.
      "the ad's media events before the page shows the break: the clock keeps the item's place",
      [start(), { type: 'playing', wait: 60, ad: true, player: { currentTime: 1 } }, { type: 'hide', wait: 10, ad: true }],
      [
        ['report', 'playing'],
        ['gone', '1', 660],
      ],
    ],
    [
      'the same with the element emptied for the ad first',
      [
        start(),
        { type: 'emptied', wait: 60, ad: true, player: { currentTime: 0 } },
        { type: 'playing', wait: 1, ad: true, player: { currentTime: 1 } },
        { type: 'hide', wait: 10, ad: true },
      ],
      [
        ['report', 'playing'],
        ['gone', '1', 660],
      ],
    ],
    [
      "left during a break not seen until now: the last report's place, not the ad's time",
      [start(), { type: 'hide', wait: 60, ad: true, player: { currentTime: 3, duration: 30 } }],
      [
        ['report', 'playing'],
        ['gone', '1', 600],
      ],
    ],
  ]);
});

describe('player machine: unmute', () => {
  const teaser = start({ player: { muted: true } });
  table([
    [
      'a muted teaser is reported (as muted); unmuting it while it plays reports it again',
      [teaser, { type: 'volumechange', player: { muted: false } }],
      [
        ['report', 'playing'],
        ['report', 'playing'],
      ],
    ],
    [
      'volume up from 0 counts as unmuting',
      [start({ player: { volume: 0 } }), { type: 'volumechange', player: { volume: 0.5 } }],
      [
        ['report', 'playing'],
        ['report', 'playing'],
      ],
    ],
    ['unmuting a paused video: nothing yet', [teaser, { type: 'volumechange', player: { muted: false, paused: true } }], [['report', 'playing']]],
    [
      'muting, or a volume change that stays audible: nothing',
      [start(), { type: 'volumechange', player: { volume: 0.3 } }, { type: 'volumechange', player: { muted: true } }],
      [['report', 'playing']],
    ],
  ]);
});

describe('player machine: seeks', () => {
  const jump: Step[] = [start(), { type: 'seeking', wait: 600, player: { currentTime: 2300 } }, { type: 'seeked' }];
  table([
    [
      'a jump: from where the clock was at `seeking` to where it landed, and what played since',
      [...jump, { type: 'hide', wait: 30 }],
      [
        ['report', 'playing'],
        ['gone', '1', 2330, { from: 1200, to: 2300, playedSince: 30 }],
      ],
    ],
    [
      'a second `seeking` before landing keeps where the jump began',
      [
        start(),
        { type: 'seeking', wait: 600, player: { currentTime: 2000 } },
        { type: 'seeking', player: { currentTime: 2300 } },
        { type: 'seeked' },
        { type: 'hide' },
      ],
      [
        ['report', 'playing'],
        ['gone', '1', 2300, { from: 1200, to: 2300, playedSince: 0 }],
      ],
    ],
    [
      'a new item starts with no jumps behind it',
      [...jump, { type: 'page', itemId: '2', player: { currentTime: 0 } }, { type: 'playing' }, { type: 'hide', wait: 30 }],
      [
        ['report', 'playing'],
        ['gone', '1', 2300, { from: 1200, to: 2300, playedSince: 0 }],
        ['report', 'playing'],
        ['gone', '2', 30],
      ],
    ],
    [
      'another player (the old one emptied) starts with no jumps either, and is followed from its place',
      [...jump, { type: 'emptied', wait: 10, refreshed: true, player: { currentTime: 0 } }, { type: 'hide', wait: 30 }],
      [
        ['report', 'playing'],
        ['report', 'playing'],
        ['gone', '1', 30],
      ],
    ],
  ]);
});

describe('player machine: a site timeline ahead of the element (ads spliced in)', () => {
  table(
    [
      [
        'the resting place and the jump move by the same offset',
        [start(), { type: 'seeking', wait: 600, player: { currentTime: 2000 } }, { type: 'seeked' }, { type: 'hide', wait: 30 }],
        [
          ['report', 'playing'],
          ['gone', '1', 2330, { from: 1500, to: 2300, playedSince: 30 }],
        ],
      ],
    ],
    300,
  );
});

describe('player machine: the player going away', () => {
  table([
    [
      'emptied and no other player found: the clock holds where the item was',
      [start(), { type: 'emptied', wait: 20, refreshed: true, player: null }, { type: 'hide', wait: 60 }],
      [
        ['report', 'playing'],
        ['gone', '1', 620],
      ],
      { clockAt: 620 },
    ],
    [
      'emptied, the same player kept (no refresh): the clock holds until the next anchor',
      [start(), { type: 'emptied', wait: 20 }, { type: 'hide', wait: 60 }],
      [
        ['report', 'playing'],
        ['gone', '1', 620],
      ],
    ],
  ]);

  it('what a report learns after its item was left is dropped', () => {
    const [state] = step({}, { type: 'page', now: 0, itemId: '1', watchPage: true, ad: false, player: PLAYING, refreshed: true });
    const [left] = step(state, { type: 'page', now: 0, itemId: '2', watchPage: true, ad: false, player: PLAYING });
    expect(noted(left, 1, { notCounted: true })).toBe(left);
    expect(noted(left, 2, { notCounted: true }).item).toMatchObject({ id: '2', notCounted: true });
  });
});
