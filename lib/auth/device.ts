import { z } from 'zod';
import { ResponseShapeError, ServiceError } from '../service/errors';
import { urlOnOrigin } from '../service/safe-urls';
import { serviceRequest, type HttpDeps } from '../service/http';
import { TokenResponseSchema, type TokenResponse } from '../service/schemas';
import { WRITE_SCOPE } from './oauth2';

/** RFC 8628 3.2 device authorization response (spec 5.2: 8-character code, QR-friendly link). */
const DeviceAuthorizationSchema = z.looseObject({
  device_code: z.string().min(1),
  user_code: z.string().min(1),
  verification_uri: z.string().url(),
  verification_uri_complete: z.string().url().optional(),
  expires_in: z.number().int().positive(),
  interval: z.number().int().positive().optional(),
});

/** A device sign-in in progress. The device code stays in the background: it is a credential. */
export interface DeviceFlow {
  deviceCode: string;
  userCode: string;
  verificationUri: string;
  verificationUriComplete?: string;
  expiresAt: number;
  /** Seconds between polls; slow_down adds five (RFC 8628 3.5). */
  intervalSec: number;
}

export async function startDeviceFlow(deps: HttpDeps, now: number): Promise<DeviceFlow> {
  const { data } = await serviceRequest(deps, {
    method: 'POST',
    path: '/oauth2/device',
    form: { client_id: deps.config.clientId, scope: WRITE_SCOPE },
    schema: DeviceAuthorizationSchema,
  });
  // The popup links to these: only pages on the service's own web host (a sign-in page elsewhere
  // would be a phishing page for the user's service password).
  const verificationUri = urlOnOrigin(data.verification_uri, deps.config.webUrl);
  const complete = urlOnOrigin(data.verification_uri_complete, deps.config.webUrl);
  if (!verificationUri) throw new ResponseShapeError("POST /oauth2/device: the code entry page is not on the service's web host.");
  return {
    deviceCode: data.device_code,
    userCode: data.user_code,
    verificationUri,
    ...(complete ? { verificationUriComplete: complete } : {}),
    expiresAt: now + data.expires_in * 1000,
    intervalSec: data.interval ?? 5,
  };
}

export type DevicePoll =
  | { kind: 'tokens'; tokens: TokenResponse }
  | { kind: 'pending' }
  | { kind: 'slow-down' }
  | { kind: 'expired' }
  | { kind: 'denied' }
  /** V1: the poll answered KO with something other than "Authorization pending" (the reason). */
  | { kind: 'refused'; reason: string }
  /** V1: the code was consumed or is unknown, and the service issued a new one to show. */
  | { kind: 'replaced'; flow: DeviceFlow };

/** One poll of the token endpoint (spec 3.4: authorization_pending and slow_down continue, expired_token ends). */
export async function pollDeviceFlow(deps: HttpDeps, flow: DeviceFlow): Promise<DevicePoll> {
  try {
    const { data } = await serviceRequest(deps, {
      method: 'POST',
      path: '/oauth2/token',
      form: { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: flow.deviceCode, client_id: deps.config.clientId },
      schema: TokenResponseSchema,
    });
    return { kind: 'tokens', tokens: data };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    switch (error.code) {
      case 'authorization_pending':
        return { kind: 'pending' };
      case 'slow_down':
        return { kind: 'slow-down' };
      case 'expired_token':
        return { kind: 'expired' };
      case 'access_denied':
        return { kind: 'denied' };
      default:
        throw error;
    }
  }
}
