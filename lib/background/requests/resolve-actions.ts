import { queueEntries } from '../../outbox/store';
import { stillSignedIn, underSignIn } from '../under-sign-in';
import type { MediaGuess } from '../../messages/media';
import type { CorrectionList, PickableItem, SearchItemsResult } from '../../messages/popup';
import { newEntry, type ScrobbleEntry } from '../../outbox/entry';
import type { Correction } from '../../resolve/corrections';
import { adoptItem, resolveGuess } from '../../resolve/resolver';
import { subjectKey } from '../../media/keys';
import { sameItem, type ScrobbleCommand, type TabSession } from '../../scrobble/session';
import type { ServiceItem } from '../../service/items';
import type { SearchType } from '../../service/search';
import type { Services } from '../composition-root';
import { notifyStatusChanged } from '../status/status';
import { endWrongSession } from '../playback/wrong-session';
import { askerOf, loadSettings } from '../../settings/settings';
import { t, tCount } from '../../i18n/t';

const SEARCH_KINDS: ReadonlyArray<[SearchType, ServiceItem['kind']]> = [
  ['movie', 'movie'],
  ['tv', 'show'],
  ['anime', 'anime'],
];

/** The popup's "search and pick": movies, shows and anime, each search paced like every GET. */
export async function searchItems(services: Pick<Services, 'resolver'>, text: string): Promise<SearchItemsResult> {
  const items: PickableItem[] = [];
  for (const [type, kind] of SEARCH_KINDS) {
    for (const result of await services.resolver.search(type, text)) {
      items.push({
        kind,
        svcId: result.ids.svcId,
        title: result.title,
        ...(result.year ? { year: result.year } : {}),
        ...(result.ids.slug ? { slug: result.ids.slug } : {}),
      });
    }
  }
  return { ok: true, items };
}

/**
 * Remembers the user's pick for a guess: with `always` (or an episode offset) as a correction in
 * storage.sync, which never expires; otherwise in the match cache for this item (its show, for an
 * episode). A correction the user made before is replaced, since it would otherwise win.
 */
export async function rememberPick(
  services: Pick<Services, 'db' | 'resolver'>,
  madeUnder: number,
  guess: MediaGuess,
  item: ServiceItem,
  always: boolean,
  episodeOffset?: number,
): Promise<void> {
  const { corrections } = services.resolver;
  const existing = await corrections.find(guess);
  if (always || episodeOffset || existing) {
    const showWide = guess.kind === 'episode' && guess.siteShowId !== undefined && (always || existing?.scope === 'show');
    const correction: Correction = {
      scope: showWide ? 'show' : 'item',
      site: guess.site,
      siteId: showWide ? guess.siteShowId! : guess.siteItemId,
      siteTitle: guess.title,
      item,
      ...(episodeOffset ? { episodeOffset } : {}),
      createdAt: Date.now(),
    };
    await corrections.save(correction);
  }
  // The resolve cache is the account's (cleared at sign-out); corrections in storage.sync are not.
  await stillSignedIn(services.db, madeUnder);
  await adoptItem(services.resolver, guess, item);
}

async function sessionOf(services: Pick<Services, 'db'>, matches: (session: TabSession) => boolean): Promise<TabSession | undefined> {
  return (await (await services.db()).getAll('sessions')).find(matches);
}

/** `madeUnder`: the sign-in the action began under; under another one nothing is queued. */
async function enqueue(services: Pick<Services, 'activity' | 'db'>, command: ScrobbleCommand, madeUnder: number): Promise<void> {
  await queueEntries(await services.db(), [newEntry(command, command.at)], madeUnder);
  await services.activity.commandQueued(command);
}

/** The live session goes on with the right item, from where the player is now. */
async function restartLive(services: Pick<Services, 'activity' | 'db'>, session: TabSession | undefined, madeUnder: number): Promise<void> {
  if (!session || session.player !== 'playing') return;
  if (askerOf(await loadSettings().catch(() => null))(session.guess.site)) return;
  await enqueue(services, { action: 'start', guess: session.guess, progress: session.progress, at: Date.now(), tabId: session.tabId }, madeUnder);
}

/**
 * The user picked the item for parked updates: each gets its target and goes back in the queue in
 * its original order, marked late, so plan.ts sends a finished watch to history with its real time.
 */
