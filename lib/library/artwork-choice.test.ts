import { describe, expect, it } from 'vitest';
import { artworkFor, savesData } from './artwork-choice';

const POSTER = 'https://img.svc.test/posters/ab/12-the-show_m.webp?client_id=c&app-name=watchmark&app-version=1.0.0';
const FANART = 'https://img.svc.test/fanart/12-the-show_l.webp?client_id=c&app-name=watchmark&app-version=1.0.0';

describe('artworkFor: the picture to load, given the data-saver choice (issue 31)', () => {
  it('without data-saver: the picture as the image host named it', () => {
    expect(artworkFor(POSTER, 'poster', false)).toBe(POSTER);
    expect(artworkFor(FANART, 'fanart', false)).toBe(FANART);
  });

  it('with data-saver a poster comes at the smallest size, its path and parameters otherwise kept', () => {
    const small = new URL(artworkFor(POSTER, 'poster', true)!);
    expect(small.pathname).toBe('/posters/ab/12-the-show_s.webp');
    expect(small.search).toBe(new URL(POSTER).search);
  });

  it('with data-saver a fanart (large decoration behind text) is not loaded: the title stands in', () => {
    expect(artworkFor(FANART, 'fanart', true)).toBeNull();
  });

  it('no picture stays no picture', () => {
    expect(artworkFor(null, 'poster', false)).toBeNull();
    expect(artworkFor(undefined, 'poster', true)).toBeNull();
  });
});

describe('savesData: only where the browser offers the choice and the user made it', () => {
  it('reads navigator.connection.saveData', () => {
    expect(savesData({ connection: { saveData: true } })).toBe(true);
    expect(savesData({ connection: { saveData: false } })).toBe(false);
    // Firefox has no navigator.connection: nothing to respect there.
    expect(savesData({})).toBe(false);
  });
});
