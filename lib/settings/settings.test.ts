import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { loadSettings, parseSettings, saveSettings, watchSettings, type Settings } from './settings';

describe('settings in storage.sync (WXT fake browser)', () => {
  beforeEach(() => fakeBrowser.reset());

  it('reads defaults from nothing, saves a patch, and carries its version beside it', async () => {
    // The defaults themselves are schema.test.ts's.
    expect(await loadSettings()).toEqual(parseSettings(undefined));
    await saveSettings({ thresholdPercent: 95, disabledSites: ['netflix'] });
    expect(await loadSettings()).toMatchObject({ thresholdPercent: 95, disabledSites: ['netflix'] });
    const stored = await fakeBrowser.storage.sync.get(['settings', 'settings$']);
    expect(stored.settings).toEqual({
      thresholdPercent: 95,
      disabledSites: ['netflix'],
      notifications: false,
      ratePrompt: false,
      countRewatches: false,
      askBeforeRecording: false,
      askSites: [],
    });
    // The version the stored shape has: the next shape change migrates from it.
    expect(stored['settings$']).toEqual({ v: 1 });
  });

  it('keeps each valid field of a damaged record, and tells watchers about a change from anywhere', async () => {
    await fakeBrowser.storage.sync.set({ settings: { thresholdPercent: 'lots', disabledSites: ['Max', 7], notifications: true } });
    // The unreadable threshold is the strictest (schema.ts), not the default.
    expect(await loadSettings()).toEqual({
      thresholdPercent: 100,
      disabledSites: ['max'],
      notifications: true,
      ratePrompt: false,
      countRewatches: false,
      askBeforeRecording: false,
      askSites: [],
    });
    const seen: Settings[] = [];
    const stop = watchSettings((settings) => seen.push(settings));
    await fakeBrowser.storage.sync.set({ settings: { thresholdPercent: 90 } });
    stop();
    await fakeBrowser.storage.sync.set({ settings: { thresholdPercent: 85 } });
    expect(seen.map((settings) => settings.thresholdPercent)).toEqual([90]);
  });
});
