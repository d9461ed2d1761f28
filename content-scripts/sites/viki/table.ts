import { defineSiteTable } from '../../../test/sites/site-table';
import { VIKI_TABLE } from '../../../test/sites/viki/catalog';
import { vikiFixtureHandler } from '../../../test/sites/viki/serve';

/** The fixture's table and server (test/sites/viki/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: VIKI_TABLE,
  serve: (request, media) => vikiFixtureHandler(request, media),
  // No og: tags or JSON-LD on the watch page.
  standardMarkupNamesTheItem: false,
});
