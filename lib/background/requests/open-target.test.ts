import { describe, expect, it } from 'vitest';
import { pageToOpen } from './open-target';

const WEB = 'https://svc.example';

describe("pageToOpen: which of the redirect helper's Locations a tab may open (spec 4.2)", () => {
  it('a trailer opens wherever its https Location points: a real trailer lives off the web host', () => {
    expect(pageToOpen('https://youtube.com/watch?v=inception', WEB, 'trailer')).toBe('https://youtube.com/watch?v=inception');
    expect(pageToOpen('/movies/10004/inception/trailer', WEB, 'trailer')).toBe('https://svc.example/movies/10004/inception/trailer');
  });

  it('a trailer Location that is not https (nor the web host) is not opened', () => {
    expect(pageToOpen('http://youtube.com/watch?v=x', WEB, 'trailer')).toBeNull();
    expect(pageToOpen('javascript:alert(1)', WEB, 'trailer')).toBeNull();
    expect(pageToOpen(null, WEB, 'trailer')).toBeNull();
  });

  it("an item's page or share page opens only on the web host", () => {
    expect(pageToOpen('/tv/20001/stranger-things', WEB, 'svc')).toBe('https://svc.example/tv/20001/stranger-things');
    expect(pageToOpen('https://elsewhere.example/tv/20001', WEB, 'svc')).toBeNull();
    expect(pageToOpen('https://elsewhere.example/share', WEB, 'share')).toBeNull();
  });
});
