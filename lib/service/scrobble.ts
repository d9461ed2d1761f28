import { scrobbleItemBody, type ScrobbleTarget } from './items';
import { ScrobbleResponseSchema, type ScrobbleResponse } from './schemas';
import { serviceRequest, type HttpDeps } from './http';
import { roundProgress } from '../scrobble/progress';

export type ScrobbleAction = 'start' | 'pause' | 'stop' | 'checkin';

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
