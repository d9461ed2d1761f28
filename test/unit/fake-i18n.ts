import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fakeBrowser } from 'wxt/testing/fake-browser';

// WXT's fake browser has no i18n: unit tests get the English catalog, substituted the way the
// browser does it ($NAME$ -> the placeholder's content -> `$1`... -> the substitution).

interface Entry {
  message: string;
  placeholders?: Record<string, { content: string }>;
}

const catalog = JSON.parse(readFileSync(join(import.meta.dirname, '../../public/_locales/en/messages.json'), 'utf8')) as Record<string, Entry>;

function getMessage(key: string, substitutions?: string | string[]): string {
  const entry = catalog[key];
  if (!entry) return '';
  const values = substitutions === undefined ? [] : Array.isArray(substitutions) ? substitutions : [substitutions];
  const positional = (text: string) => text.replace(/\$(\d)/g, (_all, index: string) => values[Number(index) - 1] ?? '');
  return entry.message.replace(/\$([A-Za-z0-9_@]+)\$/g, (_all, name: string) => {
    const content = entry.placeholders?.[name.toLowerCase()]?.content;
    return content === undefined ? '' : positional(content);
  });
}

Object.assign(fakeBrowser.i18n, { getMessage, getUILanguage: () => 'en' });
