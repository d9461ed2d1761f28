import { describe, expect, it } from 'vitest';
import { matchConfidence, normaliseTitle, type Candidate } from './title-match';

describe('normaliseTitle', () => {
  it.each<[string, string]>([
    ['The Matrix', 'the matrix'],
    ['  The   Matrix  ', 'the matrix'],
    ['Amélie', 'amelie'],
    ['Am\u0065\u0301lie', 'amelie'],
    ['Pokémon: Mewtwo Strikes Back', 'pokemon mewtwo strikes back'],
    ['Spider-Man: No Way Home', 'spider man no way home'],
    ['Tom & Jerry', 'tom and jerry'],
    ['Tom&Jerry', 'tom and jerry'],
    ["Grey's Anatomy", 'grey s anatomy'],
    ['Mission: Impossible – Fallout', 'mission impossible fallout'],
    ['WALL·E', 'wall e'],
    ['Se7en', 'se7en'],
    ['2001: A Space Odyssey', '2001 a space odyssey'],
    ['ＴＲＩＧＵＮ', 'trigun'],
    ['進撃の巨人', '進撃の巨人'],
    ['Jujutsu Kaisen!!', 'jujutsu kaisen'],
    ['...', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseTitle(input)).toBe(expected);
  });

  it('makes spellings that differ only in case, accents and punctuation equal', () => {
    expect(normaliseTitle('Les Misérables')).toBe(normaliseTitle('LES MISERABLES'));
    expect(normaliseTitle('Marvel’s Daredevil')).toBe(normaliseTitle("Marvel's Daredevil"));
    expect(normaliseTitle('Law & Order')).toBe(normaliseTitle('Law and Order'));
  });

  it('keeps different titles different', () => {
    expect(normaliseTitle('Heat')).not.toBe(normaliseTitle('Heat 2'));
    expect(normaliseTitle('Dune')).not.toBe(normaliseTitle('Dune: Part Two'));
  });
});

describe('matchConfidence', () => {
  const table: Array<[string, Candidate, Candidate, number]> = [
    ['exact title and year', { title: 'Heat', year: 1995 }, { title: 'Heat', year: 1995 }, 1],
    ['same title, different spelling, same year', { title: 'Amélie', year: 2001 }, { title: 'AMELIE', year: 2001 }, 1],
    ['year one off (regional release)', { title: 'Heat', year: 1995 }, { title: 'Heat', year: 1996 }, 0.8],
    ['year one off the other way', { title: 'Heat', year: 1996 }, { title: 'Heat', year: 1995 }, 0.8],
    ['year far off (a remake)', { title: 'Heat', year: 1995 }, { title: 'Heat', year: 1986 }, 0.2],
    ['no wanted year', { title: 'Heat' }, { title: 'Heat', year: 1995 }, 0.7],
    ['no candidate year', { title: 'Heat', year: 1995 }, { title: 'Heat', year: null }, 0.7],
    ['different title', { title: 'Heat', year: 1995 }, { title: 'Heat 2', year: 1995 }, 0],
    ['different title, no years', { title: 'Dark' }, { title: 'Darker' }, 0],
  ];

  it.each(table)('%s', (_label, wanted, candidate, expected) => {
    expect(matchConfidence(wanted, candidate)).toBe(expected);
  });

  it('stays within 0-1 and ranks the exact year highest', () => {
    const wanted = { title: 'Dune', year: 2021 };
    const scores = [2021, 2020, 2022, 1984, null].map((year) => matchConfidence(wanted, { title: 'Dune', year }));
    for (const score of scores) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
    }
    expect(Math.max(...scores)).toBe(scores[0]);
    expect(scores[0]).toBeGreaterThan(scores[1]!);
    expect(scores[1]).toBeGreaterThan(scores[3]!);
  });
});
