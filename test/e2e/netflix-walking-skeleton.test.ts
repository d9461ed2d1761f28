import { describe, expect, it } from 'vitest';
import { STRANGER_THINGS } from '../../content-scripts/sites/netflix/fixture/catalog';
import { openNetflixWatch, player, signInThroughConsent } from './support/flows';
import { waitFor } from './support/sim-admin';
import type { RequestEntry } from '../service/violations';
import { useNetflixStage } from './support/harness';

const EPISODE = STRANGER_THINGS.seasons[0]!.episodes[0]!;

function scrobbleBody(entry: RequestEntry) {
  return entry.body as { show?: { title: string; ids: Record<string, unknown> }; episode?: { season: number; number: number }; progress: number };
}

function decimals(value: number): number {
  const text = String(value);
  return text.includes('.') ? text.split('.')[1]!.length : 0;
}

describe('walking skeleton: a watched Netflix episode reaches the service (real Chromium)', () => {
  const stage = useNetflixStage();

  it('signs in, scrobbles start/pause/start/stop, survives a worker kill, and shows the result', async () => {
    const popup = await signInThroughConsent(stage.browser);
    const scrobbles = () => stage.admin.requests('/scrobble/');

    const page = await openNetflixWatch(stage.browser.context, EPISODE.id);
    await player.play(page);
    const start = await waitFor('scrobble/start', async () => (await scrobbles()).find((r) => r.path === '/scrobble/start'));
    expect(start.status).toBe(201);
    const startBody = scrobbleBody(start);
    expect(startBody.show?.title).toBe('Stranger Things');
    expect(startBody.episode).toEqual({ season: 1, number: 1 });
    expect(startBody.progress).toBeGreaterThanOrEqual(0);
    expect(startBody.progress).toBeLessThan(5);
    expect(start.userAgent).toBe('watchmark/0.1.0');

    // The pause must come from a later place than the start: play on 1.5 s past where the video
    // was when the start had arrived.
    const startedAt = await page.evaluate(() => document.querySelector('video')!.currentTime);
    await page.waitForFunction((from) => document.querySelector('video')!.currentTime >= from + 1.5, startedAt);
    await player.pause(page);
    const pause = await waitFor('scrobble/pause', async () => (await scrobbles()).find((r) => r.path === '/scrobble/pause'));
    expect(pause.status).toBe(201);
    const pausedAt = scrobbleBody(pause).progress;
    expect(pausedAt).toBeGreaterThan(startBody.progress);
    expect(decimals(pausedAt)).toBeLessThanOrEqual(2);
    expect((await stage.admin.user('demo')).playback).toHaveLength(1);

    // Chrome kills an idle MV3 worker; everything must come back from IndexedDB.
    await stage.browser.killWorker(page);

    await player.play(page);
    await waitFor('second scrobble/start', async () => (await scrobbles()).filter((r) => r.path === '/scrobble/start').length === 2);

    await player.seekToFraction(page, 0.85);
    await player.setRate(page, 8);
    await player.waitEnded(page);
    const stop = await waitFor('scrobble/stop', async () => (await scrobbles()).find((r) => r.path === '/scrobble/stop'));
    expect(stop.status).toBe(201);
    expect((stop.response as { action: string }).action).toBe('scrobble');
    expect(scrobbleBody(stop).progress).toBeGreaterThanOrEqual(80);

    const view = await stage.admin.user('demo');
    expect(view.history).toHaveLength(1);
    expect(JSON.stringify(view.history[0])).toContain('Stranger Things');
    expect(view.playback).toHaveLength(0);

    expect((await scrobbles()).map((r) => r.path)).toEqual(['/scrobble/start', '/scrobble/pause', '/scrobble/start', '/scrobble/stop']);

    await popup.bringToFront();
    await expect.poll(() => popup.getByTestId('last-result').textContent(), { timeout: 10_000 }).toContain('Marked as watched');
    await expect.poll(() => popup.getByTestId('watching-card').textContent()).toContain('Stranger Things');
    expect(await popup.getByTestId('episode-line').textContent()).toContain('S1 E1');
    expect(await popup.getByTestId('episode-line').textContent()).toContain(EPISODE.title);

    // One lookup for the whole viewing: the resolver caches the show.
    expect(await stage.admin.requests('/redirect')).toHaveLength(1);
    const requests = await stage.admin.requests();
    expect(requests.filter((r) => r.host === 'api').every((r) => r.userAgent === 'watchmark/0.1.0')).toBe(true);
    expect(await stage.admin.violations()).toEqual([]);
  });
});
