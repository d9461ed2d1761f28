import { escapeHtml } from '../text.ts';

/** A deliberately plain page: the e2e tests drive it by ids, nobody looks at it for style. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}button{margin-right:.5rem}</style>
</head><body>
${body}
</body></html>`;
}

export function errorPage(title: string, error: string, message: string): string {
  return page(
    title,
    `<main id="error" data-error="${escapeHtml(error)}"><h1>${escapeHtml(title)}</h1>
<p><code>${escapeHtml(error)}</code>: ${escapeHtml(message)}</p></main>`,
  );
}

export function userSelect(users: readonly { name: string; plan: string }[]): string {
  const options = users.map(
    (u, i) => `<option value="${escapeHtml(u.name)}"${i === 0 ? ' selected' : ''}>${escapeHtml(u.name)} (${u.plan.toUpperCase()})</option>`,
  );
  return `<label>Signed in as <select id="user" name="user">${options.join('')}</select></label>`;
}

export { escapeHtml };
