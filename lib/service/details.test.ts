import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../config';
import { posterUrl } from './details';

const config = resolveConfig({ WXT_SVC_IMAGE_URL: 'https://img.svc.test' });

describe('posterUrl (spec 2.2: {image_url}/posters/<poster>_m.webp)', () => {
  it('keeps a "/" in the fragment as a path separator, and encodes what each segment holds', () => {
    expect(posterUrl(config, 'ab/cd 1')).toBe('https://img.svc.test/posters/ab/cd%201_m.webp');
    expect(posterUrl(config, 'plain')).toBe('https://img.svc.test/posters/plain_m.webp');
  });

  it('a fragment that would climb out of /posters/ keeps its slashes encoded', () => {
    expect(new URL(posterUrl(config, '../../oauth/x')).pathname).toMatch(/^\/posters\//);
    expect(new URL(posterUrl(config, 'a//b')).pathname).toMatch(/^\/posters\//);
  });
});
