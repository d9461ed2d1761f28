import fc from 'fast-check';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { parseEpisodeLabel, parseSeasonLabel, splitEpisodeLine } from '../../lib/media/episode-label';
import { readJsonLd } from '../../content-scripts/metadata/json-ld';
import { readPageSignals } from '../../content-scripts/metadata/page-signals';
import { candidateOf, confidentJsonLd, confidentOpenGraph, splitEpisodeTitle } from '../../content-scripts/metadata/standard-sources';
import { classifyVideo } from '../../content-scripts/sites/youtube/title';
import { GenericCandidateSchema } from '../../lib/messages/generic';
import { fuzz, hostileField, hostileText, prototypeKeys, RUNS, shapedJson, toJsonText } from './runs';

// The extractors read what a hostile page writes: JSON-LD and Open Graph that are huge, deeply
// nested, full of `__proto__` keys, markup and mixed scripts. They never throw, never touch
// Object.prototype, and what they return has the types and bounds the rest of the code expects.

const PAGE_URL = new URL('https://tv.example/watch/1');
const { document } = parseHTML('<!doctype html><html><head></head><body></body></html>');
const doc = document as unknown as Document;
const loadedHere = () => PAGE_URL.href;
const page = { url: PAGE_URL, document: doc, siteItemId: 'tv.example/watch/1' };

const TYPES = ['Movie', 'TVEpisode', 'Episode', 'VideoObject', 'TVSeries', 'TVSeason', 'Thing', '__proto__'];
/** A wrong type where the field should be: cheap to make, so the run stays short. */
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.constant({ '@type': 'Movie' }),
);
const field = (known: fc.Arbitrary<unknown>) => fc.oneof({ weight: 3, arbitrary: known }, { weight: 1, arbitrary: wrongType });
const leafNode = fc.record(
  {
    '@type': field(fc.oneof(fc.constantFrom(...TYPES), fc.array(fc.constantFrom(...TYPES), { maxLength: 3 }))),
    '@id': field(fc.oneof(fc.constantFrom(PAGE_URL.href, '/watch/1', '#movie', 'https://other.example/x'), hostileField)),
    url: field(fc.oneof(fc.constant(PAGE_URL.href), hostileField)),
    name: hostileField,
    episodeNumber: field(fc.oneof(fc.integer({ min: -5, max: 2 ** 40 }), hostileField)),
    seasonNumber: field(fc.oneof(fc.integer({ min: -5, max: 2 ** 40 }), hostileField)),
    startDate: hostileField,
    datePublished: field(fc.oneof(fc.constant('2019-11-01'), hostileField)),
    sameAs: field(fc.oneof(fc.constant('https://www.imdb.com/title/tt0386676/'), fc.array(hostileField, { maxLength: 3 }))),
    __proto__: wrongType,
  },
  { requiredKeys: [] },
);
/** A node, an episode with its season and series, or a graph of nodes. */
const jsonLdNode: fc.Arbitrary<unknown> = fc.oneof(
  leafNode,
  fc
    .record({ node: leafNode, season: leafNode, series: leafNode })
    .map(({ node, season, series }) => ({ ...node, partOfSeason: { ...season, partOfSeries: series }, partOfSeries: series })),
  fc.array(leafNode, { maxLength: 4 }).map((nodes) => ({ '@graph': nodes })),
  fc.array(leafNode, { maxLength: 4 }),
  shapedJson,
);

/** Raw block text: serialised nodes, or text no JSON parser likes (truncation, markup, pollution). */
const POLLUTING = '{"__proto__":{"polluted":true},"@type":"Movie","name":"P","constructor":{"prototype":{"polluted":true}}}';
const block = fc.oneof(
  { weight: 40, arbitrary: jsonLdNode.map(toJsonText) },
  { weight: 2, arbitrary: fc.constant(POLLUTING) },
  { weight: 4, arbitrary: hostileText },
);
/**
 * Nesting deep enough to overflow a recursive reader: constant, and the graph costs about 0.1 s of
 * CPU a read, so each is tried once as a fixed example (alone, and beside a readable movie either
 * side of it) rather than drawn by the arbitrary, where 1 block in 47 was one (some 25 s a run).
 */
