import { defineSiteTable } from '../../../test/sites/site-table';
import { PEACOCK_TABLE } from './fixture/catalog';
import { peacockFixtureHandler } from './fixture/serve';

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: PEACOCK_TABLE,
  serve: (request, media) => peacockFixtureHandler(request, media),
  standardMarkupNamesTheItem: false,
});
