import { defineSiteTable } from '../../../test/sites/site-table';
import { TUBI_TABLE } from './fixture/catalog';
import { tubiFixtureHandler } from './fixture/serve';

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: TUBI_TABLE,
  serve: (request, media) => tubiFixtureHandler(request, media),
  // og:title and og:image only (no og:type), no JSON-LD.
  standardMarkupNamesTheItem: false,
});
