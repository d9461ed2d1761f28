import { defineSiteTable } from '../../../test/sites/site-table';
import { HIDIVE_TABLE } from './fixture/catalog';
import { hidiveFixtureHandler } from './fixture/serve';

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: HIDIVE_TABLE,
  serve: (request, media) => hidiveFixtureHandler(request, media),
  // og:title names show and season on the season page only; the watch page states neither.
  standardMarkupNamesTheItem: false,
});
