import { defineSiteTable } from '../../../test/sites/site-table';
import { CRAVE_TABLE } from './fixture/catalog';
import { CRAVE_HISTORY_CASES } from './fixture/history-cases';
import { craveFixtureHandler } from './fixture/serve';

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: CRAVE_TABLE,
  serve: (request, media) => craveFixtureHandler(request, media),
  // No JSON-LD, no og: tags, nothing in the title (SITES-2.md, "Generic detection").
  standardMarkupNamesTheItem: false,
  history: CRAVE_HISTORY_CASES,
});
