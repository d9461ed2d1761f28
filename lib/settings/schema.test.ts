import { describe, expect, it } from 'vitest';
import { SITE_HOSTS } from '../messages/sites';
import { asksBeforeRecording, offReason, parseSettings } from './schema';

describe('settings fail closed', () => {
  it('one malformed "sites not to scrobble" entry does not throw the list away', () => {
    expect(parseSettings({ disabledSites: ['netflix', 'Max'] }).disabledSites).toEqual(['netflix', 'max']);
    expect(parseSettings({ disabledSites: ['netflix', 42, null, { site: 'max' }, 'not a site!', ' youtube '] }).disabledSites).toEqual(['netflix', 'youtube']);
  });

  it('a list that is not a list, or settings that are not an object, mean every site is off: only what is absent takes its default', () => {
    const everySite = Object.keys(SITE_HOSTS);
    expect(parseSettings({ disabledSites: 'netflix' }).disabledSites).toEqual(everySite);
    expect(parseSettings({ disabledSites: { netflix: true } }).disabledSites).toEqual(everySite);
    expect(offReason(parseSettings({ disabledSites: 7 }), [], 1, 'youtube')).toBe('site');
    expect(parseSettings(['netflix'])).toEqual({
      thresholdPercent: 100,
      disabledSites: everySite,
      notifications: false,
      ratePrompt: false,
      countRewatches: false,
      askBeforeRecording: false,
      askSites: [],
    });
    expect(parseSettings('netflix').disabledSites).toEqual(everySite);
    // Never saved: the defaults.
    expect(parseSettings(undefined)).toEqual({
      thresholdPercent: 80,
      disabledSites: [],
      notifications: false,
      ratePrompt: false,
      countRewatches: false,
      askBeforeRecording: false,
      askSites: [],
    });
    expect(parseSettings({}).disabledSites).toEqual([]);
    expect(parseSettings({ thresholdPercent: 90 }).disabledSites).toEqual([]);
  });

  it('a threshold that is there but unreadable counts only what played to the end; only an absent one is 80', () => {
    for (const unreadable of ['95', 95.5, 50, 101, null, true, { percent: 90 }]) {
      expect(parseSettings({ thresholdPercent: unreadable }).thresholdPercent, JSON.stringify(unreadable)).toBe(100);
    }
    expect(parseSettings({ thresholdPercent: 90 }).thresholdPercent).toBe(90);
    expect(parseSettings({ thresholdPercent: undefined }).thresholdPercent).toBe(80);
    expect(parseSettings({ notifications: true }).thresholdPercent).toBe(80);
  });

  it('settings that could not be read mean "do not scrobble"', () => {
    expect(offReason(null, [], 1, 'netflix')).toBe('settings');
    expect(offReason(parseSettings({ disabledSites: ['Netflix'] }), [], 1, 'netflix')).toBe('site');
    expect(offReason(parseSettings({}), [1], 1, 'netflix')).toBe('tab');
    expect(offReason(parseSettings({}), [2], 1, 'netflix')).toBeNull();
  });
});

describe('ask before recording', () => {
  it('is off by default, and a list that cannot be read asks on every site', () => {
    expect(asksBeforeRecording(parseSettings({}), 'netflix')).toBe(false);
    expect(asksBeforeRecording(parseSettings({ askSites: ['Netflix'] }), 'netflix')).toBe(true);
    expect(asksBeforeRecording(parseSettings({ askSites: ['netflix'] }), 'youtube')).toBe(false);
    expect(asksBeforeRecording(parseSettings({ askBeforeRecording: true }), 'youtube')).toBe(true);
    expect(asksBeforeRecording(parseSettings({ askSites: 'netflix' }), 'youtube')).toBe(true);
  });
});
