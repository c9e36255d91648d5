/**
 * How product text becomes comparable tokens. Retail titles write the same product many ways: "Adobe®
 * Photoshop CS 2", "photoshop cs2 (mac)", "PhotoShop v.9.0"; "KDL-40V4100" beside "KDL40V4100"; "Warlords
 * III" beside "warlords 3". Everything here is generic text handling, with no word lists of any one catalog.
 */

/** English function words: they say nothing about which product a title names. */
const STOP_WORDS = 'a an and as at by for from in is of on or the to with'.split(' ');

/** Roman numerals of sequels and versions; "i", "v" and "x" stay letters (a pronoun, "v." and "OS X"). */
const ROMAN: Readonly<Record<string, string>> = { ii: '2', iii: '3', iv: '4', vi: '6', vii: '7', viii: '8', ix: '9' };

/** Legal forms that follow a company's name and never tell two brands apart. */
const LEGAL_FORMS =
  'inc incorporated corp corporation co company ltd limited llc llp lp plc gmbh ag kg sa sas sarl srl spa bv nv oy ab pty pvt'.split(
    ' ',
  );

/** The legal forms a title may carry without meaning anything else ("limited edition" keeps its word). */
const TITLE_LEGAL_FORMS = 'inc incorporated corp corporation ltd llc llp plc gmbh'.split(' ');

/** Words that only announce the version number after them ("v. 4", "version 10"). */
const VERSION_MARKERS = ['v', 'ver', 'version'];

/** What a description drops; what a brand name drops. */
const DROPPED_FROM_TEXT = new Set([...STOP_WORDS, ...VERSION_MARKERS, ...TITLE_LEGAL_FORMS]);
const DROPPED_FROM_BRAND = new Set([...STOP_WORDS, ...LEGAL_FORMS]);

export type TokenKind = 'word' | 'number' | 'code';

export interface TextTokens {
  /** Every token in reading order (repeats kept: compounds are found between neighbours). */
  tokens: string[];
  /**
   * Model codes: a token mixing letters and digits or a long digit run ("2050xf", "22070152"), and the
   * joined form of a code written in parts ("kdl-40v4100" → "kdl40v4100", "m9301z/b" → "m9301zb").
   */
  codes: string[];
}

