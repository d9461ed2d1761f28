import { defineSiteTable } from '../../../test/sites/site-table';
import { VIAPLAY_TABLE } from './fixture/catalog';
import { ANNA, ERIK, IMPORTED } from './fixture/history';
import { viaplayFixtureHandler } from './fixture/serve';

const SWEDISH_SITE = '.viaplay.se';

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows: VIAPLAY_TABLE,
  serve: (request, media) => viaplayFixtureHandler(request, media),
  // No JSON-LD, no og: tags, a bare document title (SITES-2.md "Generic detection").
  standardMarkupNamesTheItem: false,
  history: [
    {
      name: "the active profile's watched list: three pages, the second failing once; sport and an undated entry left out",
      url: 'https://viaplay.se/profiles',
      profile: ANNA.name,
      imports: IMPORTED[ANNA.id],
    },
    {
      name: 'another profile, switched to on the site',
      url: 'https://viaplay.se/profiles',
      cookies: [{ name: 'wm_profile', value: 'erik', domain: SWEDISH_SITE }],
      profile: ERIK.name,
      imports: IMPORTED[ERIK.id],
    },
    {
      name: 'a changed watched list stops the read and writes nothing',
      url: 'https://viaplay.se/profiles',
      cookies: [{ name: 'wm_history', value: 'changed', domain: SWEDISH_SITE }],
      fails: 'changed shape',
    },
  ],
});
