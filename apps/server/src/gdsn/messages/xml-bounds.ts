/**
 * The longest text a GS1 XML 3.1 message holds: the XSDs' longest string type is `String5000Type`
 * (`maxLength` 5000, in SharedCommon.xsd and GdsnCommon.xsd); the few elements typed plain `xsd:string` are
 * held to it too. A text node counts its characters as read (an entity or character reference is one); a
 * tag, comment or processing instruction counts as written.
 */
export const XML_MAX_TEXT = 5000;

/**
 * How deep elements may nest. A trade item's deepest attribute sits about 15 elements below the message
 * root, and each level of a hierarchy written as nested catalogue items adds two (catalogueItemChildItemLink,
 * catalogueItem): 100 leaves room for a hierarchy of 40 levels, where real ones have at most 7.
 */
export const XML_MAX_DEPTH = 100;

/**
 * How many elements one message may hold. What parsing costs grows with them: a CIN of 20 MB (the upload
 * limit) written without indentation holds about 340,000 (61 bytes each, bench/xml-message.mjs) and takes
 * some 250 MB of heap to read; 20 MB of empty elements would be 5,000,000.
 */
export const XML_MAX_ELEMENTS = 400_000;

const NUL = /\0|&#(?:0+|x0+);/i;

/** A text's length as read: `&amp;`, `&#233;` and the like count as one character. */
function readLength(xml: string, from: number, to: number): number {
  let length = 0;
  for (let i = from; i < to; i++, length++) {
    if (xml.charCodeAt(i) !== 0x26) continue;
    const semicolon = xml.indexOf(';', i);
    if (semicolon > i && semicolon - i <= 12) i = semicolon;
  }
  return length;
}

/**
 * Where the markup opened at `lt` ends (just past it), or -1 when that is more than `XML_MAX_TEXT` away. A
 * start tag (`terminator` null) ends at the first `>` outside quoted attribute values.
 */
function markupEnd(xml: string, lt: number, from: number, terminator: string | null): number {
  const last = Math.min(xml.length, lt + XML_MAX_TEXT);
  if (terminator) {
    const end = xml.indexOf(terminator, from);
    const next = end < 0 ? xml.length : end + terminator.length;
    return next - lt > XML_MAX_TEXT ? -1 : next;
  }
  let quote = 0;
  for (let i = from; i < last; i++) {
    const c = xml.charCodeAt(i);
    if (quote) {
      if (c === quote) quote = 0;
    } else if (c === 0x22 || c === 0x27) quote = c;
    else if (c === 0x3e) return i + 1;
  }
  return last === xml.length ? xml.length : -1;
}

const TERMINATORS: Array<[string, string | null]> = [
  ['<!--', '-->'],
  ['<![CDATA[', ']]>'],
  ['<?', '?>'],
  ['</', '>'],
  ['<!', '>'],
];

/**
 * What makes a message cost the parser more than any GS1 message can, found before anything is parsed: a
 * text or markup past `XML_MAX_TEXT`, elements nested past `XML_MAX_DEPTH` (the recursive readers would
 * exhaust the stack) or more of them than `XML_MAX_ELEMENTS`, or the NUL character, which XML forbids and PostgreSQL text cannot hold (written or
 * as a character reference); null when there is none. One pass over the text; well-formedness is the
 * parser's to judge.
 */
export function xmlBoundsProblem(xml: string): string | null {
  const at = (what: string, index: number) => `The XML ${what} (line ${xml.slice(0, index).split('\n').length}).`;
  const nul = xml.search(NUL);
  if (nul >= 0) return at('contains the NUL character, which XML does not allow', nul);
  let depth = 0;
  let elements = 0;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const textEnd = lt < 0 ? xml.length : lt;
    if (textEnd - i > XML_MAX_TEXT && readLength(xml, i, textEnd) > XML_MAX_TEXT) {
      return at(`has a text of more than ${XML_MAX_TEXT} characters, longer than GS1 XML 3.1 allows`, i);
    }
    if (lt < 0) break;
    const second = xml.charCodeAt(lt + 1);
    const special = second === 0x21 || second === 0x3f || second === 0x2f; // <! <? </
    const [opening, terminator] = (special && TERMINATORS.find(([open]) => xml.startsWith(open, lt))) || ['<', null];
    const next = markupEnd(xml, lt, lt + opening.length, terminator);
    if (next < 0) return at(`has markup of more than ${XML_MAX_TEXT} characters`, lt);
    if (opening === '</') depth--;
    else if (opening === '<') {
      if (++elements > XML_MAX_ELEMENTS) return at(`holds more than ${XML_MAX_ELEMENTS} elements`, lt);
      if (xml.charCodeAt(next - 2) !== 0x2f && ++depth > XML_MAX_DEPTH) {
        return at(`nests elements more than ${XML_MAX_DEPTH} deep, deeper than any GS1 message`, lt);
      }
    }
    i = next;
  }
  return null;
}
