// Serves a site fixture on its https host for Firefox over real networking: an HTTP proxy whose
// CONNECT tunnels for <host>:443 end in a local TLS server with a throwaway self-signed
// certificate (the browser runs with acceptInsecureCerts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FixtureRequest, FixtureResponse } from '../../sites/fixture-http';

export interface FixtureHttps {
  /** Firefox prefs that send https://<host> through the proxy (127.0.0.1 stays direct). */
  firefoxPrefs: Record<string, unknown>;
  /** Paths served, in order: proof that the page, the clip and the metadata call came here. */
  served: string[];
  close: () => Promise<void>;
}

/** A key and certificate for the host that live only as long as the test run. */
function selfSignedCert(host: string): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'watchmark-tls-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    const result = spawnSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '2',
        '-subj', `/CN=${host}`, '-addext', `subjectAltName=DNS:${host}`],
      { encoding: 'utf8' },
    );
    if (result.error || result.status !== 0) {
      throw new Error(
        `openssl is needed to make a throwaway TLS certificate for the Firefox e2e (Debian: apt-get install -y openssl): ${result.error?.message ?? result.stderr}`,
      );
    }
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startFixtureHttps(host: string, handler: (request: FixtureRequest) => FixtureResponse): Promise<FixtureHttps> {
  const served: string[] = [];
  const sockets = new Set<Socket>();

  const site = https.createServer(selfSignedCert(host), (req, res) => {
    const url = `https://${host}${req.url ?? '/'}`;
    served.push(new URL(url).pathname);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers[name] = value;
    const answer = handler({ method: req.method ?? 'GET', url, headers });
    res.writeHead(answer.status, answer.headers).end(answer.body);
  });

  const proxy = http.createServer((req, res) => {
    // Plain-http proxying is not part of the fixture: only the https site exists.
    res.writeHead(403).end();
  });
  proxy.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  proxy.on('connect', (req: http.IncomingMessage, socket: Socket) => {
    // Anything else (Firefox's own background calls home) is refused: the machine is offline anyway.
    if (req.url !== `${host}:443`) {
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
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      site.close();
    },
  };
}
