import { defineSiteTable } from '../../../test/sites/site-table';
import { PLUTO_TABLE } from '../../../test/sites/plutotv/catalog';
import { plutoFixtureHandler } from '../../../test/sites/plutotv/serve';

/** The fixture's table and server (test/sites/plutotv/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: PLUTO_TABLE,
  serve: (request, media) => plutoFixtureHandler(request, media),
  // No og: tags, no JSON-LD.
  standardMarkupNamesTheItem: false,
});
