import { z } from 'zod';
import { serviceRequest, type HttpDeps } from '../service/http';
import { urlOnOrigin } from '../service/safe-urls';
import type { DeviceFlow, DevicePoll } from './device';

/**
 * spec 5.1 / 3.2 V1 PIN flow: a 5-character code entered at {web_url}/pin, polled every `interval`
 * seconds for up to 900 s. `device_code` is a literal placeholder and is ignored.
 */
const PinCodeSchema = z.looseObject({
  result: z.literal('OK'),
  user_code: z.string().min(1),
  verification_url: z.string().optional(),
  verification_uri: z.string().optional(),
  expires_in: z.number().int().positive(),
  interval: z.number().int().positive(),
});

const ApprovedSchema = z.looseObject({ result: z.literal('OK'), access_token: z.string().min(1) });
const PendingSchema = z.looseObject({ result: z.literal('KO'), message: z.string().optional() });
// Consumed or unknown code: the answer has the shape of a new code (spec 3.2).
const PIN_PENDING = /^\s*authorization pending\s*$/i;
const PinPollSchema = z.union([ApprovedSchema, PendingSchema, PinCodeSchema]);

function flowFrom(deps: HttpDeps, data: z.infer<typeof PinCodeSchema>, now: number): DeviceFlow {
  return {
    // Polling is keyed by the user code; there is no secret device code in V1.
    deviceCode: data.user_code,
    userCode: data.user_code,
    // spec 5.1: the code is entered at {web_url}/pin; a page named elsewhere is not linked to.
    verificationUri: urlOnOrigin(data.verification_uri ?? data.verification_url, deps.config.webUrl) ?? `${deps.config.webUrl}/pin`,
    expiresAt: now + data.expires_in * 1000,
    intervalSec: data.interval,
  };
}

export async function startPinFlow(deps: HttpDeps, now: number): Promise<DeviceFlow> {
  const { data } = await serviceRequest(deps, { method: 'GET', path: '/oauth/pin', schema: PinCodeSchema });
  return flowFrom(deps, data, now);
}

/** V1 tokens last about five years and come without a refresh token. */
const V1_TOKEN_SECONDS = 157_680_000;

export async function pollPinFlow(deps: HttpDeps, flow: DeviceFlow, now: number): Promise<DevicePoll> {
  const { data } = await serviceRequest(deps, { method: 'GET', path: `/oauth/pin/${encodeURIComponent(flow.userCode)}`, schema: PinPollSchema });
  const approved = ApprovedSchema.safeParse(data);
  if (approved.success) {
    return { kind: 'tokens', tokens: { access_token: approved.data.access_token, token_type: 'Bearer', expires_in: V1_TOKEN_SECONDS } };
  }
  const replaced = PinCodeSchema.safeParse(data);
  if (replaced.success) return { kind: 'replaced', flow: flowFrom(deps, replaced.data, now) };
  // spec 3.2: pending is `KO` with "Authorization pending"; a KO saying anything else ends the flow.
  const message = PendingSchema.safeParse(data).data?.message;
  return message === undefined || PIN_PENDING.test(message) ? { kind: 'pending' } : { kind: 'refused', reason: message };
}
