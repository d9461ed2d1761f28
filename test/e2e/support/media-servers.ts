// The self-hosted media servers of the site tables, on real loopback ports (localhost, a port of
// their own each, test/sites/media-servers/origins.ts): the same in Chromium and Firefox, which
// reach them over real networking. What they were asked is logged with the other fixtures' requests.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { MediaServerKind } from '../../../lib/messages/media-servers';
import type { FixtureMedia } from '../../sites/fixture-http';
import { SERVER_PORTS } from '../../sites/media-servers/origins';
import { SERVER_FIXTURES } from '../../sites/tables';
import { readBody, type ServedRequest } from './fixture-https';
import type { ExtensionBrowser } from './chromium';

export interface MediaServers {
  close(): Promise<void>;
}

export async function startMediaServers(media: FixtureMedia, requests: ServedRequest[]): Promise<MediaServers> {
  const servers: http.Server[] = [];
  const sockets = new Set<Socket>();
  for (const kind of Object.keys(SERVER_PORTS) as MediaServerKind[]) {
    const port = SERVER_PORTS[kind];
    const server = http.createServer((req, res) => {
      const url = `http://localhost:${port}${req.url ?? '/'}`;
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers[name] = value;
      readBody(req).then(
        (body) => {
          const response = SERVER_FIXTURES[kind]({ method: req.method ?? 'GET', url, headers, body }, media);
          requests.push({ method: req.method ?? 'GET', host: `localhost:${port}`, path: new URL(url).pathname, status: response.status });
          res.writeHead(response.status, response.headers).end(response.body);
        },
        (error: unknown) => res.writeHead(500).end(String(error)),
      );
    });
    server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, 'localhost', resolve);
    });
    servers.push(server);
  }
  return {
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    },
  };
}

/** The user adds each server on the options page (the popup's way is generic-adding.test.ts's), in Chromium. */
export async function addServersOnOptionsPage(browser: ExtensionBrowser, origins: readonly string[]): Promise<void> {
  const options = await browser.context.newPage();
  await options.goto(`chrome-extension://${browser.extensionId}/options.html`);
  const servers = options.getByTestId('options-media-servers');
  for (const origin of origins) {
    await servers.getByLabel('Server address').fill(origin);
    await servers.getByRole('button', { name: 'Scrobble on this media server' }).click();
    await servers.getByRole('button', { name: `Stop scrobbling on ${new URL(origin).host}` }).waitFor();
  }
  await options.close();
}
