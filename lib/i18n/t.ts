import { browser } from 'wxt/browser';
import type english from '../../public/_locales/en/messages.json';
import { formatNumber, pluralForm } from './intl';

/** Every key of the English catalog; a key missing there is a type error, not a blank label. */
export type MessageKey = keyof typeof english;

/** Messages that depend on a count: `<base>_one` and `<base>_other` in every catalog. */
export type CountedKey = { [K in MessageKey]: K extends `${infer Base}_other` ? (`${Base}_one` extends MessageKey ? Base : never) : never }[MessageKey];

/**
 * The UI string for `key` in the browser's language (falls back to English via default_locale).
 * Substitutions fill `$1`..`$9` placeholders declared in messages.json.
 */
export function t(key: MessageKey, ...substitutions: Array<string | number>): string {
  const text = browser.i18n.getMessage(key, substitutions.map(String));
  // An empty answer means a broken catalog; showing the key beats showing nothing.
  return text || key;
}

/**
 * A message about `count` things: the plural form the browser's language picks for it
 * (Intl.PluralRules: "1 update", "2 updates", French 0 and 1 singular, Japanese one form), with
 * the count, formatted for that language, as `$1` and `rest` as `$2`...
 */
export function tCount(base: CountedKey, count: number, ...rest: Array<string | number>): string {
  return t(`${base}_${pluralForm(count)}` as MessageKey, formatNumber(count), ...rest);
}
