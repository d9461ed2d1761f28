import { defineSiteTable } from '../../../test/sites/site-table';
import { YOUTUBE_TABLE } from './fixture/catalog';
import { youtubeFixtureHandler } from './fixture/serve';

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: YOUTUBE_TABLE,
  serve: (request, media) => youtubeFixtureHandler(request, media),
  standardMarkupNamesTheItem: false,
});
