import { defineSiteTable } from '../../../test/sites/site-table';
import { HOTSTAR_TABLE } from './fixture/catalog';
import { hotstarFixtureHandler } from './fixture/serve';

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: HOTSTAR_TABLE,
  serve: (request, media) => hotstarFixtureHandler(request, media),
  // The standard JSON-LD reader checks a node's url against the address and reads no TVSeries:
  // JioHotstar's films name their content page (no /watch) and its episodes sit in a TVSeries, so
  // after a redesign nothing names the item and the user is asked.
  standardMarkupNamesTheItem: false,
});
