import { defineSiteTable } from '../../../test/sites/site-table';
import { ITVX_TABLE } from './fixture/catalog';
import { itvxFixtureHandler } from './fixture/serve';

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: ITVX_TABLE,
  serve: (request, media) => itvxFixtureHandler(request, media),
  // SITES-2.md: no JSON-LD, no og: tags on ITVX's pages.
  standardMarkupNamesTheItem: false,
});
