import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../config';
import type { HttpDeps } from './http';
import { fetchStaticFile } from './static-files';

describe('fetchStaticFile (spec 4.7: the User-Agent is still sent)', () => {
  it('waits for the User-Agent gate before the CDN read goes out, like every other request', async () => {
    const events: string[] = [];
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const deps: HttpDeps = {
      config: resolveConfig({}),
      ready: async () => {
        await gate;
        events.push('ready');
      },
      fetch: async () => {
        events.push('fetch');
        return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
      },
    };
    const read = fetchStaticFile(deps, '/calendar/tv.json', undefined);
    open();
    await read;
    expect(events).toEqual(['ready', 'fetch']);
  });
});
