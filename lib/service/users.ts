import { z } from 'zod';
import { serviceRequest, type HttpDeps } from './http';

export type Plan = 'free' | 'pro' | 'vip';

const SettingsSchema = z.looseObject({
  rewatch_by_default: z.boolean().optional(),
  account: z.looseObject({ type: z.enum(['free', 'pro', 'vip']).catch('free') }).optional(),
});

export interface Account {
  plan: Plan;
  /** The user's own choice on the service: count a second viewing as a rewatch. */
  rewatchByDefault: boolean;
}

/** spec 4.5 `POST /users/settings` with an empty body changes nothing and answers the settings. */
export async function readAccount(deps: HttpDeps, accessToken: string): Promise<Account> {
  const { data } = await serviceRequest(deps, { method: 'POST', path: '/users/settings', json: {}, accessToken, schema: SettingsSchema });
  return { plan: data.account?.type ?? 'free', rewatchByDefault: data.rewatch_by_default ?? false };
}