/** Lower case, accents and marks (®, ™, (r), (tm)) and apostrophes gone: "Noah's Ark®" → "noahs ark". */
export function foldText(text: string): string {
  // Most product text is plain ASCII, and decomposing it would change nothing but the time spent.
  const plain = /[\u0080-\uffff]/.test(text) ? text.normalize('NFKD').replace(/\p{M}+/gu, '') : text;
  return plain
    .toLowerCase()
    .replace(/\((?:r|tm|c)\)|[®™©]/g, ' ')
    .replace(/['’‘`´]/g, '');
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isLetter = (c: number) => c >= 97 && c <= 122;
const DOT = 46;

/** Letters and digits, and the `. / + -` that join the parts of model codes and versions. */
const inChunk = (c: number) => isLetter(c) || isDigit(c) || c === DOT || c === 47 || c === 43 || c === 45;

export function tokenKind(token: string): TokenKind {
  let digits = false;
  let others = false;
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (isDigit(c)) digits = true;
    else if (c !== DOT) others = true;
  }
  return !digits ? 'word' : others ? 'code' : 'number';
}

/**
 * A model code worth matching on its own: letters with digits ("2050xf", "cs3") or digits too long to be a
 * year or a count. A quantity with its unit ("3u", "10pk", "10.75oz", "500gb") is no code.
 */
export function isModelCode(token: string): boolean {
  const kind = tokenKind(token);
  if (kind === 'number') return token.length >= 5 && !token.includes('.');
  return kind === 'code' && token.length >= 3 && /[a-z]/.test(token) && !/^\d{1,3}(?:\.\d+)?[a-z]{1,3}$/.test(token);
}

/**
 * How strongly a shared code says "same product": a short one ("cs3", "b26") is a version or a fragment
 * that many products share, a long one ("kdl40v4100", "213076b26") names one product.
 */
export function codeStrength(code: string): number {
  return code.length >= 6 ? 1 : code.length >= 5 ? 0.5 : 0;
}

/** Plurals read as their singular ("games", "licenses", "batteries"), so "2 user" meets "2 users". */
function singular(word: string): string {
  const n = word.length;
  if (n < 4 || word[n - 1] !== 's' || word === 'series') return word;
  const before = word[n - 2];
  if (before === 's' || before === 'u' || before === 'i') return word;
  return n >= 5 && word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.slice(0, -1);
}

/** "7.0" → "7", "10.00" → "10": a version said either way is one token ("1.10" stays). */
function versionNumber(number: string): string {
  const trimmed = number.replace(/(?:\.0+)+$/, '');
  return trimmed === '' ? number : trimmed;
}

/** One part of a chunk as tokens: a word run into its version ("deluxe17", "audition2") is two. */
function pushPart(part: string, tokens: string[], codes: string[]): void {
  let letters = 0;
  let digits = 0;
  for (let i = 0; i < part.length; i++) {
    const c = part.charCodeAt(i);
    if (isLetter(c)) letters++;
    else if (isDigit(c)) digits++;
  }
  if (digits === 0) {
    const word = singular(ROMAN[part] ?? part);
    if (!DROPPED_FROM_TEXT.has(word)) tokens.push(word);
    return;
  }
  if (letters === 0) {
    tokens.push(versionNumber(part));
    return;
  }
  let head = 0;
  while (isLetter(part.charCodeAt(head))) head++;
  // "v10" is version 10.
  if (head === 1 && part[0] === 'v' && letters === 1) {
    tokens.push(versionNumber(part.slice(1)));
    return;
  }
  if (head >= 4 && letters === head) {
    pushPart(part.slice(0, head), tokens, codes);
    tokens.push(versionNumber(part.slice(head)));
    return;
  }
  tokens.push(part);
  if (isModelCode(part)) codes.push(part);
}

/** What follows a number that makes it an amount, not a code: "1024 x 768", "1000 sheets", "2400 dpi". */
const AMOUNT_AFTER =
  /^\s*(?:x|mb|gb|tb|kb|mhz|ghz|hz|w|mah|v|mm|cm|in|inch|ft|lb|lbs|oz|g|kg|ml|l|dpi|rpm|pages|sheets|pcs|pack|pk|count|ct|calories|bit|bits)\b/;

/**
 * Four or five digits alone ("13791 super granny", "wasp 1800") are a part number unless they are a year or
 * an amount: a code, though a short one.
 */
function standsAsPartNumber(part: string, text: string, end: number): boolean {
  return /^\d{4,5}$/.test(part) && !/^(?:19|20)\d\d$/.test(part) && !AMOUNT_AFTER.test(text.slice(end, end + 12));
}

/** A part that makes its chunk a code written in parts: letters with digits, or four digits and more. */
function codeLikePart(part: string): boolean {
  return /\d/.test(part) && (/[a-z]/.test(part) || /^\d{4,}$/.test(part));
}

/**
 * A chunk is what lies between spaces and punctuation other than `-`, `/`, `.` and `+`, which also join
 * the parts of a model code. Its parts are tokens; a chunk of several parts with a code-like part is also
 * a model code, joined: "kdl-40v4100", "01-ssc-5310", "392-02322" (while "10-client" and "3-user" are
 * counts). Written as a scanner: a catalog of a million titles goes through here.
 */
export function textTokens(text: string | null | undefined): TextTokens {
  const tokens: string[] = [];
  const codes: string[] = [];
  if (!text) return { tokens, codes };
  const folded = foldText(text);
  const n = folded.length;
  const parts: string[] = [];
  let i = 0;
  while (i < n) {
    while (i < n && !inChunk(folded.charCodeAt(i))) i++;
    parts.length = 0;
    let partStart = i;
    for (; i <= n; i++) {
      const c = i < n ? folded.charCodeAt(i) : 32;
      if (isLetter(c) || isDigit(c)) continue;
      // A dot between digits is a decimal point; any other dot, dash, slash or plus separates parts.
      if (c === DOT && i > partStart && isDigit(folded.charCodeAt(i - 1)) && isDigit(folded.charCodeAt(i + 1)))
        continue;
      if (i > partStart) parts.push(folded.slice(partStart, i));
      if (!inChunk(c)) break;
      partStart = i + 1;
    }
    for (const part of parts) pushPart(part, tokens, codes);
    if (parts.length === 1 && standsAsPartNumber(parts[0]!, folded, i)) codes.push(parts[0]!);
    if (parts.length > 1 && parts.some(codeLikePart)) {
      const joined = parts.join('').replaceAll('.', '');
      if (isModelCode(joined) && !codes.includes(joined)) codes.push(joined);
    }
  }
  return { tokens, codes };
}

/** A brand or manufacturer name as tokens: "Sony-Media-Software Inc." → sony, media, software. */
export function brandTokens(brand: string | null | undefined): string[] {
  if (!brand) return [];
  return foldText(brand)
    .split(/[^a-z0-9]+/)
    .filter((t) => t !== '' && !DROPPED_FROM_BRAND.has(t))
    .map(singular);
}

/** An identifier as people type it in different systems: "ABC-123/B" and "abc 123b" are one code. */
export function identifierKey(value: string | null | undefined): string | null {
  if (!value) return null;
  const key = foldText(value).replace(/[^a-z0-9]+/g, '');
  return key === '' ? null : key;
}
