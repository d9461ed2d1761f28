import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Services } from './services';
import { recordSourceFailure } from './source-failures';

const session = vi.hoisted(() => new Map<string, unknown>());
vi.mock('webextension-polyfill', () => ({
  default: {
    storage: {
      session: {
        get: async (key: string) => (session.has(key) ? { [key]: session.get(key) } : {}),
        set: async (items: Record<string, unknown>) => {
          for (const [key, value] of Object.entries(items)) session.set(key, value);
        },
      },
    },
  },
}));

describe('recordSourceFailure', () => {
  const lines: string[] = [];
  const services = { activity: { add: async (_kind: string, text: string) => void lines.push(text) } } as unknown as Services;
  beforeEach(() => {
    session.clear();
    lines.length = 0;
  });

  it('logs each site and source once, with the reason, however many pages report it', async () => {
    const failure = { type: 'source-failed' as const, site: 'netflix', source: 'netflix-metadata', reason: 'metadata endpoint answered 404' };
    await recordSourceFailure(services, failure);
    await recordSourceFailure(services, failure);
    await recordSourceFailure(services, { ...failure, source: 'netflix-title-bar', reason: 'no title bar' });
    await recordSourceFailure(services, { ...failure, site: 'max', source: 'netflix-metadata' });
    expect(lines).toEqual([
      'Netflix: source "netflix-metadata" failed: metadata endpoint answered 404',
      'Netflix: source "netflix-title-bar" failed: no title bar',
      'Max: source "netflix-metadata" failed: metadata endpoint answered 404',
    ]);
  });
});
