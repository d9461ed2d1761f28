import { defineSiteTable } from '../../../test/sites/site-table';
import { MAX_TABLE } from './fixture/catalog';
import { maxFixtureHandler } from './fixture/serve';

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: MAX_TABLE,
  serve: (request, media) => maxFixtureHandler(request, media),
  standardMarkupNamesTheItem: false,
});
