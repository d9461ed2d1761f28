import { defineSiteTable } from '../../../test/sites/site-table';
import { MAX_TABLE } from '../../../test/sites/max/catalog';
import { maxFixtureHandler } from '../../../test/sites/max/serve';

/** The fixture's table and server (test/sites/max/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: MAX_TABLE,
  serve: (request, media) => maxFixtureHandler(request, media),
  standardMarkupNamesTheItem: false,
});
