import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Services } from '../composition-root';
import { recordSourceFailure } from './source-failures';

describe('recordSourceFailure', () => {
  const lines: string[] = [];
  const services = { activity: { add: async (_kind: string, text: string) => void lines.push(text) } } as unknown as Services;
  beforeEach(() => {
    fakeBrowser.reset();
    lines.length = 0;
  });

  const fromTab = { tabId: 3, frameUrl: undefined, tabUrl: undefined };

  it('logs each site and source once, with the reason, however many pages report it', async () => {
    const failure = { type: 'source-failed' as const, site: 'netflix', source: 'netflix-metadata', reason: 'metadata endpoint answered 404' };
    await recordSourceFailure(services, failure, fromTab);
    await recordSourceFailure(services, failure, fromTab);
    await recordSourceFailure(services, { ...failure, source: 'netflix-title-bar', reason: 'no title bar' }, fromTab);
    await recordSourceFailure(services, { ...failure, site: 'max', source: 'netflix-metadata' }, fromTab);
    expect(lines).toEqual([
      'Netflix: source "netflix-metadata" failed: metadata endpoint answered 404',
      'Netflix: source "netflix-title-bar" failed: no title bar',
      'Max: source "netflix-metadata" failed: metadata endpoint answered 404',
    ]);
  });
});
