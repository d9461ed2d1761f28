import { itemPath, standardMedia } from '../catalog/present.ts';
import type { CatalogItem, Kind } from '../catalog/types.ts';
import { type Ctx, redirect, sendHtml } from '../http.ts';
import type { Router } from '../router.ts';
import { errorPage, escapeHtml, page } from './html.ts';
import { registerSignin, webUser } from './signin.ts';

/** Browser-facing item and search pages, so a followed /redirect lands somewhere real. */
export function registerPages(router: Router): void {
  router.get('/', home);
  registerSignin(router);
  router.get('/search', search);
  for (const root of ['movies', 'tv', 'anime']) router.get(`/${root}/*`, itemPage);
}

const ROOT_KIND: Record<string, Kind> = { movies: 'movie', tv: 'tv', anime: 'anime' };

function home(ctx: Ctx): void {
  const links = ctx.sim.catalog.items.map((i) => `<li><a href="${itemPath(i)}">${escapeHtml(i.title)} (${i.year})</a></li>`);
  sendHtml(ctx, 200, page('Media tracking service (simulator)', `<h1>Media tracking service</h1><ul>${links.join('')}</ul>`));
}

function search(ctx: Ctx): void {
  const q = ctx.query.get('q') ?? '';
  const type = ctx.query.get('type');
  const kinds: Kind[] = type === 'movie' || type === 'tv' || type === 'anime' ? [type] : type === 'show' ? ['tv', 'anime'] : ['movie', 'tv', 'anime'];
  const hits = kinds.flatMap((k) => ctx.sim.catalog.search(q, k));
  const rows = hits.map((i) => `<li data-svc-id="${i.svc}"><a href="${itemPath(i)}">${escapeHtml(i.title)} (${i.year})</a></li>`);
  sendHtml(
    ctx,
    200,
    page(
      `Search: ${q}`,
      `<main id="search" data-query="${escapeHtml(q)}"><h1>Results for "${escapeHtml(q)}"</h1>
<ul id="results">${rows.join('') || '<li>No results</li>'}</ul></main>`,
    ),
  );
}

/** `/{root}/{id}/{slug}[/season-N][/episode-M][/trailer|share|watched]`; a missing or wrong slug redirects (spec 4.2). */
function itemPage(ctx: Ctx): void {
  const [root = '', id = '', ...tail] = ctx.path.split('/').filter(Boolean);
  const kind = ROOT_KIND[root];
  const item = kind && /^\d+$/.test(id) ? ctx.sim.catalog.byId(Number(id), [kind]) : undefined;
  if (!item) return sendHtml(ctx, 404, errorPage('Not found', 'id_err', `no ${root} with id ${id}`));
  const slugMissing = tail[0] === undefined || /^(season-\d+|episode-\d+|trailer|share|watched)$/.test(tail[0]);
  const rest = slugMissing ? tail : tail.slice(1);
  if (slugMissing || tail[0] !== item.slug) {
    const query = ctx.query.size ? `?${ctx.query.toString()}` : '';
    return redirect(ctx, 301, `${itemPath(item)}${rest.map((s) => `/${s}`).join('')}${query}`);
  }
  const season = num(rest.find((s) => s.startsWith('season-')));
  const episode = num(rest.find((s) => s.startsWith('episode-')));
  const mode = rest.find((s) => s === 'trailer' || s === 'share' || s === 'watched') ?? 'item';
  // to=watched needs sign-in: the browser goes through the sign-in page first (spec 4.2).
  if (mode === 'watched' && !webUser(ctx)) return redirect(ctx, 302, `/signin?return_to=${encodeURIComponent(ctx.path)}`);
  sendHtml(ctx, 200, page(item.title, body(ctx, item, season, episode, mode)));
}

function body(ctx: Ctx, item: CatalogItem, season: number | undefined, episode: number | undefined, mode: string): string {
  const ep =
    episode === undefined ? undefined : item.episodes.find((e) => e.number === episode && e.season === (season ?? (item.kind === 'anime' ? 1 : e.season)));
  const epLine =
    episode === undefined
      ? season === undefined
        ? ''
        : `<p id="season">Season ${season}</p>`
      : `<p id="episode">${item.kind === 'tv' ? `Season ${season ?? 1}, ` : ''}Episode ${episode}${ep ? `: ${escapeHtml(ep.title)}` : ''}</p>`;
  const notes: Record<string, string> = {
    item: '',
    trailer: '<p id="trailer">Trailer</p>',
    share: `<p id="share">Share${ctx.query.get('ep_title') ? `: ${escapeHtml(ctx.query.get('ep_title') ?? '')}` : ''}</p>`,
    watched: `<p id="watched" data-user="${escapeHtml(webUser(ctx)?.name ?? '')}">Mark as watched on the website.</p>`,
  };
  const media = standardMedia(item);
  return `<main id="item" data-svc-id="${item.svc}" data-type="${item.kind}" data-slug="${item.slug}"${season !== undefined ? ` data-season="${season}"` : ''}${episode !== undefined ? ` data-episode="${episode}"` : ''} data-mode="${mode}">
<h1>${escapeHtml(item.title)} <small>(${item.year})</small></h1>${epLine}${notes[mode] ?? ''}
<img alt="" width="120" src="${ctx.sim.urls.image}/posters/${escapeHtml(String(media.poster))}_m.webp">
<p>${escapeHtml(item.overview)}</p></main>`;
}

function num(seg: string | undefined): number | undefined {
  const m = seg ? /-(\d+)$/.exec(seg) : null;
  return m ? Number(m[1]) : undefined;
}
