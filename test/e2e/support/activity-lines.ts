// The activity log as a signal that the extension has decided: the background writes a line for
// every playback report it takes (before acting on it) and for every page it counts nothing on,
// so a test proving that something did NOT happen waits for the line of a decision instead of
// waiting out a time.
import type { Worker } from 'playwright-core';
import { pageAddress } from '../../../lib/messages/generic-pages';
import { readActivity } from './extension-db';
import { waitFor } from './sim-admin';

type Line = { at: number; kind: string; text: string };

/** The log's lines written at or after `since` (epoch ms), oldest first. */
export async function linesSince(worker: () => Promise<Worker>, since: number): Promise<Line[]> {
  return (await readActivity(await worker())).filter((line) => line.at >= since);
}

/**
 * Waits until the log says the extension counts nothing on each page (the site calls what plays
 * no film or episode, or nothing names one): its decision for a page it watched, made.
 */
export async function waitNotCounted(worker: () => Promise<Worker>, since: number, urls: readonly string[]): Promise<void> {
  for (const url of urls) {
    const address = pageAddress(url);
    await waitFor(`the activity log to say the extension counts nothing on ${address}`, async () =>
      (await linesSince(worker, since)).find((line) => line.kind === 'detected' && line.text.includes(address) && line.text.includes('not counted')),
    );
  }
}
