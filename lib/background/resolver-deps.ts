import type { TokenManager } from '../auth/tokens';
import type { ServiceConfig } from '../config';
import type { Db } from '../db/database';
import type { ResolverDeps } from '../resolve/resolver';
import { readAnimeDetail } from '../service/anime';
import type { HttpDeps } from '../service/http';
import { searchTitles } from '../service/search';
import { identifyFile } from '../service/search-file';
import { webRequestRedirectReader } from './redirect-reader';
import { syncCorrectionStore } from './state/corrections-store';
import { idbMatchCache } from './state/stores';

/** What the resolver reads with: the paced, signed-in searches, the match cache, the user's corrections. */
export function resolverDeps(deps: {
  http: HttpDeps;
  serviceConfig: ServiceConfig;
  db: () => Promise<Db>;
  tokens: TokenManager;
  paceGet: () => Promise<void>;
}): ResolverDeps {
  const { http, tokens, paceGet } = deps;
  return {
    http,
    readLocation: webRequestRedirectReader(deps.serviceConfig),
    now: Date.now,
    cache: idbMatchCache(deps.db),
    corrections: syncCorrectionStore(),
    search: async (type, text) => {
      await paceGet();
      return tokens.withToken((token) => searchTitles(http, token, type, text));
    },
    // Exempt from the rate limits (spec 8): no pacing, no token.
    animeDetail: (svcId) => readAnimeDetail(http, svcId),
    identifyFile: async (fileName) => {
      await paceGet();
      return tokens.withToken((token) => identifyFile(http, token, fileName));
    },
  };
}
