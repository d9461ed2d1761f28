import { defineSiteTable } from '../../../test/sites/site-table';
import { PRIME_TABLE } from '../../../test/sites/primevideo/catalog';
import { primeFixtureHandler } from '../../../test/sites/primevideo/serve';

/** The fixture's table and server (test/sites/primevideo/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: PRIME_TABLE,
  serve: (request, media) => primeFixtureHandler(request, media),
  standardMarkupNamesTheItem: false,
});
