/** One piece of an XML text: a tag, a declaration, a comment, CDATA, or the text between them. */
type Token =
  | { kind: 'open'; text: string }
  | { kind: 'close'; text: string }
  | { kind: 'empty'; text: string }
  | { kind: 'other'; text: string }
  | { kind: 'text'; text: string };

/** Comments, CDATA, declarations, then any tag, quoted attribute values allowed to hold `>`. */
const MARKUP = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<(?:"[^"]*"|'[^']*'|[^'">])+>/g;

function tokenize(xml: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of xml.matchAll(MARKUP)) {
    const text = xml.slice(last, match.index);
    if (text.trim()) tokens.push({ kind: 'text', text: text.trim() });
    const tag = match[0];
    if (tag.startsWith('</')) tokens.push({ kind: 'close', text: tag });
    else if (tag.startsWith('<!') || tag.startsWith('<?')) tokens.push({ kind: 'other', text: tag });
    else if (tag.endsWith('/>')) tokens.push({ kind: 'empty', text: tag });
    else tokens.push({ kind: 'open', text: tag });
    last = match.index + tag.length;
  }
  const rest = xml.slice(last);
  if (rest.trim()) tokens.push({ kind: 'text', text: rest.trim() });
  return tokens;
}

/**
 * A GS1 message laid out to be read: one element a line, indented by depth, an element holding only text
 * kept on one line (`<gtin>00012345678905</gtin>`). Text and attributes are left as they are; a text that
 * is not XML comes back unchanged.
 */
export function prettyXml(xml: string, indent = '  '): string {
  const tokens = tokenize(xml);
  if (!tokens.some((token) => token.kind === 'open' || token.kind === 'empty')) return xml;
  const lines: string[] = [];
  let depth = 0;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    const afterNext = tokens[i + 2];
    if (token.kind === 'open' && next?.kind === 'text' && afterNext?.kind === 'close') {
      lines.push(indent.repeat(depth) + token.text + next.text + afterNext.text);
      i += 2;
    } else if (token.kind === 'open' && next?.kind === 'close') {
      lines.push(indent.repeat(depth) + token.text + next.text);
      i += 1;
    } else if (token.kind === 'close') {
      depth = Math.max(0, depth - 1);
      lines.push(indent.repeat(depth) + token.text);
    } else {
      lines.push(indent.repeat(depth) + token.text);
      if (token.kind === 'open') depth += 1;
    }
  }
  return lines.join('\n');
}
