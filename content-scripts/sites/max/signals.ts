import { readPageSignals } from '../../metadata/page-signals';
import type { GuessSource } from '../../player/site';

/** "Trust Fall • HBO Max" (or "… • Max" from the 2023-2025 brand) -> "Trust Fall". */
export function withoutBrand(documentTitle: string): string {
  return documentTitle.replace(/\s*[•·|\-–—]\s*(?:HBO\s+)?Max\s*$/u, '').trim();
}

/**
 * Last resort, movies only. Max puts the series (or film) in the MediaSession title and the
 * episode's own name in document.title, and neither carries numbers. When the two agree the
 * video is the film itself; when they differ it is an episode we cannot number, so no guess.
 */
export const fromSessionAndTitle: GuessSource = async ({ document, siteItemId }) => {
  const { sessionTitle, documentTitle } = readPageSignals(document);
  if (!sessionTitle || !documentTitle) return null;
  return withoutBrand(documentTitle) === sessionTitle ? { kind: 'movie', title: sessionTitle, siteItemId } : null;
};
