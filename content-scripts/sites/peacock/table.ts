import { defineSiteTable } from '../../../test/sites/site-table';
import { PEACOCK_TABLE } from '../../../test/sites/peacock/catalog';
import { peacockFixtureHandler } from '../../../test/sites/peacock/serve';

/** The fixture's table and server (test/sites/peacock/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: PEACOCK_TABLE,
  serve: (request, media) => peacockFixtureHandler(request, media),
  standardMarkupNamesTheItem: false,
});
