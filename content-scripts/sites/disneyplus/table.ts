import { defineSiteTable } from '../../../test/sites/site-table';
import { DISNEY_TABLE } from './fixture/catalog';
import { disneyFixtureHandler } from './fixture/serve';

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: DISNEY_TABLE,
  serve: (request, media) => disneyFixtureHandler(request, media),
  standardMarkupNamesTheItem: false,
});
