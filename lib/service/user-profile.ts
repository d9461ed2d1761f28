import { z } from 'zod';
import { serviceRequest, type HttpDeps } from './http';

/** The settings the extension lets the user change; the service keeps more (spec 4.9: not shown). */
export interface ServiceSettings {
  rewatchByDefault: boolean;
  hideSpoilers: boolean;
  privateProfile: boolean;
}

export interface Profile {
  userId: number;
  name: string;
  plan: 'free' | 'pro' | 'vip';
  settings: ServiceSettings;
}

const SettingsAnswerSchema = z.looseObject({
  rewatch_by_default: z.boolean().optional(),
  hide_spoilers: z.boolean().optional(),
  private_profile: z.boolean().optional(),
  account: z.looseObject({ id: z.number().int(), name: z.string().optional(), type: z.enum(['free', 'pro', 'vip']).catch('free') }),
});

const WIRE_NAMES: Record<keyof ServiceSettings, string> = { rewatchByDefault: 'rewatch_by_default', hideSpoilers: 'hide_spoilers', privateProfile: 'private_profile' };

/**
 * spec 4.5 `POST /users/settings`: the only account read there is. An empty body changes nothing
 * and answers the settings with the account (id and plan), which the stats and lists reads need.
 */
export async function updateProfile(deps: HttpDeps, accessToken: string, patch: Partial<ServiceSettings> = {}): Promise<Profile> {
  const body = Object.fromEntries(Object.entries(patch).map(([key, value]) => [WIRE_NAMES[key as keyof ServiceSettings], value]));
  const { data } = await serviceRequest(deps, { method: 'POST', path: '/users/settings', json: body, accessToken, schema: SettingsAnswerSchema });
  return {
    userId: data.account.id,
    name: data.account.name ?? '',
    plan: data.account.type,
    settings: { rewatchByDefault: data.rewatch_by_default ?? false, hideSpoilers: data.hide_spoilers ?? false, privateProfile: data.private_profile ?? false },
  };
}

const PartSchema = z.looseObject({ plays: z.number().int().optional(), watched: z.number().int().optional(), minutes: z.number().optional() });

export interface UserStats {
  movies: { plays: number; minutes: number };
  episodes: { plays: number; minutes: number };
  anime: { plays: number; minutes: number };
  showsWatched: number;
  ratings: number;
}

const StatsSchema = z.looseObject({
  movies: PartSchema.optional(),
  episodes: PartSchema.optional(),
  anime: PartSchema.optional(),
  shows: z.looseObject({ watched: z.number().int().optional() }).optional(),
  ratings: z.looseObject({ total: z.number().int().optional() }).optional(),
});

/** spec 4.5 `POST /users/{user_id}/stats`: public aggregate statistics (fields not shown; read permissively). */
export async function readUserStats(deps: HttpDeps, accessToken: string, userId: number): Promise<UserStats> {
  const { data } = await serviceRequest(deps, { method: 'POST', path: `/users/${userId}/stats`, json: {}, accessToken, schema: StatsSchema });
  const part = (p: z.infer<typeof PartSchema> | undefined) => ({ plays: p?.plays ?? 0, minutes: p?.minutes ?? 0 });
  return { movies: part(data.movies), episodes: part(data.episodes), anime: part(data.anime), showsWatched: data.shows?.watched ?? 0, ratings: data.ratings?.total ?? 0 };
}
