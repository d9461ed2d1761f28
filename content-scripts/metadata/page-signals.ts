import { defined } from '../defined';

/** Weak signals a page gives about its video: MediaSession, og: tags and the document title. */
export interface PageSignals {
  sessionTitle?: string;
  ogTitle?: string;
  ogType?: string;
  /** The page og: describes; stale after SPA navigation when it no longer matches the address. */
  ogUrl?: string;
  /** The site's own name, to strip from titles ("Dune | Tubi"). */
  ogSiteName?: string;
  /** `og:video:release_date` (or `video:release_date`), e.g. "2019-11-01". */
  ogReleaseDate?: string;
  documentTitle?: string;
}

const clean = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed : undefined;
};

function meta(document: Document, property: string): string | undefined {
  return clean(document.querySelector(`meta[property="${property}"], meta[name="${property}"]`)?.getAttribute('content'));
}

export function readPageSignals(document: Document, mediaSession: MediaSession | undefined = globalThis.navigator?.mediaSession): PageSignals {
  const metadata = mediaSession?.metadata;
  return defined<PageSignals>({
    sessionTitle: clean(metadata?.title),
    ogTitle: meta(document, 'og:title'),
    ogType: meta(document, 'og:type'),
    ogUrl: meta(document, 'og:url'),
    ogSiteName: meta(document, 'og:site_name'),
    ogReleaseDate: meta(document, 'og:video:release_date') ?? meta(document, 'video:release_date'),
    documentTitle: clean(document.title),
  });
}

const SITE_NAME_MAX = 200;
/** Between a title and the site's name: "Dune | Tubi", "Tubi – Dune". */
const SEPARATOR = '\\s*[-–—|:·•]\\s*';

/** "Title - Site", "Site | Title", "Title – Watch on Site": the title without the site's name. */
export function stripSiteName(title: string, siteNames: string[]): string {
  let result = title;
  // A page names its own site: one longer than any real name (a hostile og:site_name of 70,000
  // characters) is not a name, and would make a regular expression too large to build.
  for (const name of siteNames.filter((candidate) => candidate.length <= SITE_NAME_MAX)) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    result = result.replace(new RegExp(`${SEPARATOR}(?:watch (?:on )?)?${escaped}\\s*$`, 'i'), '').replace(new RegExp(`^${escaped}${SEPARATOR}`, 'i'), '');
  }
  return result.trim();
}
