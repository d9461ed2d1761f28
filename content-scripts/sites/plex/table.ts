import { defineSiteTable } from '../../../test/sites/site-table';
import { PLEX_EPISODE_PAIRS, PLEX_SERVER_TABLE, PLEX_TABLE } from './fixture/catalog';
import { plexFixtureHandler } from './fixture/serve';

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: PLEX_TABLE,
  serve: (request, media) => plexFixtureHandler(request, media),
  // The media servers' web apps carry no standard markup: their own API names the item.
  standardMarkupNamesTheItem: false,
  episodePair: PLEX_EPISODE_PAIRS.hosted,
  selfHosted: {
    plex: { rows: PLEX_SERVER_TABLE, serve: (request, media) => plexFixtureHandler(request, media), episodePair: PLEX_EPISODE_PAIRS.server },
  },
});
