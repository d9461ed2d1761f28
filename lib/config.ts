import { version as packageVersion } from '../package.json';

/**
 * Build-time configuration: the only place that names a host. Everything else asks this module.
 * Values come from WXT_SVC_* environment variables at build time; defaults are the embedded
 * simulator's loopback ports so a plain `npm run build` talks to `npm run service`.
 */

export type AuthGeneration = 'v1' | 'v2';

export interface ServiceConfig {
  /** {base_url}: the API host. */
  apiUrl: string;
  /** {web_url}: consent page, PIN page, item pages. */
  webUrl: string;
  /** {cdn_url}: calendar and trending files. */
  cdnUrl: string;
  /** {image_url}: posters and fanart. */
  imageUrl: string;
  clientId: string;
  auth: AuthGeneration;
  /** spec 1: lowercase app identifier sent as `app-name`. */
  appName: string;
  appVersion: string;
}

export type ConfigEnv = Readonly<Record<string, string | boolean | undefined>>;

export const SIMULATOR_URLS = {
  api: 'http://127.0.0.1:8787',
  web: 'http://127.0.0.1:8788',
  cdn: 'http://127.0.0.1:8789',
  image: 'http://127.0.0.1:8790',
} as const;

/** Client ids the simulator registers; real builds pass WXT_SVC_CLIENT_ID. */
export const SIMULATOR_CLIENT_IDS: Record<AuthGeneration, string> = {
  v2: 'watchmark-dev',
  v1: 'watchmark-dev-v1',
};

export const APP_NAME = 'watchmark';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** A service URL must be https unless it points at this machine (the simulator). */
export function checkServiceUrl(variable: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${variable}="${raw}" is not a valid URL (expected e.g. https://api.example.com).`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
    throw new ConfigError(
      `${variable}="${raw}" is refused: service hosts must use https:// (plain http is only allowed for loopback hosts such as 127.0.0.1 or localhost).`,
    );
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new ConfigError(`${variable}="${raw}" must not carry credentials, a query or a fragment.`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function readString(env: ConfigEnv, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function resolveConfig(env: ConfigEnv): ServiceConfig {
  const rawAuth = readString(env, 'WXT_SVC_AUTH') ?? 'v2';
  if (rawAuth !== 'v1' && rawAuth !== 'v2') {
    throw new ConfigError(`WXT_SVC_AUTH="${rawAuth}" is refused: use v2 (default) or v1.`);
  }
  const auth: AuthGeneration = rawAuth;
  const clientId = readString(env, 'WXT_SVC_CLIENT_ID') ?? SIMULATOR_CLIENT_IDS[auth];
  if (!/^[\w.~-]+$/.test(clientId)) {
    throw new ConfigError(`WXT_SVC_CLIENT_ID="${clientId}" contains characters a client id cannot have.`);
  }
  return {
    apiUrl: checkServiceUrl('WXT_SVC_API_URL', readString(env, 'WXT_SVC_API_URL') ?? SIMULATOR_URLS.api),
    webUrl: checkServiceUrl('WXT_SVC_WEB_URL', readString(env, 'WXT_SVC_WEB_URL') ?? SIMULATOR_URLS.web),
    cdnUrl: checkServiceUrl('WXT_SVC_CDN_URL', readString(env, 'WXT_SVC_CDN_URL') ?? SIMULATOR_URLS.cdn),
    imageUrl: checkServiceUrl('WXT_SVC_IMAGE_URL', readString(env, 'WXT_SVC_IMAGE_URL') ?? SIMULATOR_URLS.image),
    clientId,
    auth,
    appName: APP_NAME,
    appVersion: packageVersion,
  };
}

/** Match patterns for the manifest. Ports are left out: Firefox match patterns cannot carry one. */
export function hostPermissions(config: ServiceConfig): string[] {
  const patterns = [config.apiUrl, config.webUrl, config.cdnUrl, config.imageUrl].map((base) => {
    const url = new URL(base);
    return `${url.protocol}//${url.hostname}/*`;
  });
  return [...new Set(patterns)];
}

/** A build for the simulator (tests, the dev loop): some configured service host is this machine. */
export function servesOnLoopback(config: ServiceConfig): boolean {
  return [config.apiUrl, config.webUrl, config.cdnUrl, config.imageUrl].some((base) => isLoopback(new URL(base).hostname));
}

export function userAgent(config: ServiceConfig): string {
  return `${config.appName}/${config.appVersion}`;
}

/** The extension's build-time config; Vite inlines import.meta.env at build time. */
export const config: ServiceConfig = resolveConfig((import.meta as { env?: ConfigEnv }).env ?? {});
