import { defineSiteTable } from '../../../test/sites/site-table';
import { PLUTO_TABLE } from './fixture/catalog';
import { plutoFixtureHandler } from './fixture/serve';

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: PLUTO_TABLE,
  serve: (request, media) => plutoFixtureHandler(request, media),
  // No og: tags, no JSON-LD.
  standardMarkupNamesTheItem: false,
});
