import { defineSiteTable } from '../../../test/sites/site-table';
import { CRUNCHYROLL_CATALOG } from '../../../test/sites/crunchyroll/catalog';
import { crunchyrollFixtureHandler } from '../../../test/sites/crunchyroll/serve';

/** The fixture's table and server (test/sites/crunchyroll/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: CRUNCHYROLL_CATALOG,
  serve: (request, media) => crunchyrollFixtureHandler(request, media),
  // Episode JSON-LD with partOfSeason/episodeNumber, checked against the URL.
  standardMarkupNamesTheItem: true,
});
