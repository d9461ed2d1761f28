import type { Ctx } from './http.ts';

export type Handler = (ctx: Ctx) => void | Promise<void>;

export interface RouteOptions {
  /**
   * 'required': a user token on every registration (sync, scrobble).
   * 'v2': a user token only under a V2 client id (search; spec 5.2 "everything else").
   * 'optional': checked when sent, anonymous otherwise (custom lists answer anonymous callers).
   */
  bearer?: 'required' | 'v2' | 'optional';
  /** V1 tokens get 403 oauth2_token_required (spec 5.2: custom lists and other new APIs). */
  v2Only?: boolean;
  /** Outside the per-second rates and the daily quota: the spec 8 exempt list (detail lookups, episode lists, /redirect). */
  exempt?: boolean;
  /**
   * A sign-in endpoint (`/oauth2/token|device|revoke`, `/oauth/token`, `/oauth/pin*`): counted against
   * the per-second rates per client_id (spec 8 does not exempt them), outside the daily quota (GAPS.md).
   */
  signIn?: boolean;
  /** Needs scope media:write (spec 5.2); a GET with a body also counts as a write (spec 7). */
  write?: boolean;
  /** Runs under the per-user write lock (spec 4.3: /scrobble/* and POST /sync/history). */
  lock?: boolean;
}

export interface Route {
  method: string;
  segments: string[];
  handler: Handler;
  opts: RouteOptions;
}

export interface Match {
  route: Route;
  params: Record<string, string>;
}

/** Segment patterns: ':name' captures one segment, a trailing '*' captures the rest as 'rest'. */
export class Router {
  private readonly routes: Route[] = [];

  add(method: string, pattern: string, handler: Handler, opts: RouteOptions = {}): this {
    this.routes.push({ method, segments: split(pattern), handler, opts });
    return this;
  }

  get(pattern: string, handler: Handler, opts?: RouteOptions): this {
    return this.add('GET', pattern, handler, opts);
  }

  post(pattern: string, handler: Handler, opts?: RouteOptions): this {
    return this.add('POST', pattern, handler, opts);
  }

  delete(pattern: string, handler: Handler, opts?: RouteOptions): this {
    return this.add('DELETE', pattern, handler, opts);
  }

  match(method: string, path: string): Match | undefined {
    const parts = split(path);
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const params = matchSegments(route.segments, parts);
      if (params) return { route, params };
    }
    return undefined;
  }
}

function split(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const seg = pattern[i] as string;
    if (seg === '*') {
      params.rest = parts.slice(i).map(safeDecode).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return undefined;
    if (seg.startsWith(':')) params[seg.slice(1)] = safeDecode(part);
    else if (seg !== part) return undefined;
  }
  return parts.length === pattern.length ? params : undefined;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
