import { ShapeError } from '../json-shape';
import type { GuessSource, PageContext } from '../player/site';

type Guess = NonNullable<Awaited<ReturnType<GuessSource>>>;

/**
 * Answers by key, each asked once for as long as this memo lives: an item asks again on every media
 * event, the network only once. A site makes its memos when its definition is made (one per copy of
 * the content script, and one per test), never at module level, so nothing outlives the script.
 * null is no answer (yet): it is not kept, and the next read asks again.
 */
export type AnswerMemo<T> = <A extends T | null>(key: string, ask: () => Promise<A>) => Promise<T | A>;

export function answerMemo<T>(): AnswerMemo<T> {
  const answers = new Map<string, T>();
  return async <A extends T | null>(key: string, ask: () => Promise<A>): Promise<T | A> => {
    const answer = answers.get(key) ?? (await ask());
    if (answer !== null) answers.set(key, answer);
    return answer;
  };
}

/** What a site's API said about one item: a guess, or "known, and nothing a tracker lists". */
export type ApiVerdict = { kind: 'guess'; guess: Guess } | { kind: 'refused' };

/** A site's API as a guess source, with what it refused for the site's `refuses`. */
export interface SiteApiSource {
  /** The verdict's guess; null when the API has none or refused the item. */
  readonly guess: GuessSource;
  /** The API refused the page's item (a trailer, a live airing): no weaker source may name it. */
  readonly refuses: (page: PageContext) => boolean;
}

/**
 * `ask` (the API's verdict about the page; null when it has none yet, and it is asked again) once
 * per key for as long as this source lives: the page's item id, unless the API answers per page
 * path (Max). What it refused is remembered by the page's item id.
 */
export function siteApiSource<V extends ApiVerdict>(
  ask: (page: PageContext) => Promise<V | null>,
  key = (page: PageContext): string => page.siteItemId,
): SiteApiSource {
  const verdicts = new Map<string, V>();
  const refused = new Set<string>();
  return {
    guess: async (page) => {
      const at = key(page);
      const verdict = verdicts.get(at) ?? (await ask(page));
      if (verdict) {
        verdicts.set(at, verdict);
        if (verdict.kind === 'refused') refused.add(page.siteItemId);
      }
      return verdict?.kind === 'guess' ? verdict.guess : null;
    },
    refuses: (page) => refused.has(page.siteItemId),
  };
}

/**
 * `ask`, with a ShapeError told as the activity log shows it: "entity answer" makes it "entity
 * answer changed shape at items.0.id". Thrown, not null: the log names a source that broke.
 */
export function namingShapeChanges<T>(answer: string, ask: (page: PageContext) => Promise<T>): (page: PageContext) => Promise<T> {
  return async (page) => {
    try {
      return await ask(page);
    } catch (error) {
      throw error instanceof ShapeError ? new Error(`${answer} changed shape at ${error.path || 'the top'}`) : error;
    }
  };
}
