import { browser } from 'wxt/browser';
import { z } from 'zod/mini';
import type { ActionResult, PopupRequest } from '../../lib/messages/popup';
import type { ActionType, AnswerOf, RequestOf, RequestType } from '../../lib/messages/protocol';
import { StatusSchema } from '../../lib/messages/status';

/**
 * The protocol's answer schemas (all of them, and zod's classic build) load beside the first
 * request, not before the page's first paint (issue 17: the popup's first status within 100 ms).
 * The status, which the popup shows first, is checked with the schema its first load already has
 * (the protocol's own `ANSWERS.status`), so the live status does not wait for the rest.
 */
function answerSchema(type: RequestType): Promise<z.core.$ZodType> {
  if (type === 'status') return Promise.resolve(StatusSchema);
  return import('../../lib/messages/protocol').then((protocol) => protocol.ANSWERS[type]);
}

/**
 * Sends a request to the background and validates the answer with the protocol's schema for that
 * request: an extension page trusts no message blindly, not even its own background's. A bad or
 * missing answer becomes `fallback` (null without one).
 */
export function ask<Request extends PopupRequest>(request: Request): Promise<AnswerOf<Request['type']> | null>;
export function ask<Request extends PopupRequest>(request: Request, fallback: AnswerOf<Request['type']>): Promise<AnswerOf<Request['type']>>;
export async function ask<Request extends PopupRequest>(
  request: Request,
  fallback: AnswerOf<Request['type']> | null = null,
): Promise<AnswerOf<Request['type']> | null> {
  try {
    const [schema, answer] = await Promise.all([answerSchema(request.type), browser.runtime.sendMessage(request)]);
    const parsed = z.safeParse(schema as z.core.$ZodType<AnswerOf<Request['type']>>, answer);
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
