import { defineSiteTable } from '../../../test/sites/site-table';
import { HULU_TABLE } from './fixture/catalog';
import { huluFixtureHandler } from './fixture/serve';

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: HULU_TABLE,
  serve: (request, media) => huluFixtureHandler(request, media),
  // Neither states the item in standard markup: no JSON-LD, no og: tags (SITES.md).
  standardMarkupNamesTheItem: false,
});
