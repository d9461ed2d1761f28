import { z } from 'zod';
import { t } from '../i18n/t';

/**
 * spec 7: the standard envelope `{error, code, message}`; `/oauth2/*` uses `{error, error_description}`.
 * 409 `already_watched` adds `watched_at` and `expires_at`.
 */
export const ErrorEnvelopeSchema = z.looseObject({
  error: z.string(),
  code: z.number().optional(),
  message: z.string().optional(),
  error_description: z.string().optional(),
  watched_at: z.string().optional(),
  expires_at: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** The service answered with an error status. Branch on `code` (the envelope's `error`), never on prose. */
export class ServiceError extends Error {
  override name = 'ServiceError';
  constructor(
    readonly status: number,
    /** The envelope's stable `error` identifier, or `http_<status>` when the body had none. */
    readonly code: string,
    message: string,
    readonly envelope: ErrorEnvelope | null,
    /** `Retry-After` in seconds (spec 7: a duration, not a timestamp). */
    readonly retryAfterSeconds: number | null,
    readonly wwwAuthenticate: string | null,
  ) {
    super(message);
  }

  /** The same refusal with `leftMs` still to wait: what a hold answers in the service's place. */
  heldFor(leftMs: number): ServiceError {
    return new ServiceError(this.status, this.code, this.message, this.envelope, Math.ceil(leftMs / 1000), this.wwwAuthenticate);
  }
}

/** The request never got an HTTP answer (offline, connection dropped, DNS). Always retryable. */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/** No usable user token: the user must sign in (again); the message is shown to them. */
export class SignedOutError extends Error {
  override name = 'SignedOutError';
}

/** The service answered 2xx with a body that does not match the schema we rely on. */
export class ResponseShapeError extends Error {
  override name = 'ResponseShapeError';
}

function parseRetryAfter(value: string | null): number | null {
  if (value === null) return null;
  const seconds = Number(value.trim());
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

export function serviceErrorFrom(status: number, headers: Headers, bodyText: string): ServiceError {
  let envelope: ErrorEnvelope | null = null;
  try {
    const parsed = ErrorEnvelopeSchema.safeParse(JSON.parse(bodyText));
    if (parsed.success) envelope = parsed.data;
  } catch {
    // Not JSON (a proxy's HTML page, an empty 502): the status alone classifies it.
  }
  const code = envelope?.error ?? `http_${status}`;
  const prose = envelope?.message ?? envelope?.error_description ?? t('reason_httpStatus', status);
  return new ServiceError(status, code, prose, envelope, parseRetryAfter(headers.get('retry-after')), headers.get('www-authenticate'));
}

/** spec 7: daily quotas reset at New York midnight and must not be retried with backoff. */
export const DAILY_QUOTA_CODES = new Set(['user_limit_exceeded', 'app_limit_exceeded']);
