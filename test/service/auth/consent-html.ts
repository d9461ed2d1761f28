import type { ClientReg, User } from '../accounts.ts';
import { escapeHtml, page, userSelect } from '../web/html.ts';

const SCOPE_TEXT: Record<string, string> = {
  'media:read': 'See your history, watchlist, ratings and saved playback',
  'media:write': 'Add to your history, scrobble what you watch and change your library',
};

/** Carries every authorize parameter through the form, so the decision POST can validate them again. */
export function consentPage(client: ClientReg, appName: string, scopes: string[], params: Record<string, string>, users: readonly User[]): string {
  const hidden = Object.entries(params)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('\n');
  const items = scopes.map((s) => `<li data-scope="${escapeHtml(s)}"><code>${escapeHtml(s)}</code>: ${escapeHtml(SCOPE_TEXT[s] ?? s)}</li>`);
  return page(
    `Authorize ${appName}`,
    `<main id="consent">
<h1>Authorize <span id="app-name">${escapeHtml(appName)}</span></h1>
<p id="client-name">${escapeHtml(client.name)} (<code>${escapeHtml(client.id)}</code>) would like to:</p>
<ul id="scopes">${items.join('')}</ul>
<form id="decision" method="post" action="/oauth2/authorize/decision">
${hidden}
<p>${userSelect(users)}</p>
<button id="approve" type="submit" name="decision" value="approve">Approve</button>
<button id="deny" type="submit" name="decision" value="deny">Deny</button>
</form></main>`,
  );
}

export function devicePage(prefill: string, users: readonly User[], message?: { ok: boolean; text: string }): string {
  const note = message ? `<p id="result" data-ok="${message.ok}">${escapeHtml(message.text)}</p>` : '';
  return page(
    'Connect a device',
    `<main id="device">
<h1>Connect a device</h1>${note}
<form method="post" action="/device">
<p><label>Code <input id="user_code" name="user_code" autocomplete="off" value="${escapeHtml(prefill)}" maxlength="9"></label></p>
<p>${userSelect(users)}</p>
<button id="approve" type="submit" name="decision" value="approve">Approve</button>
<button id="deny" type="submit" name="decision" value="deny">Deny</button>
</form></main>`,
  );
}
