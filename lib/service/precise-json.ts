/**
 * spec 2.7: playback ids are 64-bit integers written as raw JSON numbers. `JSON.parse` turns
 * anything past 2^53 into the nearest double, so a DELETE with that number names another id.
 * Before parsing, integer values of the named keys are quoted, so they arrive as exact digit
 * strings. Inside a JSON string a quote is always escaped (`\"`), so `"id":` as written here only
 * ever matches a real key.
 */
export function quoteIntegerKeys(text: string, keys: readonly string[]): string {
  if (keys.length === 0) return text;
  const names = keys.map((key) => key.replace(/[^A-Za-z0-9_]/g, '')).join('|');
  const pattern = new RegExp(`("(?:${names})"\\s*:\\s*)(-?\\d+)(?=\\s*[,}\\]])`, 'g');
  return text.replace(pattern, '$1"$2"');
}

/** JSON.parse that keeps the named integer keys as exact decimal strings. */
export function parseJsonKeepingIds(text: string, keys: readonly string[]): unknown {
  return JSON.parse(quoteIntegerKeys(text, keys));
}