export async function pickParked(
  services: Pick<Services, 'activity' | 'db' | 'outbox' | 'outboxStore' | 'resolver'>,
  subject: string,
  item: ServiceItem,
  always: boolean,
): Promise<{ ok: boolean; error?: string }> {
  return underSignIn(services.db, (madeUnder) => pickParkedUnder(services, madeUnder, subject, item, always));
}

async function pickParkedUnder(
  services: Pick<Services, 'activity' | 'db' | 'outbox' | 'outboxStore' | 'resolver'>,
  madeUnder: number,
  subject: string,
  item: ServiceItem,
  always: boolean,
): Promise<{ ok: boolean; error?: string }> {
  const parked = (await services.outboxStore.parked()).filter(
    (entry): entry is ScrobbleEntry => entry.command?.guess !== undefined && subjectKey(entry.command.guess) === subject,
  );
  const first = parked[0]?.command.guess;
  if (!first) return { ok: false, error: t('error_nothingWaiting') };
  await rememberPick(services, madeUnder, first, item, always);
  for (const entry of parked) {
    const guess = entry.command.guess!;
    const target = await resolveGuess(services.resolver, guess);
    const { lastError: _dropped, ...rest } = entry;
    await services.outboxStore.update({ ...rest, command: { ...entry.command, guess, target }, status: 'pending', notBefore: 0, late: true });
  }
  await stillSignedIn(services.db, madeUnder);
  await services.activity.add('info', tCount('log_picked', parked.length, item.title, first.title));
  await restartLive(services, await sessionOf(services, (session) => subjectKey(session.guess) === subject), madeUnder);
  await notifyStatusChanged();
  void services.outbox.drain();
  return { ok: true };
}

/** "Wrong match?" for what plays now: end the wrong session, remember the pick, start the right one. */
export async function correctMatch(
  services: Pick<Services, 'activity' | 'db' | 'http' | 'outbox' | 'paceGet' | 'resolver' | 'state' | 'tokens'>,
  item: ServiceItem,
  always: boolean,
  episodeOffset?: number,
): Promise<{ ok: boolean; error?: string }> {
  return underSignIn(services.db, (madeUnder) => correctMatchUnder(services, madeUnder, item, always, episodeOffset));
}

async function correctMatchUnder(
  services: Pick<Services, 'activity' | 'db' | 'http' | 'outbox' | 'paceGet' | 'resolver' | 'state' | 'tokens'>,
  madeUnder: number,
  item: ServiceItem,
  always: boolean,
  episodeOffset?: number,
): Promise<{ ok: boolean; error?: string }> {
  const guess = await services.state.get('nowPlayingGuess');
  if (!guess) return { ok: false, error: t('error_nothingPlaying') };
  const session = await sessionOf(services, (candidate) => sameItem(candidate.guess, guess));
  // A site that asks before recording sent nothing live: there is no wrong session to end or restart.
  const asks = askerOf(await loadSettings().catch(() => null))(guess.site);
  const startedWrong = !asks && session && (session.sent === 'watching' || session.sent === 'paused');
  const wrong = startedWrong ? await resolveGuess(services.resolver, guess).catch(() => null) : null;
  if (wrong && startedWrong && wrong.item.svcId !== item.svcId) {
    // Through the outbox's one writer: never beside a queued scrobble's send (spec 4.3 write lock).
    await services.outbox
      .exclusive(() => endWrongSession(services, wrong, session.progress))
      .catch((error: unknown) => services.activity.add('info', t('log_wrongSessionNotEnded', error instanceof Error ? error.message : String(error))));
  }
  await rememberPick(services, madeUnder, guess, item, always, episodeOffset);
  await stillSignedIn(services.db, madeUnder);
  await services.activity.add('info', always ? t('log_correctedAlways', guess.title, item.title) : t('log_corrected', guess.title, item.title));
  if (session && startedWrong) await restartLive(services, session, madeUnder);
  await notifyStatusChanged();
  void services.outbox.drain();
  return { ok: true };
}

export async function listCorrections(services: Pick<Services, 'resolver'>): Promise<CorrectionList> {
  return { ok: true, corrections: await services.resolver.corrections.list() };
}

export async function removeCorrection(
  services: Pick<Services, 'activity' | 'resolver'>,
  site: string,
  scope: Correction['scope'],
  siteId: string,
): Promise<{ ok: boolean }> {
  await services.resolver.corrections.remove(site, scope, siteId);
  await services.activity.add('info', t('log_correctionRemoved', site, scope, siteId));
  return { ok: true };
}
