import { defineSiteTable } from '../../../test/sites/site-table';
import { WEB_APP_PATHS } from '../../../test/sites/media-servers/origins';
import { EMBY_SERVER_TABLE, EMBY_TABLE, EPISODE_PAIRS, JELLYFIN_TABLE } from './fixture/catalog';
import { mediaBrowserFixtureHandler } from './fixture/serve';

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: EMBY_TABLE,
  serve: (request, media) => mediaBrowserFixtureHandler(request, { app: 'emby', webPage: '/web/index.html' }, media),
  // The media servers' web apps carry no standard markup: their own API names the item.
  standardMarkupNamesTheItem: false,
  episodePair: EPISODE_PAIRS.hostedEmby,
  // One script reads both Jellyfin and Emby (the same API family).
  selfHosted: {
    jellyfin: {
      rows: JELLYFIN_TABLE,
      serve: (request, media) => mediaBrowserFixtureHandler(request, { app: 'jellyfin', webPage: WEB_APP_PATHS.jellyfin }, media),
      episodePair: EPISODE_PAIRS.jellyfin,
    },
    emby: {
      rows: EMBY_SERVER_TABLE,
      serve: (request, media) => mediaBrowserFixtureHandler(request, { app: 'emby', webPage: WEB_APP_PATHS.emby }, media),
      episodePair: EPISODE_PAIRS.emby,
    },
  },
});
