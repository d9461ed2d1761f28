import { defineSiteTable } from '../../../test/sites/site-table';
import { PRIME_TABLE } from './fixture/catalog';
import { primeFixtureHandler } from './fixture/serve';

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: PRIME_TABLE,
  serve: (request, media) => primeFixtureHandler(request, media),
  standardMarkupNamesTheItem: false,
});
