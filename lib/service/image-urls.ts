import type { ServiceConfig } from '../config';
import { withCommonParams } from './http';
import { urlOnOrigin } from './safe-urls';

/**
 * Every image URL the extension shows, built or taken from an answer, in one place: spec 1 asks
 * every request to the image host for the three query parameters, so each URL carries them (the
 * User-Agent is the request's: lib/background/user-agent-rule.ts, and in Firefox Artwork's fetch).
 */

/**
 * An image fragment as a path under the image host: a `/` in it is a path separator there; a
 * fragment with an empty or dot segment (which would climb out of its folder) is encoded whole.
 */
function imagePath(fragment: string): string {
  const segments = fragment.split('/');
  const climbs = segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  return climbs ? encodeURIComponent(fragment) : segments.map(encodeURIComponent).join('/');
}

const onImageHost = (config: ServiceConfig, path: string): string => withCommonParams(new URL(config.imageUrl + path), config).href;

/** The image host's fanart path, as spec 4.5's recently-watched background names it, at the `_m` size. */
export function fanartUrl(config: ServiceConfig, fragment: string): string {
  return onImageHost(config, `/fanart/${imagePath(fragment)}_m.webp`);
}

/** spec 2.2: `{image_url}/posters/<poster>_m.webp`. */
export function posterUrl(config: ServiceConfig, fragment: string): string {
  return onImageHost(config, `/posters/${imagePath(fragment)}_m.webp`);
}

/** A whole image URL from an answer (spec 2.10, 4.5): only on the configured image host, then with the parameters. */
export function answeredImageUrl(config: ServiceConfig, url: string | null | undefined): string | null {
  const checked = urlOnOrigin(url, config.imageUrl);
  return checked === null ? null : withCommonParams(new URL(checked), config).href;
}
