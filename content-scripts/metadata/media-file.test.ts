import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { mediaFileName } from './media-file';

const PAGE = new URL('https://files.example.org/tv/Breaking%20Bad/');
const docWith = (body: string) => parseHTML(`<!doctype html><html><body>${body}</body></html>`).document as unknown as Document;

describe('mediaFileName: the base name of the file the page plays, never its folders', () => {
  it.each([
    ['<video src="Breaking.Bad.S01E05.720p.WEB.mp4"></video>', 'Breaking.Bad.S01E05.720p.WEB.mp4'],
    ['<video src="/media/disk2/Movies/Heat%20(1995).mkv"></video>', 'Heat (1995).mkv'],
    ['<video><source src="https://cdn.example.org/a/b/[Group]%20Frieren%20-%2013%20(1080p).webm?token=x"></video>', '[Group] Frieren - 13 (1080p).webm'],
  ])('%s -> %s', (body, name) => {
    expect(mediaFileName(docWith(body), PAGE)).toBe(name);
  });

  it.each([
    ['a stream', '<video src="blob:https://files.example.org/5d1c"></video>'],
    ['an address without a file name', '<video src="/_fixture/media/feature"></video>'],
    ['a page without a video', '<p>nothing</p>'],
    ['an image, not a video file', '<video src="/posters/heat.jpg"></video>'],
    ['an encoded folder separator', '<video src="/a/b%2FHeat.mkv"></video>'],
  ])('nothing for %s', (_label, body) => {
    expect(mediaFileName(docWith(body), PAGE)).toBeUndefined();
  });
});
