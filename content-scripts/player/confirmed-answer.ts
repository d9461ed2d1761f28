import type { GenericAnswer, GenericConfirm } from '../../lib/messages/generic';
import { isPlausibleYear } from '../../lib/media/year';
import { defined } from '../defined';
import { isCount, isObject, isOneOf, isString, orMissing } from '../json-shape';

const isKind = isOneOf(['movie', 'episode'] as const);

/**
 * The user's answer as our background passes it on (GenericConfirm), copied field by field. The
 * background checked it with GenericAnswerSchema before sending and checks the reports made from
 * it again; this keeps anything else out of the guess.
 */
export function confirmedAnswer(message: unknown): GenericConfirm | null {
  if (!isObject(message) || message.type !== 'generic-confirm' || !isString(message.url)) return null;
  const { answer } = message;
  if (!isObject(answer) || !isKind(answer.kind) || !isString(answer.title)) return null;
  const { kind, year, season, episode } = answer;
  const title = answer.title.trim();
  if (!title || !orMissing(isPlausibleYear)(year) || !orMissing(isCount)(season) || !orMissing(isCount)(episode)) return null;
  if (kind === 'episode' && episode === undefined) return null;
  const confirmed: GenericAnswer = defined({ kind, title, year, season, episode });
  return { type: 'generic-confirm', url: message.url, answer: confirmed };
}
