import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, named } from '../../player/site';
import { fromStanPlayer } from './metadata';

/**
 * Stan. /programs/{id}/play is the player (PreMiD's route); /programs/{id} the details page, no
 * watch page, whose preview never counts. Whether the id is the episode's or the series' is not
 * recorded: it names the page's item either way, and the player's headings name what plays.
 * Nothing else is documented (no API the page is known to call, no ads, autoplay or live), so
 * the headings are the one source before the standard ones, and an unreadable one asks the user.
 */
export default defineSite({
  id: 'stan',
  watchPath: /^\/programs\/(?<siteItemId>\d+)\/play\/?$/,
  // video.js's container; the app may render it after document_idle.
  playerRoot: '.video-js',
  guess: [named('stan-player', fromStanPlayer), ...STANDARD_SOURCES],
});
