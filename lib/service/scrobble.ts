import { scrobbleItemBody, type ScrobbleTarget } from './items';
import { ScrobbleResponseSchema, type ScrobbleResponse } from './schemas';
import { serviceRequest, type HttpDeps } from './http';

export type ScrobbleAction = 'start' | 'pause' | 'stop' | 'checkin';

/** spec 8: progress is 0.00-100.00 with at most 2 decimals. */
export function roundProgress(percent: number): number {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  // The epsilon keeps binary fractions such as 0.29 * 100 = 28.999... from losing a hundredth.
  return Math.floor(clamped * 100 + 1e-7) / 100;
}

export async function sendScrobble(
  deps: HttpDeps,
  accessToken: string,
  action: ScrobbleAction,
  target: ScrobbleTarget,
  progress: number,
  options: { allowRewatch?: boolean } = {},
): Promise<ScrobbleResponse> {
  const json = action === 'checkin' ? scrobbleItemBody(target) : { ...scrobbleItemBody(target), progress: roundProgress(progress) };
  const { data } = await serviceRequest(deps, {
    method: 'POST',
    path: `/scrobble/${action}`,
    // spec 4.4: allow_rewatch belongs on stop and checkin only.
    query: options.allowRewatch && (action === 'stop' || action === 'checkin') ? { allow_rewatch: 'yes' } : {},
    json,
    accessToken,
    schema: ScrobbleResponseSchema,
  });
  return data;
}
