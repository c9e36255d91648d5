/**
 * The words the global search indexes and looks for (issue 16): the same folding for what is stored and
 * what is typed, and the spell check's measures of how alike two words are.
 */

/** Longest word kept: longer "words" are codes or addresses nobody types. */
const MAX_TERM_LENGTH = 40;

/** Lower case without accents: "Crème Brûlée" and "creme brulee" are the same words. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A text's distinct words of two characters or more, folded ("Kellogg's Corn-Flakes" → kellogg, corn, flakes). */
export function termsOf(text: string | null | undefined): string[] {
  if (!text) return [];
  const words = foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2 && w.length <= MAX_TERM_LENGTH);
  return [...new Set(words)];
}

/**
 * A word's trigrams as PostgreSQL's pg_trgm makes them: padded with two spaces before and one after, each
 * run of three characters once. SQLite's trigram table holds the same, so both databases find the same
 * candidates.
 */
export function trigramsOf(word: string): string[] {
  const chars = [' ', ' ', ...word, ' '];
  const found = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) found.add(chars.slice(i, i + 3).join(''));
  return [...found];
}

/** pg_trgm's similarity: the trigrams two words share over those either has. */
export function trigramSimilarity(a: string, b: string): number {
  const left = new Set(trigramsOf(a));
  const right = trigramsOf(b);
  const shared = right.filter((t) => left.has(t)).length;
  return shared / (left.size + right.length - shared);
}

/** The similarity below which a word is not even a candidate: a transposed letter in "lindt" scores 0.2. */
export const MIN_SIMILARITY = 0.2;

/** Edits (a letter added, dropped, changed, or two swapped) that turn one word into the other. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let before = new Array<number>(y.length + 1).fill(0);
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[y.length]!;
}

/**
 * How many slips a typed word may hold and still be read as another: none for short words and numbers
 * (a size or a count must be what was typed), one from 4 letters, two from 8.
 */
export function slipsAllowed(word: string): number {
  if (/\p{N}/u.test(word) || word.length < 4) return 0;
  return word.length < 8 ? 1 : 2;
}

/** Whether a word of the index can be what was typed, misspelt. */
export function spelledAlike(typed: string, term: string): boolean {
  const slips = slipsAllowed(typed);
  return (
    slips > 0 &&
    Math.abs(typed.length - term.length) <= slips &&
    trigramSimilarity(typed, term) >= MIN_SIMILARITY &&
    editDistance(typed, term) <= slips
  );
}
