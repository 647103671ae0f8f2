const KATAKANA = /[\u30a1-\u30f6\u30fd\u30fe]/g;
/** What an IME gives for a hyphen (ー in かな mode, − ‐ – — ―): one hyphen, so 1ー2ー3 finds 1-2-3. */
const DASHES = /[\u2010-\u2015\u2212\u30fc]/g;

/**
 * Text as staff compare it (docs/search.md "Matching"): NFKC (ＡＢＣ → ABC, ｶﾀｶﾅ → カタカナ), katakana as hiragana, lower case, dashes one
 * hyphen, no spaces; the last NFKC composes what the removed spaces kept apart.
 */
export const foldForSearch = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(KATAKANA, (kana) => String.fromCharCode(kana.charCodeAt(0) - 0x60))
    .replace(DASHES, '-')
    .replace(/\s+/g, '')
    .normalize('NFKC');

/** What a typed search looks for: the whole text without its spaces, or each of its words. */
export type SearchTerms = { whole: string; words: string[] };

export const searchTerms = (text: string): SearchTerms => ({ whole: foldForSearch(text), words: text.split(/\s+/).map(foldForSearch).filter(Boolean) });

/** Whether folded text (foldForSearch) holds the search: the whole of it, or every one of its words. */
export const matchesSearch = (folded: string, { whole, words }: SearchTerms): boolean =>
  whole !== '' && (folded.includes(whole) || words.every((word) => folded.includes(word)));
