import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const localesDir = join(root, 'public', '_locales');

interface Entry {
  message: string;
  description?: string;
  placeholders?: Record<string, { content: string }>;
}

function catalog(locale: string): Record<string, Entry> {
  return JSON.parse(readFileSync(join(localesDir, locale, 'messages.json'), 'utf8')) as Record<string, Entry>;
}

/** `$name$` placeholders and `$1` substitutions a message uses, sorted, so locales can be compared. */
function slots(entry: Entry): string[] {
  const named = [...entry.message.matchAll(/\$([A-Za-z0-9_@]+)\$/g)].map((match) => `named:${match[1]!.toLowerCase()}`);
  const contents = Object.values(entry.placeholders ?? {}).map((placeholder) => `content:${placeholder.content}`);
  return [...named, ...contents].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const locales = readdirSync(localesDir).sort();
const english = catalog('en');

describe('locale catalogs', () => {
  it('ships the six languages', () => {
    expect(locales).toEqual(['de', 'en', 'es', 'fr', 'ja', 'pt_BR']);
  });

  it('a message about a count comes as a plural pair (`_one` and `_other`) with the count as $1', () => {
    const keys = Object.keys(english);
    for (const key of keys.filter((name) => /_(one|other)$/.test(name))) {
      const base = key.replace(/_(one|other)$/, '');
      expect(keys, key).toContain(`${base}_one`);
      expect(keys, key).toContain(`${base}_other`);
      expect(english[key]!.placeholders?.count?.content, key).toBe('$1');
    }
  });

  for (const locale of locales) {
    it(`${locale} spells no plural by hand ("update(s)", "Änderung(en)")`, () => {
      const handmade = Object.entries(catalog(locale))
        .filter(([, entry]) => /\p{L}\((s|en|e|n|es|x)\)/u.test(entry.message))
        .map(([key]) => key);
      expect(handmade).toEqual([]);
    });
  }

  for (const locale of locales.filter((name) => name !== 'en')) {
    it(`${locale} has exactly the English keys, each with the same placeholders and a non-empty text`, () => {
      const other = catalog(locale);
      expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
      for (const [key, entry] of Object.entries(english)) {
        expect(slots(other[key]!), key).toEqual(slots(entry));
        expect(other[key]!.message.trim(), key).not.toBe('');
      }
    });
  }

  it('every English key is used by the code or the manifest (no dead strings)', () => {
    const sources = [...['entrypoints', 'lib', 'content-scripts'].flatMap((dir) => sourceFiles(join(root, dir))), join(root, 'wxt.config.ts')]
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    // A plural pair is used through its base: tCount('popup_pendingWrites', n).
    const used = (key: string) =>
      sources.includes(`'${key}'`) || sources.includes(`__MSG_${key}__`) || sources.includes(`tCount('${key.replace(/_(one|other)$/, '')}'`);
    const unused = Object.keys(english).filter((key) => !used(key));
    expect(unused).toEqual([]);
  });
});
