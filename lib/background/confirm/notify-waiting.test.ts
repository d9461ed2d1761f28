import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveSettings } from '../../settings/settings';
import { AT, emptyServices } from '../playback/playback.fixtures';
import type { Services } from '../composition-root';
import { NOTIFY_EVERY_MS, notifyWaiting } from './notify-waiting';

let services: Services;
let shown: string[];

beforeEach(async () => {
  fakeBrowser.reset();
  services = await emptyServices();
  shown = [];
  // The optional permission as the browser answers it once the user granted it.
  fakeBrowser.permissions.contains = (async () => true) as typeof fakeBrowser.permissions.contains;
  // What the desktop would show: the fake browser has no notification area.
  fakeBrowser.notifications.create = (async (...args: unknown[]) => {
    shown.push((args.at(-1) as { message: string }).message);
    return 'id';
  }) as typeof fakeBrowser.notifications.create;
});

describe('"N watches to confirm" notifications', () => {
  it('say how many wait, at most once an hour, and only when the user asked for notifications', async () => {
    expect(await notifyWaiting(services.state, 2, AT)).toBe(false);
    await saveSettings({ notifications: true });
    expect(await notifyWaiting(services.state, 2, AT)).toBe(true);
    expect(await notifyWaiting(services.state, 3, AT + NOTIFY_EVERY_MS - 1)).toBe(false);
    expect(await notifyWaiting(services.state, 3, AT + NOTIFY_EVERY_MS)).toBe(true);
    expect(shown).toEqual(['2 watches to confirm', '3 watches to confirm']);
  });
});
