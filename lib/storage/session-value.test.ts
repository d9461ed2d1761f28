import { fakeBrowser } from 'wxt/testing/fake-browser';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sessionValue } from './session-value';

describe('sessionValue', () => {
  beforeEach(() => fakeBrowser.reset());

  it('keeps one value per part, in storage.session only', async () => {
    const perTab = sessionValue('example', z.object({ url: z.string() }));
    await perTab.set({ url: 'https://a.example/' }, 1);
    await perTab.set({ url: 'https://b.example/' }, 2);
    expect(await perTab.get(1)).toEqual({ url: 'https://a.example/' });
    expect(await perTab.get(2)).toEqual({ url: 'https://b.example/' });
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
    await perTab.remove(1);
    expect(await perTab.get(1)).toBeNull();
    expect(await perTab.get(2)).toEqual({ url: 'https://b.example/' });
  });

  it('reads a value of another shape, or of another version, as absent instead of handing it on', async () => {
    await fakeBrowser.storage.session.set({ 'example:7': { version: 1, value: { address: 'renamed field' } } });
    expect(await sessionValue('example', z.object({ url: z.string() })).get(7)).toBeNull();
    await sessionValue('example', z.object({ url: z.string() })).set({ url: 'https://a.example/' }, 8);
    expect(await fakeBrowser.storage.session.get('example:8')).toEqual({ 'example:8': { version: 1, value: { url: 'https://a.example/' } } });
    expect(await sessionValue('example', z.object({ url: z.string() }), 2).get(8)).toBeNull();
  });
});
