import { defineSiteTable } from '../../../test/sites/site-table';
import { STREMIO_TABLE } from './fixture/catalog';
import { stremioFixtureHandler } from './fixture/serve';

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: STREMIO_TABLE,
  serve: (request, media) => stremioFixtureHandler(request, media),
  // A static document title, no JSON-LD, no og: tags; the media session names no season or episode.
  standardMarkupNamesTheItem: false,
});
