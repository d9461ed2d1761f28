import { z } from 'zod';

/**
 * spec 2.1: the service id is `svc_id` in some responses and `svc` in others; responses are
 * permissive, so accept either and expose one number.
 */
export const ResponseIdsSchema = z
  .looseObject({
    svc: z.number().int().positive().optional(),
    svc_id: z.number().int().positive().optional(),
    slug: z.string().optional(),
    imdb: z.string().optional(),
    tmdb: z.union([z.string(), z.number()]).optional(),
    tvdb: z.union([z.string(), z.number()]).optional(),
  })
  .transform((ids, ctx) => {
    const svcId = ids.svc ?? ids.svc_id;
    if (svcId === undefined) {
      ctx.addIssue({ code: 'custom', message: 'ids without a service id' });
      return z.NEVER;
    }
    return { ...ids, svcId };
  });

/** spec 4.1 "Standard Media Object" as returned by /search/{type}. */
export const SearchResultSchema = z.looseObject({
  title: z.string(),
  year: z.number().int().nullable().optional(),
  type: z.string().optional(),
  poster: z.string().nullable().optional(),
  ids: ResponseIdsSchema,
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
export const SearchResultsSchema = z.array(SearchResultSchema);

/** spec 2.9 / 3.1. Session ids are 64-bit: kept out of the schema, nothing here needs them. */
export const ScrobbleResponseSchema = z.looseObject({
  action: z.enum(['start', 'pause', 'scrobble', 'checkin']),
  progress: z.number().optional(),
});
export type ScrobbleResponse = z.infer<typeof ScrobbleResponseSchema>;

/** spec 5.2 token response. */
export const TokenResponseSchema = z.looseObject({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  // V1 answers may leave it out; when present it must be Bearer.
  token_type: z
    .string()
    .refine((type) => type.toLowerCase() === 'bearer', 'token_type must be Bearer')
    .optional(),
  expires_in: z.number().int().positive().optional(),
  scope: z.string().optional(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** `/oauth2/revoke` answers 200 with an empty body. */
export const EmptySchema = z.unknown();
