import { ChosenOrigins, type ChosenOriginsText } from './ChosenOrigins';

const TEXT: ChosenOriginsText = {
  hint: 'options_servers_hint',
  address: 'options_servers_address',
  placeholder: 'http://192.168.1.20:8096',
  add: 'options_servers_add',
  invalid: 'options_servers_invalid',
  remove: 'server_disable',
  // With its port: one machine often runs several servers.
  shown: (origin) => new URL(origin).host,
};

/** The user's own Plex, Jellyfin and Emby servers, added by address (the kind is read from the page). */
export function MediaServers() {
  return <ChosenOrigins detector="media-server" text={TEXT} testId="options-media-servers" />;
}
