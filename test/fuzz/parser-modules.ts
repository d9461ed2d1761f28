import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Which modules read what the service answers: every module under lib/ that makes a request through
// the HTTP layer (serviceRequest, or fetchBounded for the CDN's files). Read from the source, so a
// module added tomorrow is found without anyone remembering to list it.

const LIB = join(import.meta.dirname, '../../lib');
/** The HTTP layer itself: every target goes through it. */
const TRANSPORT = new Set(['service/http', 'service/bounded-fetch']);
const REQUEST_CALL = /\b(?:serviceRequest|fetchBounded)\s*[<(]/;
const EXPORTED_FUNCTION = /^export (?:async )?function (\w+)/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.(test|fixtures)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Each module (path under lib/, no extension) that asks the service, with its exported functions. */
export function parserModules(): Array<{ module: string; functions: string[] }> {
  return sourceFiles(LIB).flatMap((path) => {
    const module = relative(LIB, path).replace(/\.ts$/, '');
    const source = readFileSync(path, 'utf8');
    if (TRANSPORT.has(module) || !REQUEST_CALL.test(source)) return [];
    return [{ module, functions: [...source.matchAll(EXPORTED_FUNCTION)].map((match) => match[1]!) }];
  });
}

/** Exported functions of those modules that read no answer, and why: anything else needs a target. */
export const NOT_ANSWER_PARSERS: Record<string, string> = {
  'auth/oauth2#buildAuthorizationRequest': 'builds the consent URL; asks nothing',
  'auth/oauth2#readAuthorizationResponse': "reads the browser's callback URL (its own target in responses.test.ts)",
  'background/redirect-reader#webRequestRedirectReader': 'hands the Location over to service/redirect#parseRedirectLocation (its own target)',
  'service/catalog-lists#orNothing': 'turns a read that failed into an empty page',
  'service/episode-list#episodeOrder': 'sorts episodes already read',
  'service/episode-list#episodesUpTo': 'picks from episodes already read',
  'service/episode-list#seasonToMark': 'picks from episodes already read',
  'service/history#historyBody': 'builds a request body',
  'service/history#notFoundCount': 'counts in an answer already read',
  'service/history#notFoundTargets': 'reads an answer already read',
  'service/library#titleBody': 'builds a request body',
  'service/library#watchBody': 'builds a request body',
  'service/library#notFoundIds': 'reads an answer already read',
  'service/search-file#baseName': 'trims a file name before it is sent',
};
