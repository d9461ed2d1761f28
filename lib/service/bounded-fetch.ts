import { NetworkError, ResponseShapeError, SignedOutError } from './errors';

/** Requests are bounded by what they are for: a sign-in step, a read, or a write. */
export type RequestClass = 'sign-in' | 'read' | 'write';

export interface RequestLimits {
  /** From sending the request to the last byte of the answer. */
  timeoutMs: number;
  /** The largest answer read; a longer one is cut off and refused. */
  maxBytes: number;
}

/**
 * A service or proxy that never answers must not stall the outbox, the refresh or the library page;
 * one that answers without end must not fill the worker's memory. Reads cover the largest library
 * reads and CDN files; writes and sign-in steps answer with a small object.
 */
export const REQUEST_LIMITS: Readonly<Record<RequestClass, RequestLimits>> = {
  'sign-in': { timeoutMs: 20_000, maxBytes: 64 * 1024 },
  read: { timeoutMs: 30_000, maxBytes: 16 * 1024 * 1024 },
  write: { timeoutMs: 30_000, maxBytes: 1024 * 1024 },
};

/** Sign-in endpoints (spec 5) by path; otherwise a GET reads and anything else writes. */
export function requestClassOf(method: string, path: string): RequestClass {
  if (/^\/oauth2?\//.test(path)) return 'sign-in';
  return method === 'GET' ? 'read' : 'write';
}

export interface BoundedAnswer {
  response: Response;
  text: string;
}

async function readCapped(response: Response, maxBytes: number, label: string): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new ResponseShapeError(`${label}: the answer is larger than ${maxBytes} bytes.`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    read += value.byteLength;
    if (read > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new ResponseShapeError(`${label}: the answer is larger than ${maxBytes} bytes.`);
    }
    text += decoder.decode(value, { stream: true });
  }
}

/**
 * fetch with a deadline over the whole exchange (headers and body) and a cap on the body read.
 * `signal`: the sign-in's (sign-out aborts what is in flight). A deadline is a NetworkError (the
 * outbox retries it); sign-out is a SignedOutError; an oversized answer a ResponseShapeError.
 */
export async function fetchBounded(
  doFetch: typeof fetch,
  url: URL | string,
  init: RequestInit,
  limits: RequestLimits,
  label: string,
  signal?: AbortSignal,
): Promise<BoundedAnswer> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), limits.timeoutMs);
  const combined = signal ? AbortSignal.any([deadline.signal, signal]) : deadline.signal;
  const failure = (cause: unknown): Error => {
    if (signal?.aborted) return new SignedOutError(`${label}: signed out while waiting for the answer.`);
    if (deadline.signal.aborted) return new NetworkError(`${label}: no answer within ${Math.round(limits.timeoutMs / 1000)} s.`);
    if (cause instanceof ResponseShapeError) return cause;
    return new NetworkError(`${label}: ${cause instanceof Error ? cause.message : String(cause)}`);
  };
  try {
    if (signal?.aborted) throw failure(signal.reason);
    let response: Response;
    try {
      response = await doFetch(url, { ...init, signal: combined });
    } catch (cause) {
      throw failure(cause);
    }
    try {
      return { response, text: await readCapped(response, limits.maxBytes, label) };
    } catch (cause) {
      throw failure(cause);
    }
  } finally {
    clearTimeout(timer);
  }
}
