import { defineSiteTable } from '../../../test/sites/site-table';
import { EMBY_TABLE } from '../../../test/sites/emby/catalog';
import { mediaBrowserFixtureHandler } from '../../../test/sites/emby/serve';

/** The fixture's table and server (test/sites/emby/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: EMBY_TABLE,
  serve: (request, media) => mediaBrowserFixtureHandler(request, { app: 'emby', webPage: '/web/index.html' }, media),
  // The media servers' web apps carry no standard markup: their own API names the item.
  standardMarkupNamesTheItem: false,
});
