import { idbLibraryCache } from '../../library/cache';
import { titleKey } from '../../media/keys';
import type { DiscoverRequest, TitleArtworkAnswer } from '../../messages/discover';
import type { HandlersFor } from '../../messages/protocol';
import { fanartUrl, posterUrl } from '../../service/image-urls';
import { SERVICE_TYPE, readTitleDetail } from '../../service/title-detail';
import type { Services } from '../composition-root';

/** Titles whose artwork is kept (newest last): a library page's cards, several times over. */
const ARTWORK_KEPT = 600;

type Fragments = { poster: string | null; fanart: string | null };

/**
 * Pictures for library cards whose list carries none (saved playbacks, the Watchlist, trending):
 * each title's detail record is read once (exempt from the rates and the quota, spec 8, so not
 * paced, like the title page's), two asks for one title share the read, and the fragments are
 * kept in the library cache so the next open reads nothing.
 */
export function titleArtworkHandlers(services: Pick<Services, 'db' | 'http'>): HandlersFor<'title-artwork'> {
  const cache = idbLibraryCache(services.db);
  const reading = new Map<string, Promise<Fragments>>();
  /** Writes one after another: two reads finishing together would each drop the other's entry. */
  let writes = Promise.resolve();

  const keep = (key: string, found: Fragments) => {
    writes = writes.then(async () => {
      const kept = Object.entries({ ...((await cache.get('artwork')) ?? {}), [key]: found }).slice(-ARTWORK_KEPT);
      await cache.set('artwork', Object.fromEntries(kept));
    });
    return writes;
  };

  async function read(request: Extract<DiscoverRequest, { type: 'title-artwork' }>): Promise<Fragments> {
    const key = titleKey(request);
    const kept = (await cache.get('artwork'))?.[key];
    if (kept) return kept;
    const detail = await readTitleDetail(services.http, SERVICE_TYPE[request.kind], request.svcId);
    const found = { poster: detail?.poster ?? null, fanart: detail?.fanart ?? null };
    await keep(key, found);
    return found;
  }

  return {
    'title-artwork': async (request): Promise<TitleArtworkAnswer> => {
      const key = titleKey(request);
      const pending = reading.get(key) ?? read(request).finally(() => reading.delete(key));
      reading.set(key, pending);
      try {
        const { poster, fanart } = await pending;
        const { config } = services.http;
        return { ok: true, poster: poster ? posterUrl(config, poster) : null, fanart: fanart ? fanartUrl(config, fanart) : null };
      } catch {
        return { ok: false, poster: null, fanart: null };
      }
    },
  };
}
