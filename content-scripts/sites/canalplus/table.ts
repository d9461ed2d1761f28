import { defineSiteTable } from '../../../test/sites/site-table';
import { CANALPLUS_TABLE } from './fixture/catalog';
import { canalplusFixtureHandler } from './fixture/serve';

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: CANALPLUS_TABLE,
  serve: (request, media) => canalplusFixtureHandler(request, media),
  // og:image and a description only: nothing names the item in standard markup (SITES-2.md).
  standardMarkupNamesTheItem: false,
});
