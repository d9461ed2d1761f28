import browser from 'webextension-polyfill';
import type { z } from 'zod';
import type { PopupRequest } from '../../lib/messages/popup';

/**
 * Sends a request to the background and validates the answer: an extension page trusts no
 * message blindly, not even its own background's. A bad or missing answer becomes `fallback`.
 */
export async function ask<T>(request: PopupRequest, schema: z.ZodType<T>, fallback: T): Promise<T> {
  try {
    const parsed = schema.safeParse(await browser.runtime.sendMessage(request));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}
