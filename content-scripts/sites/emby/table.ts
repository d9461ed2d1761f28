import { defineSiteTable } from '../../../test/sites/site-table';
import { EMBY_TABLE } from './fixture/catalog';
import { mediaBrowserFixtureHandler } from './fixture/serve';

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: EMBY_TABLE,
  serve: (request, media) => mediaBrowserFixtureHandler(request, { app: 'emby', webPage: '/web/index.html' }, media),
  // The media servers' web apps carry no standard markup: their own API names the item.
  standardMarkupNamesTheItem: false,
});
