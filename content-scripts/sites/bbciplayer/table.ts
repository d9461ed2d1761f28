import { defineSiteTable, type HistoryCase, type SiteTableRow } from '../../../test/sites/site-table';
import type { UserStep } from '../../../test/sites/row-steps';
import { DOCTOR_WHO, expectedOf, FISH_TANK, HAPPY_VALLEY, LIVE_URL, NEWS_SIMULCAST, watchUrl } from './fixture/catalog';
import { ALEX, SAM, type BbcProfile } from './fixture/history';
import { bbciplayerFixtureHandler } from './fixture/serve';

/** The episode page has no player until the user presses Play; then the player's <video> plays. */
const PRESS_PLAY_CTA: readonly UserStep[] = [{ do: 'click', selector: '.play-cta' }, { do: 'play' }];
const cookie = (name: string, value: string) => ({ name, value, domain: '.bbc.co.uk' });

const rows: SiteTableRow[] = [
  { url: watchUrl(FISH_TANK), expected: expectedOf(FISH_TANK), steps: PRESS_PLAY_CTA },
  { url: watchUrl(HAPPY_VALLEY[0]), expected: expectedOf(HAPPY_VALLEY[0]), steps: PRESS_PLAY_CTA },
  { url: watchUrl(HAPPY_VALLEY[1]), expected: expectedOf(HAPPY_VALLEY[1]), steps: PRESS_PLAY_CTA },
  // "Series 1: 1. Rose", on the audio-described address.
  { url: watchUrl(DOCTOR_WHO[0], { audioDescribed: true }), expected: expectedOf(DOCTOR_WHO[0]), steps: PRESS_PLAY_CTA },
  // The end of an episode plays the next at its own address, in the same player.
  {
    url: watchUrl(HAPPY_VALLEY[1]),
    autoplaysFrom: expectedOf(HAPPY_VALLEY[1])!,
    expected: expectedOf(HAPPY_VALLEY[2]),
    steps: [...PRESS_PLAY_CTA, { do: 'seek', seconds: 296 }],
  },
  // A simulcast on an episode page (its clock at wall-clock epoch seconds), and a live channel.
  { url: watchUrl(NEWS_SIMULCAST), expected: null, steps: PRESS_PLAY_CTA },
  { url: LIVE_URL, expected: null },
];

const viewings = (profile: BbcProfile) =>
  profile.plays.flatMap(({ programme, at }) => {
    const item = expectedOf(programme);
    if (!item) return [];
    return [{ title: item.title, ...(item.kind === 'episode' ? { season: item.season!, number: item.episode! } : {}), watched_at: at }];
  });

const history: HistoryCase[] = [
  { name: 'three pages of plays, the second failing once', url: 'https://www.bbc.co.uk/iplayer/watching', profile: ALEX.displayName, imports: viewings(ALEX) },
  {
    name: "the child profile's plays",
    url: 'https://www.bbc.co.uk/iplayer/watching',
    cookies: [cookie('wm_bbc_profile', 'sam')],
    profile: SAM.displayName,
    imports: viewings(SAM),
  },
  {
    name: 'the plays changed shape',
    url: 'https://www.bbc.co.uk/iplayer/watching',
    cookies: [cookie('wm_history', 'changed')],
    fails: 'changed shape at plays.0.id',
  },
];

/** The fixture's table and server (./fixture/), for the table runner, the registry and redesign tests. */
export default defineSiteTable({
  rows,
  serve: (request, media) => bbciplayerFixtureHandler(request, media),
  // No JSON-LD, no og: tags on iPlayer (SITES-2.md, "Generic detection").
  standardMarkupNamesTheItem: false,
  history,
});
