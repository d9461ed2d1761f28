import { defineSiteTable } from '../../../test/sites/site-table';
import { APPLE_TABLE } from './fixture/catalog';
import { appleFixtureHandler } from './fixture/serve';

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: APPLE_TABLE,
  serve: (request, media) => appleFixtureHandler(request, media),
  // JSON-LD Movie (in @graph) and Episode with partOfSeason/episodeNumber and the page's url.
  standardMarkupNamesTheItem: true,
});
