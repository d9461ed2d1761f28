import { defineSiteTable } from '../../../test/sites/site-table';
import { C4_TABLE, C4_HOST } from './fixture/catalog';
import { ACCOUNT_COOKIE, C4_ACCOUNTS, HISTORY_COOKIE, importedRows } from './fixture/history';
import { channel4FixtureHandler } from './fixture/serve';

const MY4 = `https://${C4_HOST}/my4`;
const cookie = (name: string, value: string) => ({ name, value, domain: '.channel4.com' });

/** The fixture's table, server and history reads (./fixture/), for the table runners, the registry and redesign tests. */
export default defineSiteTable({
  rows: C4_TABLE,
  serve: (request, media) => channel4FixtureHandler(request, media),
  // SITES-2.md: no JSON-LD, no og: tags on Channel 4's pages.
  standardMarkupNamesTheItem: false,
  history: [
    {
      name: 'the My4 history: episodes and a film, dated by their assets; a title gone from the catalogue skipped',
      url: MY4,
      imports: importedRows(C4_ACCOUNTS.jo),
    },
    {
      name: "another account's history, its first asset failing once",
      url: MY4,
      cookies: [cookie(ACCOUNT_COOKIE, 'sam')],
      imports: importedRows(C4_ACCOUNTS.sam),
    },
    { name: 'the My4 list in a shape the reader does not know', url: MY4, cookies: [cookie(HISTORY_COOKIE, 'changed')], fails: 'changed shape at history' },
  ],
});
