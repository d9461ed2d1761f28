// Serves site fixtures on their https hosts for Firefox over real networking: an HTTP proxy whose
// CONNECT tunnels for <host>:443 end in one local TLS server, with a throwaway self-signed
// certificate naming every host (the browser runs with acceptInsecureCerts). The handler sees each
// request's real URL, so one handler can answer for many sites by host.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FixtureRequest, FixtureResponse } from '../../sites/fixture-http';

export interface ServedRequest {
  method: string;
  host: string;
  path: string;
  status: number;
}

export interface FixtureHttps {
  /** Firefox prefs that send https://<host> through the proxy (127.0.0.1 stays direct). */
  firefoxPrefs: Record<string, unknown>;
  /** Paths served, in order: proof that the page, the clip and the metadata call came here. */
  served: string[];
  /** The same with host, method and status, for telling a fixture's 404 from a site's. */
  requests: ServedRequest[];
  /** Hosts the browser tried to reach that no fixture serves ("host:port"), each once. */
  refused: string[];
  close: () => Promise<void>;
}

/** One key and certificate per set of hosts, made once per test process and never written anywhere else. */
const certificates = new Map<string, { key: Buffer; cert: Buffer }>();

function selfSignedCert(hosts: readonly string[]): { key: Buffer; cert: Buffer } {
  const names = [...new Set(hosts)].sort();
  const known = certificates.get(names.join(' '));
  if (known) return known;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'watchmark-tls-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    const result = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-days',
        '2',
        '-subj',
        `/CN=${names[0]}`,
        '-addext',
        `subjectAltName=${names.map((host) => `DNS:${host}`).join(',')}`,
      ],
      { encoding: 'utf8' },
    );
    if (result.error || result.status !== 0) {
      throw new Error(
        `openssl is needed to make a throwaway TLS certificate for the Firefox e2e (Debian: apt-get install -y openssl): ${result.error?.message ?? result.stderr}`,
      );
    }
    const made = { key: readFileSync(keyFile), cert: readFileSync(certFile) };
    certificates.set(names.join(' '), made);
    return made;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A request's body as text, or null when it has none. */
export function readBody(req: http.IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(chunks.length > 0 ? Buffer.concat(chunks).toString('utf8') : null));
    req.on('error', reject);
  });
}

/** One site fixture on one host (the single-site Firefox tests). */
export function startFixtureHttps(host: string, handler: (request: FixtureRequest) => FixtureResponse): Promise<FixtureHttps> {
  return startFixtureHttpsHosts([host], handler);
}

/** `handler` answers every request to any of `hosts` (it reads the host from the request's URL). */
export async function startFixtureHttpsHosts(hosts: readonly string[], handler: (request: FixtureRequest) => FixtureResponse): Promise<FixtureHttps> {
  const served: string[] = [];
  const requests: ServedRequest[] = [];
  const refused: string[] = [];
  const sockets = new Set<Socket>();
  const known = new Set(hosts);

  const site = https.createServer(selfSignedCert(hosts), (req, res) => {
    const host = (req.headers.host ?? '').replace(/:443$/, '');
    const url = `https://${host}${req.url ?? '/'}`;
    const answer = async (): Promise<FixtureResponse> => {
      if (!known.has(host)) return { status: 421, headers: { 'content-type': 'text/plain' }, body: `no fixture serves ${host}` };
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers[name] = value;
      return handler({ method: req.method ?? 'GET', url, headers, body: await readBody(req) });
    };
    answer().then(
      (response) => {
        served.push(new URL(url).pathname);
        requests.push({ method: req.method ?? 'GET', host, path: new URL(url).pathname, status: response.status });
        res.writeHead(response.status, response.headers).end(response.body);
      },
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`fixture handler threw: ${String(error)}`),
    );
  });

  const proxy = http.createServer((req, res) => {
    // Plain-http proxying is not part of the fixture: only the https sites exist.
    res.writeHead(403).end();
  });
  proxy.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  proxy.on('connect', (req: http.IncomingMessage, socket: Socket) => {
    const [host, port] = (req.url ?? '').split(':');
    // Anything else (Firefox's own background calls home) is refused: the machine is offline anyway.
    if (!host || port !== '443' || !known.has(host)) {
      if (!refused.includes(req.url ?? '')) refused.push(req.url ?? '');
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    // The tunnel's bytes are the browser's TLS session: hand the raw socket to the TLS server.
    site.emit('connection', socket);
  });

  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const port = (proxy.address() as AddressInfo).port;

  return {
    firefoxPrefs: {
      'network.proxy.type': 1,
      'network.proxy.ssl': '127.0.0.1',
      'network.proxy.ssl_port': port,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': port,
      'network.proxy.share_proxy_settings': false,
      // The simulator on 127.0.0.1 must be reached directly (Firefox's default, stated here).
      'network.proxy.allow_hijacking_localhost': false,
    },
    served,
    requests,
    refused,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      site.close();
    },
  };
}