const DEEP_ARRAYS = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
const DEEP_GRAPH = `${'{"@graph":['.repeat(1_000)}{"@type":"Movie","name":"Deep"}${']}'.repeat(1_000)}`;
const MOVIE = toJsonText({ '@type': 'Movie', name: 'Heat', url: PAGE_URL.href });
const DEEP_EXAMPLES = [[DEEP_ARRAYS], [DEEP_GRAPH], [MOVIE, DEEP_GRAPH, POLLUTING], [DEEP_ARRAYS, MOVIE], [DEEP_GRAPH, DEEP_ARRAYS, MOVIE]];

const isCount = (value: unknown) => value === undefined || (Number.isInteger(value) && (value as number) >= 0);

describe('fuzz: the extractors a hostile page feeds', () => {
  it('JSON-LD', { timeout: 1_800_000 }, async () => {
    const before = prototypeKeys();
    await fuzz(
      'JSON-LD extractor',
      fc.array(block, { minLength: 1, maxLength: 3 }),
      async (blocks) => {
        // The blocks as the browser hands them over (a script's text): no HTML parser in the way.
        const jsonLdDoc = { querySelectorAll: () => blocks.map((text) => ({ textContent: text })) } as unknown as Document;
        const media = readJsonLd(jsonLdDoc);
        if (media) {
          expect(['movie', 'episode', 'video']).toContain(media.type);
          expect(typeof media.title).toBe('string');
          expect(media.title.trim()).not.toBe('');
          expect(isCount(media.season) && isCount(media.episode)).toBe(true);
        }
        const guess = await confidentJsonLd(loadedHere)({ ...page, document: jsonLdDoc });
        if (guess) expect(['movie', 'episode']).toContain(guess.kind);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      },
      RUNS,
      DEEP_EXAMPLES,
    );
    expect(prototypeKeys()).toEqual(before);
  });

  it('Open Graph and the page title', { timeout: 1_800_000 }, async () => {
    const before = prototypeKeys();
    const metas = fc.array(
      fc.record({
        property: fc.constantFrom('og:title', 'og:type', 'og:url', 'og:site_name', 'og:video:release_date', 'video:release_date', '__proto__'),
        content: fc.oneof(fc.constantFrom('video.movie', 'video.episode', PAGE_URL.href, 'Show - S1:E2', 'Film | Site'), hostileText),
      }),
      { maxLength: 6 },
    );
    await fuzz('Open Graph extractor', fc.tuple(metas, hostileText), async ([tags, title]) => {
      const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
      doc.head.innerHTML = `<title>${escape(title)}</title>${tags.map((tag) => `<meta property="${tag.property}" content="${escape(tag.content)}">`).join('')}`;
      const signals = readPageSignals(doc, undefined);
      for (const value of Object.values(signals)) expect(typeof value).toBe('string');
      const guess = await confidentOpenGraph(loadedHere)(page);
      if (guess) expect(['movie', 'episode']).toContain(guess.kind);
      // What goes to the background for the user to confirm passes its schema, or is not sent.
      const candidate = candidateOf(page, loadedHere);
      expect(GenericCandidateSchema.safeParse(candidate).success || candidate.title === undefined || candidate.title.trim() === '').toBe(true);
    });
    expect(prototypeKeys()).toEqual(before);
  });

  it('episode labels and titles', { timeout: 1_800_000 }, async () => {
    const labelish = fc.oneof(
      hostileText,
      fc
        .tuple(
          fc.constantFrom('S', 'Season ', 'Staffel ', '第', 'シーズン', 'Сезон '),
          fc.integer({ min: 0, max: 100_000 }),
          fc.constantFrom(':E', ' Episode ', ', Folge ', '話', 'x', ' - '),
          fc.integer({ min: 0, max: 100_000 }),
          hostileText,
        )
        .map((parts) => parts.join('')),
    );
    await fuzz('episode labels', labelish, async (text) => {
      for (const parsed of [parseEpisodeLabel(text), splitEpisodeLine(text)]) {
        if (parsed) expect(isCount(parsed.season) && isCount(parsed.episode)).toBe(true);
      }
      const season = parseSeasonLabel(text);
      expect(season === null || isCount(season)).toBe(true);
      const split = splitEpisodeTitle(text);
      if (split) expect(split.show.trim()).not.toBe('');
      const video = classifyVideo({ title: text, channelId: 'UCx0Jm5Rt8Lq2Wn4Ys6Pd9Ke' });
      if (video) expect(video.title.trim()).not.toBe('');
    });
  });
});
