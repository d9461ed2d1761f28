import { defineSiteTable } from '../../../test/sites/site-table';
import { PARAMOUNT_TABLE } from './fixture/catalog';
import { paramountFixtureHandler } from './fixture/serve';

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: PARAMOUNT_TABLE,
  serve: (request, media) => paramountFixtureHandler(request, media),
  // JSON-LD TVEpisode with partOfSeries/partOfSeason/episodeNumber (as strings), Movie with its name.
  standardMarkupNamesTheItem: true,
});
