import { z } from 'zod';
import { serviceRequest, type HttpDeps } from './http';

/**
 * spec 4.5 `GET /users/recently-watched-background/{user_id}`: public (no token), the user's most
 * recently watched title with a large poster and fanart. Image URLs are immutable, so the caller
 * may keep the answer. No history yet: `[]`, here `null`.
 */
const BackgroundSchema = z.looseObject({
  title: z.string(),
  year: z.number().int().nullable().optional(),
  poster: z.string().nullable().optional(),
  fanart: z.string().nullable().optional(),
});

export interface RecentBackground {
  title: string;
  year?: number;
  poster?: string;
  fanart?: string;
}

export async function readRecentBackground(deps: HttpDeps, userId: number | string): Promise<RecentBackground | null> {
  const { data } = await serviceRequest(deps, {
    method: 'GET',
    path: `/users/recently-watched-background/${encodeURIComponent(String(userId))}`,
    schema: z.union([BackgroundSchema, z.array(z.unknown())]),
  });
  if (Array.isArray(data)) return null;
  return {
    title: data.title,
    ...(data.year ? { year: data.year } : {}),
    ...(data.poster ? { poster: data.poster } : {}),
    ...(data.fanart ? { fanart: data.fanart } : {}),
  };
}
