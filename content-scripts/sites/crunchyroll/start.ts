import type { Lifetime } from '../../player/lifetime';
import { watchSupportedSite } from '../../player/user-answers';
import { crunchyrollSite, whenPlayerShows } from './site';

/** The watch page's content script, top frame only: the Vilos player frame has its own (player-frame.ts). */
export default (ctx: Lifetime): void => whenPlayerShows(window, ctx.signal, (player) => watchSupportedSite(crunchyrollSite(player), ctx));
