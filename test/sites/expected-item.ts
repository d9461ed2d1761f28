/** What a site's table says the extension must detect for a URL (every site fixture shares it). */
export interface ExpectedItem {
  kind: 'movie' | 'episode';
  title: string;
  year?: number;
  season?: number;
  episode?: number;
  /** Shown on the page; not every site's table lists it. */
  episodeTitle?: string;
}
