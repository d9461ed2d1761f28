import { browser } from 'wxt/browser';

/** The browser's UI language, as every Intl formatter here uses it (not the page's or the OS's). */
export function uiLocale(): string {
  return browser.i18n.getUILanguage();
}

/**
 * The language of the text actually shown: the catalog the browser picked (a UI language without a
 * catalog falls back to English). Plural rules and the pages' `lang` must follow the words, not
 * the UI setting; each catalog names its own language in `catalog_language`.
 */
export function catalogLanguage(): string {
  const tag = browser.i18n.getMessage('catalog_language');
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? 'en';
  } catch {
    // A broken catalog must not break every count on the page.
    return 'en';
  }
}

/** The catalogs carry the categories English needs; a language's others (few, many...) read as `other`. */
export type PluralForm = 'one' | 'other';

export function pluralForm(count: number, locale = catalogLanguage()): PluralForm {
  return new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other';
}

export function formatNumber(value: number, locale = uiLocale()): string {
  return new Intl.NumberFormat(locale).format(value);
}

type When = number | string | Date;

/** Date and time, e.g. "24 Nov 2026, 14:05" / "2026/11/24 14:05". */
export function formatDateTime(at: When, locale = uiLocale()): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
}

/** Time of day only. */
export function formatClock(at: When, locale = uiLocale()): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(at));
}

/** Short weekday and date, for the airing calendar. */
export function formatWeekday(at: When, locale = uiLocale()): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(at));
}
