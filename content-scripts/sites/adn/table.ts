import { defineSiteTable } from '../../../test/sites/site-table';
import { ADN_TABLE } from './fixture/catalog';
import { adnHistoryCases } from './fixture/history-cases';
import { adnFixtureHandler } from './fixture/serve';

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: ADN_TABLE,
  serve: (request, media) => adnFixtureHandler(request, media),
  // The watch pages state the episode (or the film) in JSON-LD, which a redesign would keep.
  standardMarkupNamesTheItem: true,
  history: adnHistoryCases,
});
