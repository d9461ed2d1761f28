import { defineSiteTable } from '../../../test/sites/site-table';
import { VIKI_TABLE } from './fixture/catalog';
import { vikiFixtureHandler } from './fixture/serve';

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: VIKI_TABLE,
  serve: (request, media) => vikiFixtureHandler(request, media),
  // No og: tags or JSON-LD on the watch page.
  standardMarkupNamesTheItem: false,
});
