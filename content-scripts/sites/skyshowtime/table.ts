import { defineSiteTable } from '../../../test/sites/site-table';
import { SKYSHOWTIME_TABLE } from './fixture/catalog';
import { skyshowtimeFixtureHandler } from './fixture/serve';

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: SKYSHOWTIME_TABLE,
  serve: (request, media) => skyshowtimeFixtureHandler(request, media),
  // No source saw JSON-LD or og: tags on its pages (SITES-2.md, "Generic detection").
  standardMarkupNamesTheItem: false,
});
