import { defineSiteTable } from '../../../test/sites/site-table';
import { YOUTUBE_TABLE } from '../../../test/sites/youtube/catalog';
import { youtubeFixtureHandler } from '../../../test/sites/youtube/serve';

/** The fixture's table and server (test/sites/youtube/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: YOUTUBE_TABLE,
  serve: (request, media) => youtubeFixtureHandler(request, media),
  standardMarkupNamesTheItem: false,
});
