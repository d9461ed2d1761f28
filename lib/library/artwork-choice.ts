export type ArtworkShape = 'poster' | 'fanart';

/** The parts of `navigator` the choice reads (Chromium has `connection`; Firefox and Safari do not). */
export interface ConnectionHints {
  connection?: { saveData?: boolean };
}

/** The user asked the browser to save data (Chromium's data-saver, navigator.connection.saveData). */
export function savesData(hints: ConnectionHints): boolean {
  return hints.connection?.saveData === true;
}

/**
 * The picture to load for a poster or fanart (issue 31: respect the data-saver choice). Saving data,
 * a poster comes at the image host's smallest size (`_s`, a fifth of `_m`'s bytes) and a fanart,
 * large and only decoration behind text, not at all: the title stands in its place.
 */
export function artworkFor(url: string | null | undefined, shape: ArtworkShape, saveData: boolean): string | null {
  if (!url) return null;
  if (!saveData) return url;
  if (shape === 'fanart') return null;
  const smallest = new URL(url);
  smallest.pathname = smallest.pathname.replace(/_[a-z]+\.webp$/, '_s.webp');
  return smallest.href;
}
