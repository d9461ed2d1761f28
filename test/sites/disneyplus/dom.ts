// Unit tests read the fixture pages with linkedom, which does not parse declarative shadow
// roots: this does what the browser's parser does with <template shadowrootmode="open">.
import { parseHTML } from 'linkedom';

function attachDeclarativeShadowRoots(root: ParentNode): void {
  for (const template of [...root.querySelectorAll('template[shadowrootmode]')]) {
    const host = template.parentElement;
    if (!host || host.shadowRoot) continue;
    const mode = template.getAttribute('shadowrootmode') === 'closed' ? 'closed' : 'open';
    const shadow = host.attachShadow({ mode });
    shadow.append(...(template as HTMLTemplateElement).content.childNodes);
    template.remove();
    attachDeclarativeShadowRoots(shadow);
  }
}

/** A fixture page as the browser has it before its scripts run, shadow roots included. */
export function fixtureDocument(html: string): Document {
  const { document } = parseHTML(html);
  attachDeclarativeShadowRoots(document as unknown as Document);
  return document as unknown as Document;
}
