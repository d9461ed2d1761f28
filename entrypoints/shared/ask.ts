import browser from 'webextension-polyfill';
import type { z } from 'zod';
import type { ActionResult, PopupRequest } from '../../lib/messages/popup';
import { ANSWERS, type ActionType, type AnswerOf, type RequestOf } from '../../lib/messages/protocol';

/**
 * Sends a request to the background and validates the answer with the protocol's schema for that
 * request: an extension page trusts no message blindly, not even its own background's. A bad or
 * missing answer becomes `fallback` (null without one).
 */
export function ask<Request extends PopupRequest>(request: Request): Promise<AnswerOf<Request['type']> | null>;
export function ask<Request extends PopupRequest>(request: Request, fallback: AnswerOf<Request['type']>): Promise<AnswerOf<Request['type']>>;
export async function ask<Request extends PopupRequest>(request: Request, fallback: AnswerOf<Request['type']> | null = null): Promise<AnswerOf<Request['type']> | null> {
  const schema = ANSWERS[request.type] as unknown as z.ZodType<AnswerOf<Request['type']>>;
  try {
    const parsed = schema.safeParse(await browser.runtime.sendMessage(request));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/**
 * `act(request)` for requests answered with success or an error to show; `noAnswer` names, in the
 * page's words, what happened when no answer came.
 */
export function actingWith(noAnswer: () => string): (request: RequestOf<ActionType>) => Promise<ActionResult> {
  return (request) => ask(request, { ok: false, error: noAnswer() });
}
