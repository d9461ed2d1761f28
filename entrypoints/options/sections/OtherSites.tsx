import { ChosenOrigins, type ChosenOriginsText } from './ChosenOrigins';

const TEXT: ChosenOriginsText = {
  hint: 'options_sites_other_hint',
  address: 'options_sites_address',
  placeholder: 'https://video.example.org',
  add: 'options_sites_add',
  invalid: 'options_sites_invalid',
  remove: 'generic_disable',
  shown: (origin) => new URL(origin).hostname,
};

/** Sites without an adapter where the generic detector runs, added by address. */
export function OtherSites() {
  return <ChosenOrigins detector="site" text={TEXT} testId="options-other-sites" />;
}
