import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../e2e/support/paths';

/**
 * One design for every page (issue 31): the tokens and components live in the shared stylesheet,
 * every page links it, and a page's own stylesheet only lays that page out. A colour written into
 * a page's CSS is a one-off that the dark theme and the next restyle would both miss.
 */
const ENTRYPOINTS = path.join(REPO_ROOT, 'entrypoints');
const SHARED = 'shared';
const PAGES = readdirSync(ENTRYPOINTS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== SHARED)
  .map((entry) => entry.name)
  .filter((name) => readdirSync(path.join(ENTRYPOINTS, name)).includes('index.html'));

function read(...parts: string[]): string {
  return readFileSync(path.join(ENTRYPOINTS, ...parts), 'utf8');
}

function pageStylesheets(page: string): string[] {
  return readdirSync(path.join(ENTRYPOINTS, page)).filter((name) => name.endsWith('.css'));
}

function linkedStylesheets(page: string): string[] {
  return [...read(page, 'index.html').matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1] ?? '');
}

/** CSS without its comments, so a comment naming a colour is not a colour. */
function rules(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '');
}

describe('one design for every page', () => {
  it('finds the pages it checks', () => {
    expect(PAGES).toEqual(expect.arrayContaining(['activity', 'library', 'options', 'popup', 'privacy']));
  });

  it.each(PAGES)('%s links the shared stylesheet first and no other page’s', (page) => {
    const links = linkedStylesheets(page);
    expect(links[0]).toBe('../shared/theme.css');
    expect(links.slice(1).every((href) => href.startsWith('./'))).toBe(true);
  });

  it.each(PAGES)('%s’s own CSS writes no colour of its own (tokens only)', (page) => {
    for (const file of pageStylesheets(page)) {
      const css = rules(read(page, file));
      expect({ file, colours: css.match(/#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/gi) ?? [] }).toEqual({ file, colours: [] });
    }
  });

  it.each(PAGES)('%s’s own CSS defines no tokens (custom properties live in the shared sheet)', (page) => {
    for (const file of pageStylesheets(page)) {
      const css = rules(read(page, file));
      expect({ file, tokens: css.match(/(?:^|[;{\s])--[\w-]+\s*:/g) ?? [] }).toEqual({ file, tokens: [] });
    }
  });
});
