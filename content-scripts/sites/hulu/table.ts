import { defineSiteTable } from '../../../test/sites/site-table';
import { HULU_TABLE } from '../../../test/sites/hulu/catalog';
import { huluFixtureHandler } from '../../../test/sites/hulu/serve';

/** The fixture's table and server (test/sites/hulu/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: HULU_TABLE,
  serve: (request, media) => huluFixtureHandler(request, media),
  // Neither states the item in standard markup: no JSON-LD, no og: tags (SITES.md).
  standardMarkupNamesTheItem: false,
});
