import { describe, expect, it } from 'vitest';
import { confirmedAnswer } from './confirmed-answer';

const confirm = (answer: Record<string, unknown>) => ({ type: 'generic-confirm', url: 'https://tv.example/watch/1', answer });

describe("confirmedAnswer: the user's answer as the background passes it on", () => {
  it('copies the answer field by field, trimmed, and nothing else', () => {
    expect(
      confirmedAnswer(confirm({ kind: 'episode', title: ' Dark ', season: 1, episode: 2, year: 2017, siteItemId: 'forged', ids: { imdb: 'tt1' } })),
    ).toEqual({
      type: 'generic-confirm',
      url: 'https://tv.example/watch/1',
      answer: { kind: 'episode', title: 'Dark', season: 1, episode: 2, year: 2017 },
    });
    expect(confirmedAnswer(confirm({ kind: 'movie', title: 'Roma' }))?.answer).toEqual({ kind: 'movie', title: 'Roma' });
  });

  it.each([
    ['another message', { type: 'generic-unsure', url: 'https://tv.example/watch/1', answer: { kind: 'movie', title: 'Roma' } }],
    ['no address', { type: 'generic-confirm', answer: { kind: 'movie', title: 'Roma' } }],
    ['no answer', { type: 'generic-confirm', url: 'https://tv.example/watch/1' }],
    ['an empty title', confirm({ kind: 'movie', title: '  ' })],
    ['an unknown kind', confirm({ kind: 'show', title: 'Dark' })],
    ['an episode without its number', confirm({ kind: 'episode', title: 'Dark', season: 1 })],
    ['a negative season', confirm({ kind: 'episode', title: 'Dark', season: -1, episode: 1 })],
    ['an implausible year', confirm({ kind: 'movie', title: 'Roma', year: 20180 })],
    ['a number that is text', confirm({ kind: 'episode', title: 'Dark', episode: '2' })],
  ])('refuses %s', (_, message) => {
    expect(confirmedAnswer(message)).toBeNull();
  });
});
