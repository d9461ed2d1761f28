import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STRANGER_THINGS } from '../../content-scripts/sites/netflix/fixture/catalog';
import { readActivity } from './support/extension-db';
import { openNetflixWatch, player, signInThroughConsent } from './support/flows';
import { useNetflixStage } from './support/harness';
import { SCREENSHOT_DIR } from './support/popup-page';
import { waitFor } from './support/sim-admin';

// Issue 30, "No double watches": two tabs playing the same episode at once produce one watch. The
// second finish is kept back by the duplicate rule (lib/scrobble/duplicate.ts) and said so.

const EPISODE = STRANGER_THINGS.seasons[0]!.episodes[1]!;

describe('two tabs on one episode (real Chromium)', () => {
  const stage = useNetflixStage();

  it('both play to the end: one stop reaches the service, the other is logged as already recorded', async () => {
    const popup = await signInThroughConsent(stage.browser);
    const tabs = [await openNetflixWatch(stage.browser.context, EPISODE.id), await openNetflixWatch(stage.browser.context, EPISODE.id)];
    for (const tab of tabs) await player.play(tab);
    await waitFor('both starts', async () => (await stage.admin.requests('/scrobble/start')).filter((entry) => entry.status === 201).length === 2);

    for (const tab of tabs) {
      await player.seekToFraction(tab, 0.85);
      await player.setRate(tab, 8);
    }
    for (const tab of tabs) await player.waitEnded(tab);

    const worker = await stage.browser.worker();
    const kept = await waitFor('the second finish kept back', async () =>
      (await readActivity(worker)).find((line) => line.text.includes('already recorded at')),
    );
    expect(kept.text).toContain('from Netflix');
    // Nothing went to the service for it: the log files it as a note, not under "sent".
    expect(kept.kind).toBe('info');
    const stops = (await stage.admin.requests('/scrobble/stop')).filter((entry) => entry.status === 201);
    expect(stops.map((entry) => (entry.response as { action: string }).action)).toEqual(['scrobble']);
    expect(await stage.admin.requests('/sync/history')).toEqual([]);
    expect((await stage.admin.user('demo')).history).toHaveLength(1);
    expect(await stage.admin.violations()).toEqual([]);

    // The README's picture of the control: the activity page as the user reads it afterwards.
    const activity = await stage.browser.context.newPage();
    await activity.setViewportSize({ width: 900, height: 520 });
    await activity.goto(`chrome-extension://${stage.browser.extensionId}/activity.html`);
    await activity.getByTestId('activity-table').getByText('already recorded at').waitFor();
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await activity.screenshot({ path: path.join(SCREENSHOT_DIR, 'activity-already-recorded.png'), animations: 'disabled', caret: 'hide' });
    await activity.close();
    await popup.close();
  });
});
