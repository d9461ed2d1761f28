import { defineSiteTable } from '../../../test/sites/site-table';
import { BAY_OF_FIRES, BUMP, detailsUrl, expectedOf, playUrl, THE_DRY } from './fixture/catalog';
import { stanFixtureHandler } from './fixture/serve';

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: [
    { url: playUrl(THE_DRY), expected: expectedOf(THE_DRY) },
    { url: playUrl(BUMP[0]), expected: expectedOf(BUMP[0]) },
    { url: playUrl(BUMP[1]), expected: expectedOf(BUMP[1]) },
    // A title the service does not hold: parked for the user to pick.
    { url: playUrl(BAY_OF_FIRES), expected: expectedOf(BAY_OF_FIRES), unknownToService: true },
    // The details page's muted, looping preview.
    { url: detailsUrl(THE_DRY), expected: null },
  ],
  serve: (request, media) => stanFixtureHandler(request, media),
  // No JSON-LD or og: tags on play.stan.com.au (SITES-2.md, "Generic detection").
  standardMarkupNamesTheItem: false,
});
