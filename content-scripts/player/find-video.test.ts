import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findMainVideo } from './find-video';

/** linkedom has no layout: each video's size is read from its data-size attribute ("1280x720"). */
function page(body: string): Document {
  const { window } = parseHTML(`<!doctype html><html><body>${body}</body></html>`);
  vi.stubGlobal('HTMLIFrameElement', (window as unknown as { HTMLIFrameElement: unknown }).HTMLIFrameElement);
  const document = window.document as unknown as Document;
  for (const host of document.querySelectorAll('[data-shadow-video]')) {
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = `<video data-size="${host.getAttribute('data-shadow-video')}"></video>`;
  }
  const sized = (root: ParentNode) => {
    for (const video of root.querySelectorAll('video')) {
      const [width, height] = (video.getAttribute('data-size') ?? '0x0').split('x').map(Number);
      Object.defineProperty(video, 'isConnected', { value: true });
      video.getBoundingClientRect = () => ({ width, height }) as DOMRect;
    }
  };
  sized(document);
  for (const host of document.querySelectorAll('[data-shadow-video]')) sized(host.shadowRoot!);
  return document;
}

const noPreviews = () => false;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('findMainVideo', () => {
  it('takes the largest visible video the site does not call a preview', () => {
    const document = page(
      '<video id="teaser" loop data-size="1920x1080"></video><video id="small" data-size="320x180"></video><video id="main" data-size="1280x720"></video><video id="hidden" data-size="0x0"></video>',
    );
    expect(findMainVideo(document, (video) => video.hasAttribute('loop'))?.id).toBe('main');
  });

  it('finds a player inside a web component only where the site says its player may be there', () => {
    const document = page('<media-player data-shadow-video="1280x720"></media-player>');
    expect(findMainVideo(document, noPreviews)).toBeNull();
    expect(findMainVideo(document, noPreviews, true)?.getAttribute('data-size')).toBe('1280x720');
  });

  it("compares shadow-root videos with the document's own", () => {
    const document = page('<video id="corner" data-size="320x180"></video><media-player data-shadow-video="1280x720"></media-player>');
    expect(findMainVideo(document, noPreviews)?.id).toBe('corner');
    expect(findMainVideo(document, noPreviews, true)?.getAttribute('data-size')).toBe('1280x720');
  });

  it('finds nothing on a page without a video', () => {
    expect(findMainVideo(page('<div><p>Browse</p></div>'), noPreviews, true)).toBeNull();
  });
});
