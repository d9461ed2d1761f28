import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../config';
import { answeredImageUrl, fanartUrl, posterUrl } from './image-urls';

const config = resolveConfig({ WXT_SVC_IMAGE_URL: 'https://img.svc.test' });
/** spec 1: what every request carries, the image host's included. */
const PARAMS = { client_id: config.clientId, 'app-name': config.appName, 'app-version': config.appVersion };
const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('posterUrl (spec 2.2: {image_url}/posters/<poster>_m.webp)', () => {
  it('keeps a "/" in the fragment as a path separator, and encodes what each segment holds', () => {
    expect(new URL(posterUrl(config, 'ab/cd 1')).pathname).toBe('/posters/ab/cd%201_m.webp');
    expect(new URL(posterUrl(config, 'plain')).origin + new URL(posterUrl(config, 'plain')).pathname).toBe('https://img.svc.test/posters/plain_m.webp');
  });

  it('a fragment that would climb out of /posters/ keeps its slashes encoded', () => {
    expect(new URL(posterUrl(config, '../../oauth/x')).pathname).toMatch(/^\/posters\//);
    expect(new URL(posterUrl(config, 'a//b')).pathname).toMatch(/^\/posters\//);
  });
});

describe('image URLs carry the three query parameters spec 1 asks of every request', () => {
  it('posters and fanart the client builds', () => {
    expect(paramsOf(posterUrl(config, 'ab/cd'))).toEqual(PARAMS);
    expect(paramsOf(fanartUrl(config, '12-the-show'))).toEqual(PARAMS);
  });

  it('an image URL from an answer, on the image host, keeps its path and gains the parameters', () => {
    const answered = answeredImageUrl(config, 'https://img.svc.test/fanart/12-the-show_l.webp');
    expect(new URL(answered!).pathname).toBe('/fanart/12-the-show_l.webp');
    expect(paramsOf(answered!)).toEqual(PARAMS);
  });

  it('an answer pointing anywhere but the image host gives no picture', () => {
    expect(answeredImageUrl(config, 'https://elsewhere.test/fanart/x_l.webp')).toBeNull();
    expect(answeredImageUrl(config, undefined)).toBeNull();
  });
});
