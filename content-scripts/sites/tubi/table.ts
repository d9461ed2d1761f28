import { defineSiteTable } from '../../../test/sites/site-table';
import { TUBI_TABLE } from '../../../test/sites/tubi/catalog';
import { tubiFixtureHandler } from '../../../test/sites/tubi/serve';

/** The fixture's table and server (test/sites/tubi/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: TUBI_TABLE,
  serve: (request, media) => tubiFixtureHandler(request, media),
  // og:title and og:image only (no og:type), no JSON-LD.
  standardMarkupNamesTheItem: false,
});
