import { defineSiteTable } from '../../../test/sites/site-table';
import { HIDIVE_TABLE } from '../../../test/sites/hidive/catalog';
import { hidiveFixtureHandler } from '../../../test/sites/hidive/serve';

/** The fixture's table and server (test/sites/hidive/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: HIDIVE_TABLE,
  serve: (request, media) => hidiveFixtureHandler(request, media),
  // og:title names show and season on the season page only; the watch page states neither.
  standardMarkupNamesTheItem: false,
});
