import browser from 'webextension-polyfill';
import type english from '../../public/_locales/en/messages.json';

/** Every key of the English catalog; a key missing there is a type error, not a blank label. */
export type MessageKey = keyof typeof english;

/**
 * The UI string for `key` in the browser's language (falls back to English via default_locale).
 * Substitutions fill `$1`..`$9` placeholders declared in messages.json.
 */
export function t(key: MessageKey, ...substitutions: Array<string | number>): string {
  const text = browser.i18n.getMessage(key, substitutions.map(String));
  // An empty answer means a broken catalog; showing the key beats showing nothing.
  return text || key;
}
