import { defineSiteTable } from '../../../test/sites/site-table';
import { NETFLIX_CATALOG } from './fixture/catalog';
import { netflixFixtureHandler } from './fixture/serve';

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: NETFLIX_CATALOG,
  serve: (request, media) => netflixFixtureHandler(request, media),
  standardMarkupNamesTheItem: false,
});
