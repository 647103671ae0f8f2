import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch, searchTerms } from './search-text';

/** One character as staff may type it: every way of writing it that they would call the same. */
const units: string[][] = [
  ['a', 'A', 'ａ', 'Ａ'],
  ['k', 'K', 'ｋ', 'Ｋ'],
  ['1', '１'],
  ['7', '７'],
  ['-', '－', 'ー', '−'],
  ['か', 'カ', 'ｶ'],
  ['が', 'ガ', 'ｶﾞ'],
  ['ぽ', 'ポ', 'ﾎﾟ'],
  ['ん', 'ン', 'ﾝ'],
  ['ゔ', 'ヴ', 'ｳﾞ'],
  ['ゃ', 'ャ', 'ｬ'],
  ['温', '温'],
  ['泉', '泉'],
];
const spaces = fc.constantFrom('', '', ' ', '　', '  ');

/** A word as two people might type it: the same characters, each written its own way, spaces anywhere. */
const twoSpellings = fc
  .array(fc.tuple(fc.integer({ min: 0, max: units.length - 1 }), fc.nat(), fc.nat(), spaces, spaces), { minLength: 1, maxLength: 12 })
  .map((picks) => {
    const spell = (choice: 1 | 2) =>
      picks.map(([unit, a, b, spaceA, spaceB]) => {
        const ways = units[unit]!;
        return (choice === 1 ? spaceA : spaceB) + ways[(choice === 1 ? a : b) % ways.length]!;
      });
    return [spell(1).join(''), spell(2).join('')] as const;
  });

const anyText = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 30 }));

describe('foldForSearch (docs/search.md "Matching")', () => {
  it('folds width, kana, case, dashes and spaces', () => {
    expect(foldForSearch('ＡＢＣ ｶﾀｶﾅ')).toBe(foldForSearch('abcかたかな'));
    expect(foldForSearch('ポチタマリゾート　那須高原')).toBe('ぽちたまりぞ-と那須高原');
    expect(foldForSearch('渋谷区神宮前１ー２−３')).toBe('渋谷区神宮前1-2-3');
    expect(foldForSearch('TP-1-0042')).toBe('tp-1-0042');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(foldForSearch(foldForSearch(text))).toBe(foldForSearch(text));
      }),
    );
  });

  it('makes the width, kana, case and space variants of a text one text, which each finds in the other', () => {
    fc.assert(
      fc.property(twoSpellings, ([one, other]) => {
        expect(foldForSearch(one)).toBe(foldForSearch(other));
        expect(matchesSearch(foldForSearch(`施設 ${one} です`), searchTerms(other))).toBe(true);
      }),
    );
  });

  it('finds any piece of the folded text, and its words in any order', () => {
    fc.assert(
      fc.property(anyText, fc.nat(), fc.nat(), (text, from, length) => {
        const folded = [...foldForSearch(text)];
        const start = from % (folded.length + 1);
        const piece = folded.slice(start, start + length).join('');
        fc.pre(foldForSearch(piece) !== '');
        expect(matchesSearch(folded.join(''), searchTerms(piece))).toBe(true);
      }),
    );
    expect(matchesSearch(foldForSearch('わんカフェ渋谷'), searchTerms('渋谷　かふぇ'))).toBe(true);
    expect(matchesSearch(foldForSearch('わんカフェ渋谷'), searchTerms('カフェ 新宿'))).toBe(false);
    expect(matchesSearch(foldForSearch('わんカフェ渋谷'), searchTerms('  '))).toBe(false);
  });
});
