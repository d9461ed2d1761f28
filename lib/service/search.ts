import { serviceRequest, type HttpDeps } from './http';
import { SearchResultsSchema, type SearchResult } from './schemas';

export type SearchType = 'movie' | 'tv' | 'anime';

/** spec 4.1 `/search/{type}`: counts against rate limits and, under V2, needs a user token. */
export async function searchTitles(deps: HttpDeps, accessToken: string | undefined, type: SearchType, text: string, limit = 10): Promise<SearchResult[]> {
  const { data } = await serviceRequest(deps, {
    method: 'GET',
    path: `/search/${type}`,
    query: { q: text, limit },
    accessToken,
    schema: SearchResultsSchema,
  });
  return data;
}
