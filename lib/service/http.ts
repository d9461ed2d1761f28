import type { z } from 'zod';
import { userAgent, type ServiceConfig } from '../config';
import { fetchBounded, REQUEST_LIMITS, requestClassOf, type RequestClass, type RequestLimits } from './bounded-fetch';
import { ResponseShapeError, serviceErrorFrom } from './errors';
import { parseJsonKeepingIds } from './precise-json';
import type { QuotaHold } from '../limits/quota-hold';
import type { ThrottleHold } from '../limits/throttle-hold';

export type ServiceHost = 'api' | 'web' | 'cdn';
export type QueryValue = string | number | boolean | undefined;

export interface HttpDeps {
  config: ServiceConfig;
  fetch: typeof fetch;
  /** The current sign-in's signal: sign-out aborts every request still waiting for its answer. */
  signal?: () => AbortSignal | undefined;
  /**
   * spec 8: 1 POST per second, counted over the whole extension (the service counts a DELETE with
   * the POSTs). Every write waits its turn here and releases it when its answer came, so no caller
   * (outbox, library page, sign-out's revoke, settings, sign-in polling) can go around it.
   */
  pacePost?: () => Promise<() => void>;
  /**
   * Resolves once the request is ready to go out as the contract wants it: in Chromium the
   * User-Agent rule (spec 1) must be in place before a context's first request, whichever it is.
   */
  ready?: () => Promise<void>;
  /** Deadlines and body caps per request class (tests shorten them); REQUEST_LIMITS otherwise. */
  limits?: Partial<Record<RequestClass, RequestLimits>>;
  /**
   * spec 7: after a daily quota 429 nothing drawing on the quota goes out before the reset, from any
   * caller; the extension shares one (lib/limits/quota-hold.ts).
   */
  quotaHold?: QuotaHold;
  /** spec 7 / 8: after a 412 throttling block nothing it covers goes out, from any caller (lib/limits/throttle-hold.ts). */
  throttleHold?: ThrottleHold;
}

/** The deadline and body cap for a request of this class. */
export function limitsFor(deps: HttpDeps, requestClass: RequestClass): RequestLimits {
  return deps.limits?.[requestClass] ?? REQUEST_LIMITS[requestClass];
}

function hostBase(config: ServiceConfig, host: ServiceHost): string {
  return { api: config.apiUrl, web: config.webUrl, cdn: config.cdnUrl }[host];
}

/** spec 1: every request carries client_id, app-name and app-version as query parameters (the image host's too). */
export function withCommonParams(url: URL, config: ServiceConfig): URL {
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('app-name', config.appName);
  url.searchParams.set('app-version', config.appVersion);
  return url;
}

export function serviceUrl(config: ServiceConfig, host: ServiceHost, path: string, query: Record<string, QueryValue> = {}): URL {
  const url = new URL(hostBase(config, host) + path);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return withCommonParams(url, config);
}

export interface RequestSpec<T> {
  method: 'GET' | 'POST' | 'DELETE';
  host?: ServiceHost;
  path: string;
  query?: Record<string, QueryValue>;
  /** JSON body. */
  json?: unknown;
  /** application/x-www-form-urlencoded body (oauth2 endpoints). */
  form?: Record<string, string>;
  accessToken?: string;
  schema: z.ZodType<T>;
  /** Keys whose integer values are 64-bit ids: kept as exact digit strings (see precise-json.ts). */
  exactIdKeys?: readonly string[];
  /** Which deadline and body cap apply; by default from the method and path (requestClassOf). */
  requestClass?: RequestClass;
}

export interface ServiceResponse<T> {
  status: number;
  headers: Headers;
  data: T;
}

/**
 * One HTTP exchange with the service: builds the URL and headers the contract requires, turns
 * error statuses into ServiceError and malformed bodies into ResponseShapeError.
 */
export async function serviceRequest<T>(deps: HttpDeps, spec: RequestSpec<T>): Promise<ServiceResponse<T>> {
  const headers = new Headers({ Accept: 'application/json' });
  // Firefox sends this as set; Chromium replaces it, so a declarativeNetRequest rule sets it there.
  headers.set('User-Agent', userAgent(deps.config));
  if (spec.accessToken) headers.set('Authorization', `Bearer ${spec.accessToken}`);
  let body: string | undefined;
  if (spec.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(spec.json);
  } else if (spec.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(spec.form).toString();
  }
  const host = spec.host ?? 'api';
  deps.quotaHold?.check(host, spec.path);
  deps.throttleHold?.check(host, spec.path);
  const url = serviceUrl(deps.config, host, spec.path, spec.query);
  const limits = limitsFor(deps, spec.requestClass ?? requestClassOf(spec.method, spec.path));
  await deps.ready?.();
  const release = spec.method === 'GET' ? undefined : await deps.pacePost?.();
  let answer: Awaited<ReturnType<typeof fetchBounded>>;
  try {
    answer = await fetchBounded(
      deps.fetch,
      url,
      { method: spec.method, headers, body, credentials: 'omit', cache: 'no-store' },
      limits,
      `${spec.method} ${spec.path}`,
      deps.signal?.(),
    );
  } finally {
    release?.();
  }
  const { response, text } = answer;
  if (!response.ok) {
    const error = serviceErrorFrom(response.status, response.headers, text);
    deps.quotaHold?.noteAnswer(error);
    deps.throttleHold?.noteAnswer(host, spec.path, error);
    throw error;
  }
  deps.throttleHold?.noteAnswer(host, spec.path, null);
  deps.quotaHold?.noteRemaining(host, spec.path, response.headers);
  let json: unknown = null;
  if (text.trim() !== '') {
    try {
      json = spec.exactIdKeys ? parseJsonKeepingIds(text, spec.exactIdKeys) : JSON.parse(text);
    } catch {
      throw new ResponseShapeError(`${spec.method} ${spec.path}: the answer is not JSON.`);
    }
  }
  const parsed = spec.schema.safeParse(json);
  if (!parsed.success) {
    throw new ResponseShapeError(`${spec.method} ${spec.path}: unexpected answer (${parsed.error.issues[0]?.message ?? 'shape'}).`);
  }
  return { status: response.status, headers: response.headers, data: parsed.data };
}
