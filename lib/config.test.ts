import { describe, expect, it } from 'vitest';
import packageJson from '../package.json';
import { ConfigError, hostPermissions, resolveConfig, userAgent, type ConfigEnv } from './config';

const URL_VARIABLES = ['WXT_SVC_API_URL', 'WXT_SVC_WEB_URL', 'WXT_SVC_CDN_URL', 'WXT_SVC_IMAGE_URL'] as const;
type UrlVariable = (typeof URL_VARIABLES)[number];
const FIELD_OF: Record<UrlVariable, 'apiUrl' | 'webUrl' | 'cdnUrl' | 'imageUrl'> = {
  WXT_SVC_API_URL: 'apiUrl',
  WXT_SVC_WEB_URL: 'webUrl',
  WXT_SVC_CDN_URL: 'cdnUrl',
  WXT_SVC_IMAGE_URL: 'imageUrl',
};

function configError(env: ConfigEnv): ConfigError {
  try {
    resolveConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw new Error(`expected a ConfigError, got ${String(error)}`);
  }
  throw new Error(`expected resolveConfig(${JSON.stringify(env)}) to throw a ConfigError`);
}

describe('resolveConfig defaults', () => {
  it('points every host at the loopback simulator ports', () => {
    const config = resolveConfig({});
    expect(config.apiUrl).toBe('http://127.0.0.1:8787');
    expect(config.webUrl).toBe('http://127.0.0.1:8788');
    expect(config.cdnUrl).toBe('http://127.0.0.1:8789');
    expect(config.imageUrl).toBe('http://127.0.0.1:8790');
  });

  it.each([
    [{}, 'v2', 'watchmark-dev'],
    [{ WXT_SVC_AUTH: 'v2' }, 'v2', 'watchmark-dev'],
    [{ WXT_SVC_AUTH: 'v1' }, 'v1', 'watchmark-dev-v1'],
    [{ WXT_SVC_AUTH: ' v1 ' }, 'v1', 'watchmark-dev-v1'],
    [{ WXT_SVC_AUTH: 'v1', WXT_SVC_CLIENT_ID: 'my-real-id' }, 'v1', 'my-real-id'],
    [{ WXT_SVC_CLIENT_ID: 'abc.DEF_12~-' }, 'v2', 'abc.DEF_12~-'],
  ] satisfies Array<[ConfigEnv, string, string]>)('env %j -> auth %s, client id %s', (env, auth, clientId) => {
    const config = resolveConfig(env);
    expect(config.auth).toBe(auth);
    expect(config.clientId).toBe(clientId);
  });

  it('names the app in lowercase and takes the version from package.json (spec 1)', () => {
    const config = resolveConfig({});
    expect(config.appName).toBe('watchmark');
    expect(config.appName).toBe(config.appName.toLowerCase());
    expect(config.appVersion).toBe(packageJson.version);
  });

  it.each([
    ['empty string', ''],
    ['blank string', '   '],
    ['boolean true', true],
    ['boolean false', false],
    ['undefined', undefined],
  ])('treats a %s variable as unset', (_label, value) => {
    const config = resolveConfig({ WXT_SVC_API_URL: value, WXT_SVC_AUTH: value, WXT_SVC_CLIENT_ID: value });
    expect(config.apiUrl).toBe('http://127.0.0.1:8787');
    expect(config.auth).toBe('v2');
    expect(config.clientId).toBe('watchmark-dev');
  });
});

