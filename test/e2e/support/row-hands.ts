// The user's hands on a table row's page, in either browser: the row's steps (test/sites/row-steps.ts)
// done through the page's own elements. Page-side code is plain JavaScript sent as text, so
// Playwright (Chromium) and puppeteer (Firefox) run exactly the same thing in every frame.
import { describeStep, type UserStep } from '../../sites/row-steps';
import { waitFor } from './sim-admin';

/** One document of the open page (the top frame or a frame in it): evaluates an expression. */
export interface PageDocument {
  evaluate(expression: string): Promise<unknown>;
}

/** The page under test: its documents, top frame first (they change as frames load). */
export interface OpenPage {
  documents(): PageDocument[];
}

// Elements are looked up through open shadow roots (Disney+'s player lives in them); "the player"
// is the largest <video> of a document, or the first match of the step's own selector.
const TOOLS = `{
  all(root, selector) {
    const found = [...root.querySelectorAll(selector)];
    for (const element of root.querySelectorAll('*')) if (element.shadowRoot) found.push(...this.all(element.shadowRoot, selector));
    return found;
  },
  area(element) {
    const box = element.getBoundingClientRect();
    return box.width * box.height;
  },
  player(selector) {
    return this.all(document, selector || 'video').sort((a, b) => this.area(b) - this.area(a))[0] || null;
  },
}`;

const inPage = (body: string, arg: unknown) => `((tools, arg) => { ${body} })(${TOOLS}, ${JSON.stringify(arg)})`;

interface PlayerProbe {
  area: number;
  readyState: number;
  paused: boolean;
}

const PROBE = `const video = tools.player(arg); return video && { area: tools.area(video), readyState: video.readyState, paused: video.paused };`;

/** The document whose player is largest (the main one), once it knows its media (HAVE_METADATA). */
async function findPlayer(page: OpenPage, video: string | undefined): Promise<PageDocument> {
  return waitFor(`the player${video ? ` ${video}` : ''} with its media loaded`, async () => {
    let best: { document: PageDocument; probe: PlayerProbe } | null = null;
    for (const document of page.documents()) {
      const probe = (await document.evaluate(inPage(PROBE, video ?? null)).catch(() => null)) as PlayerProbe | null;
      if (probe && (!best || probe.area > best.probe.area)) best = { document, probe };
    }
    return best && best.probe.readyState >= 1 ? best.document : null;
  });
}

async function click(page: OpenPage, selector: string): Promise<void> {
  const CLICK = `const target = tools.all(document, arg).find((element) => tools.area(element) > 0); if (!target) return false; target.click(); return true;`;
  await waitFor(`a visible ${selector} to click`, async () => {
    for (const document of page.documents()) if ((await document.evaluate(inPage(CLICK, selector)).catch(() => false)) === true) return true;
    return false;
  });
}

async function onPlayer(page: OpenPage, video: string | undefined, body: string, value: unknown): Promise<void> {
  const document = await findPlayer(page, video);
  const outcome = await document.evaluate(inPage(`const video = tools.player(arg.video); ${body}`, { video: video ?? null, value }));
  if (outcome) throw new Error(String(outcome));
}

export async function perform(page: OpenPage, step: UserStep): Promise<void> {
  try {
    switch (step.do) {
      case 'play':
        // What the page's play button does; a browser refusing to play is the step's failure.
        return await onPlayer(page, step.video, 'return video.play().then(() => null, (error) => String(error));', null);
      case 'click':
        return await click(page, step.selector);
      case 'speed':
        return await onPlayer(page, step.video, 'video.playbackRate = arg.value; return null;', step.rate);
      case 'seek':
        return await onPlayer(page, step.video, 'video.currentTime = arg.value; return null;', step.seconds);
    }
  } catch (error) {
    throw new Error(`step "${describeStep(step)}": ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Until the player has played `seconds` more of its own media time (the page's clock, not ours). */
export async function waitPlayed(page: OpenPage, seconds: number, video?: string): Promise<void> {
  const document = await findPlayer(page, video);
  const TIME = 'const video = tools.player(arg); return video ? video.currentTime : -1;';
  const from = Number(await document.evaluate(inPage(TIME, video ?? null)));
  await waitFor(`the player to play ${seconds} s of its media`, async () => Number(await document.evaluate(inPage(TIME, video ?? null))) >= from + seconds);
}

/** Whether any <video> of the page (any frame) can be heard: the extension ignores muted ones by design. */
export async function anyAudible(page: OpenPage): Promise<boolean> {
  const AUDIBLE = 'return tools.all(document, "video").some((video) => !video.muted && video.volume > 0);';
  for (const document of page.documents()) if ((await document.evaluate(inPage(AUDIBLE, null)).catch(() => false)) === true) return true;
  return false;
}
