import fc from 'fast-check';

/**
 * Cases per target: 10,000 in `npm test` (the unit project), more behind `npm run fuzz`
 * (FUZZ_RUNS). `npm test` runs one fixed seed so a green main stays green: new counterexamples
 * are hunted by `npm run fuzz`, which draws a fresh seed each run. FUZZ_SEED replays any run.
 */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const FIXED_SEED_IN_NPM_TEST = 20_261_124;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.FUZZ_RUNS ? undefined : FIXED_SEED_IN_NPM_TEST;

/**
 * No input may cost more CPU time than this: a parser that backtracks or loops on a crafted input
 * is a hang a page or a server can cause. Judged on the process's CPU time, not the clock: a busy
 * machine stretches wall time several-fold (a CI run under load saw 2.5 s for an input that costs
 * a fraction of that), while the work an input costs stays what it is.
 */
export const SLOWEST_INPUT_MS = 2_000;

/** CPU milliseconds (user and system) this process has used so far. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Runs a property for `runs` cases (RUNS unless a target asks for a share of it): a failure throws
 * with its counterexample, and so does an input costing more than SLOWEST_INPUT_MS of CPU time.
 * `examples`: fixed inputs tried first, under the same checks; a costly constant input goes here
 * once rather than into the arbitrary, where it would be drawn hundreds of times to no new end.
 */
export async function fuzz<T>(
  target: string,
  arbitrary: fc.Arbitrary<T>,
  property: (value: T) => void | Promise<void>,
  runs = RUNS,
  examples: readonly T[] = [],
): Promise<void> {
  let cases = 0;
  await fc.assert(
    fc.asyncProperty(arbitrary, async (value) => {
      cases += 1;
      const started = cpuMs();
      await property(value);
      const took = cpuMs() - started;
      if (took > SLOWEST_INPUT_MS) throw new Error(`${target}: one input took ${Math.round(took)} ms of CPU time (limit ${SLOWEST_INPUT_MS} ms)`);
    }),
    { numRuns: runs, examples: examples.map((example): [T] => [example]), ...(SEED !== undefined ? { seed: SEED } : {}) },
  );
  console.log(`fuzz: ${target}: ${cases} cases, 0 failures`);
}

/** A share of RUNS for one of many targets in a file (at least 50, so a small RUNS still explores). */
export const share = (targets: number) => Math.max(50, Math.round(RUNS / targets));

const HUGE = 'x'.repeat(70_000);

/** Hostile text of ordinary size: markup, control and mixed scripts, a little past every limit. */
export const hostileField = fc.oneof(
  { weight: 40, arbitrary: fc.string({ maxLength: 24 }) },
  { weight: 10, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  {
    weight: 20,
    arbitrary: fc.constantFrom(
      '<img src=x onerror=alert(1)>',
      '</script><script>alert(1)</script>',
      '"><svg onload=alert(1)>',
      'javascript:alert(1)',
      '__proto__',
      'constructor',
      'Ｓ０１Ｅ０２',
      'Сезон 2 Серия 5',
      'الموسم 1 الحلقة 3',
      'シーズン1 第3話',
      '\u202Emoc.live\u202C',
      'S99999999999E99999999999',
      '\u0000\u0001\u0007',
    ),
  },
  // Past every length limit (titles stop at 300); now and then far past it.
  { weight: 4, arbitrary: fc.integer({ min: 300, max: 2_000 }).map((length) => 'x'.repeat(length)) },
);

/** Text a hostile page or answer may hold, now and then far past every limit. */
export const hostileText = fc.oneof({ weight: 30, arbitrary: hostileField }, { weight: 1, arbitrary: fc.constant(HUGE) });

/** Field names real answers and messages use, so mutations land where parsers look. */
const FIELDS = [
  'title',
  'year',
  'ids',
  'svc',
  'svc_id',
  'slug',
  'imdb',
  'tmdb',
  'tvdb',
  'mal',
  'id',
  'progress',
  'action',
  'episode',
  'season',
  'number',
  'show',
  'movie',
  'anime',
  'items',
  'item',
  'pagination',
  'access_token',
  'refresh_token',
  'expires_in',
  'scope',
  'token_type',
  'error',
  'message',
  'result',
  'user_code',
  'device_code',
  'verification_uri',
  'verification_url',
  'interval',
  'paused_at',
  'type',
  'all',
  'movies',
  'tv_shows',
  'playback',
  'rating',
  'status',
  'name',
  'plan',
  'settings',
  'user',
  'poster',
  'not_found',
  'shows',
  'seasons',
  'episodes',
  'url',
  'date',
  'rank',
  'watchers',
  'mapped_tvdb_seasons',
  'en_title',
  'alternate_titles',
  '__proto__',
  'constructor',
  'prototype',
  '@type',
  '@graph',
  '@id',
  'name',
  'partOfSeries',
  'partOfSeason',
  'episodeNumber',
] as const;

const leaf = fc.oneof(
  hostileField,
  fc.integer(),
  fc.double(),
  fc.bigInt({ min: 2n ** 53n, max: 2n ** 63n }).map((big) => ({ bigint: big.toString() })),
  fc.boolean(),
  fc.constant(null),
);

/** JSON-like values shaped like answers and messages: known keys, wrong types, deep nesting. */
export const shapedJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 6 }),
  ),
})).value;

/** Serialises a shaped value, writing 64-bit ids as bare digits (what JSON.stringify cannot). */
export function toJsonText(value: unknown): string {
  const marker = '\u0000big:';
  const text = JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && 'bigint' in inner && Object.keys(inner).length === 1 ? `${marker}${(inner as { bigint: string }).bigint}` : inner,
  );
  return (text ?? 'null').replace(/"\\u0000big:(\d+)"/g, '$1');
}

/** A valid object with some fields replaced by anything, or removed. */
export function mutated<T extends object>(valid: fc.Arbitrary<T> | T): fc.Arbitrary<unknown> {
  const base = valid instanceof fc.Arbitrary ? valid : fc.constant(valid);
  return fc
    .tuple(
      base,
      fc.dictionary(fc.constantFrom(...FIELDS, ...Object.keys(valid instanceof fc.Arbitrary ? {} : valid)), fc.option(shapedJson, { nil: undefined }), {
        maxKeys: 4,
      }),
    )
    .map(([object, changes]) => {
      const copy: Record<string, unknown> = { ...(object as Record<string, unknown>) };
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined) delete copy[key];
        else Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
      }
      return copy;
    });
}

/** Object.prototype as it was: a parser must never add to it. */
export function prototypeKeys(): string[] {
  return Object.getOwnPropertyNames(Object.prototype).sort();
}
