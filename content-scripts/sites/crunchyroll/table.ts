import { defineSiteTable } from '../../../test/sites/site-table';
import { CRUNCHYROLL_CATALOG } from './fixture/catalog';
import { crunchyrollFixtureHandler } from './fixture/serve';

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: CRUNCHYROLL_CATALOG,
  serve: (request, media) => crunchyrollFixtureHandler(request, media),
  // Episode JSON-LD with partOfSeason/episodeNumber, checked against the URL.
  standardMarkupNamesTheItem: true,
});
