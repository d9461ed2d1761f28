import { defineSiteTable } from '../../../test/sites/site-table';
import { MUBI_TABLE } from './fixture/catalog';
import { mubiHistoryCases } from './fixture/history-cases';
import { mubiFixtureHandler } from './fixture/serve';

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: MUBI_TABLE,
  serve: (request, media) => mubiFixtureHandler(request, media),
  // MUBI's pages state the film in microdata and og:image only, neither a standard source.
  standardMarkupNamesTheItem: false,
  history: mubiHistoryCases,
});
