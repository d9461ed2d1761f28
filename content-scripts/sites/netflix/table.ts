import { defineSiteTable } from '../../../test/sites/site-table';
import { NETFLIX_CATALOG } from '../../../test/sites/netflix/catalog';
import { netflixFixtureHandler } from '../../../test/sites/netflix/serve';

/** The fixture's table and server (test/sites/netflix/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: NETFLIX_CATALOG,
  serve: (request, media) => netflixFixtureHandler(request, media),
  standardMarkupNamesTheItem: false,
});
