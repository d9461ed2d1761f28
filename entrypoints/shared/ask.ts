import browser from 'webextension-polyfill';
import { z } from 'zod/mini';
import type { ActionResult, PopupRequest } from '../../lib/messages/popup';
import type { ActionType, AnswerOf, RequestOf } from '../../lib/messages/protocol';

/**
 * The protocol's answer schemas (all of them, and zod's classic build) load beside the first
 * request, not before the page's first paint (issue 17: the popup's first status within 100 ms).
 */
const answers = () => import('../../lib/messages/protocol').then((protocol) => protocol.ANSWERS);

/**
 * Sends a request to the background and validates the answer with the protocol's schema for that
 * request: an extension page trusts no message blindly, not even its own background's. A bad or
 * missing answer becomes `fallback` (null without one).
 */
export function ask<Request extends PopupRequest>(request: Request): Promise<AnswerOf<Request['type']> | null>;
export function ask<Request extends PopupRequest>(request: Request, fallback: AnswerOf<Request['type']>): Promise<AnswerOf<Request['type']>>;
export async function ask<Request extends PopupRequest>(request: Request, fallback: AnswerOf<Request['type']> | null = null): Promise<AnswerOf<Request['type']> | null> {
  try {
    const [schemas, answer] = await Promise.all([answers(), browser.runtime.sendMessage(request)]);
    const schema = schemas[request.type] as unknown as z.core.$ZodType<AnswerOf<Request['type']>>;
    const parsed = z.safeParse(schema, answer);
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