describe('resolveConfig service URLs', () => {
  const accepted: Array<[string, string]> = [
    ['https://api.example.com', 'https://api.example.com'],
    ['https://api.example.com/', 'https://api.example.com'],
    ['https://api.example.com/v1/', 'https://api.example.com/v1'],
    ['https://api.example.com/v1//', 'https://api.example.com/v1'],
    ['https://api.example.com:8443', 'https://api.example.com:8443'],
    ['  https://api.example.com  ', 'https://api.example.com'],
    ['HTTPS://API.Example.COM', 'https://api.example.com'],
    ['http://127.0.0.1:9000', 'http://127.0.0.1:9000'],
    ['http://127.0.0.1:9000/', 'http://127.0.0.1:9000'],
    ['http://127.1.2.3', 'http://127.1.2.3'],
    ['http://localhost:8787', 'http://localhost:8787'],
    ['http://localhost/', 'http://localhost'],
    ['http://[::1]:8787', 'http://[::1]:8787'],
    ['http://[::1]/', 'http://[::1]'],
  ];

  for (const variable of URL_VARIABLES) {
    it.each(accepted)(`${variable}=%j is accepted as %j`, (raw, expected) => {
      expect(resolveConfig({ [variable]: raw })[FIELD_OF[variable]]).toBe(expected);
    });
  }

  const refused: Array<[string, string]> = [
    ['plain http on a public host', 'http://api.example.com'],
    ['plain http on a LAN address', 'http://192.168.1.10:8787'],
    ['plain http on 0.0.0.0', 'http://0.0.0.0:8787'],
    ['plain http on a host that starts like localhost', 'http://localhost.example.com'],
    ['plain http on a host that starts like 127.0.0.1', 'http://127.0.0.1.nip.io'],
    ['another scheme', 'ftp://api.example.com'],
    ['a websocket scheme', 'wss://api.example.com'],
    ['not a URL', 'api.example.com'],
    ['garbage', '::::'],
    ['a query', 'https://api.example.com/?client_id=x'],
    ['a fragment', 'https://api.example.com/#top'],
    ['user and password', 'https://user:secret@api.example.com'],
    ['a user name', 'https://user@api.example.com'],
    ['a password without user name', 'https://:secret@api.example.com'],
    ['loopback credentials', 'http://user:secret@127.0.0.1:8787'],
  ];

  for (const variable of URL_VARIABLES) {
    it.each(refused)(`${variable} with %s is refused with a ConfigError naming the variable`, (_label, raw) => {
      const error = configError({ [variable]: raw });
      expect(error.name).toBe('ConfigError');
      expect(error.message).toContain(variable);
    });
  }

  it('refuses plain http on a public host with a message that names the variable and asks for https', () => {
    const error = configError({ WXT_SVC_CDN_URL: 'http://cdn.example.com' });
    expect(error.message).toContain('WXT_SVC_CDN_URL');
    expect(error.message).toContain('https');
    expect(error.message).not.toContain('WXT_SVC_API_URL');
  });
});

describe('resolveConfig WXT_SVC_AUTH and WXT_SVC_CLIENT_ID', () => {
  it.each(['v3', 'V2', 'oauth2', '2', 'v1 v2'])('refuses WXT_SVC_AUTH=%j', (value) => {
    const error = configError({ WXT_SVC_AUTH: value });
    expect(error.message).toContain('WXT_SVC_AUTH');
  });

  it.each(['has space', 'a/b', 'a?b', 'a&b=c', 'id#1'])('refuses WXT_SVC_CLIENT_ID=%j', (value) => {
    const error = configError({ WXT_SVC_CLIENT_ID: value });
    expect(error.message).toContain('WXT_SVC_CLIENT_ID');
  });
});

describe('hostPermissions', () => {
  it('collapses the four loopback simulator hosts into one pattern without ports', () => {
    expect(hostPermissions(resolveConfig({}))).toEqual(['http://127.0.0.1/*']);
  });

  it('lists each distinct host once, in api/web/cdn/image order, without ports or paths', () => {
    const config = resolveConfig({
      WXT_SVC_API_URL: 'https://api.example.com:8443/v2/',
      WXT_SVC_WEB_URL: 'https://www.example.com',
      WXT_SVC_CDN_URL: 'https://api.example.com',
      WXT_SVC_IMAGE_URL: 'https://images.example.net:444/img',
    });
    expect(hostPermissions(config)).toEqual(['https://api.example.com/*', 'https://www.example.com/*', 'https://images.example.net/*']);
  });

  it('never contains a port in any pattern', () => {
    const config = resolveConfig({
      WXT_SVC_API_URL: 'http://localhost:1',
      WXT_SVC_WEB_URL: 'http://[::1]:2',
      WXT_SVC_CDN_URL: 'https://cdn.example.com:3',
      WXT_SVC_IMAGE_URL: 'http://127.0.0.1:4',
    });
    const patterns = hostPermissions(config);
    expect(patterns).toEqual(['http://localhost/*', 'http://[::1]/*', 'https://cdn.example.com/*', 'http://127.0.0.1/*']);
    for (const pattern of patterns) expect(pattern).not.toMatch(/:\d+\//);
  });
});

describe('userAgent', () => {
  it('is <app-name>/<app-version> from package.json (spec 1)', () => {
    expect(userAgent(resolveConfig({}))).toBe(`watchmark/${packageJson.version}`);
  });

  it('uses the config it is given', () => {
    const config = { ...resolveConfig({}), appName: 'other', appVersion: '9.8.7' };
    expect(userAgent(config)).toBe('other/9.8.7');
  });
});
