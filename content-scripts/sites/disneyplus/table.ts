import { defineSiteTable } from '../../../test/sites/site-table';
import { DISNEY_TABLE } from '../../../test/sites/disneyplus/catalog';
import { disneyFixtureHandler } from '../../../test/sites/disneyplus/serve';

/** The fixture's table and server (test/sites/disneyplus/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: DISNEY_TABLE,
  serve: (request, media) => disneyFixtureHandler(request, media),
  standardMarkupNamesTheItem: false,
});
