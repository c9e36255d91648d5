import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTES } from '../attributes.js';
import { RULE_CATEGORIES } from './rule-types.js';
import { GDSN_RULES } from './validate-trade-item.js';

// CI clones lack /work/shared: there the TS copy is the truth and this comparison is skipped.
const SOURCE = '/work/shared/reference/codelists/gdsn-validation-rules.json';
const DOC = new URL('../../../../../docs/GDSN-RULES.md', import.meta.url);

interface SourceRule {
  id: number;
  messageName: string | null;
  geoType: number;
  countries: string[];
  structuredRule: string;
  errorMessageDescription: string | null;
}

const GDSN_NAME = new Map(
  ATTRIBUTES.flatMap((a) => [
    [a.code, a.gdsn] as const,
    ...(a.fields ?? []).map((f) => [f.code, `${a.gdsn}/${f.gdsn}`] as const),
  ]),
);

describe('GDSN_RULES', () => {
  it.runIf(fs.existsSync(SOURCE))('carries the official texts, verbatim, and markets of the rules', () => {
    const source = new Map((JSON.parse(fs.readFileSync(SOURCE, 'utf8')) as SourceRule[]).map((r) => [r.id, r]));
    for (const rule of GDSN_RULES) {
      const official = source.get(rule.id);
      expect(official, `rule ${rule.id}`).toBeDefined();
      // geoType 1 is global; 3 applies in the countries listed.
      expect(official!.geoType, `rule ${rule.id}`).toBe(rule.markets.length ? 3 : 1);
      expect([...rule.markets].sort(), `rule ${rule.id}`).toEqual([...official!.countries].sort());
      expect(rule.structuredRule, `rule ${rule.id}`).toBe(official!.structuredRule);
      expect(rule.errorMessage, `rule ${rule.id}`).toBe(official!.errorMessageDescription);
    }
  });

  it('covers the seven categories with at least 35 rules, each id once', () => {
    expect(GDSN_RULES.length).toBeGreaterThanOrEqual(35);
    expect(new Set(GDSN_RULES.map((r) => r.id)).size).toBe(GDSN_RULES.length);
    expect(new Set(GDSN_RULES.map((r) => r.category))).toEqual(new Set(RULE_CATEGORIES));
  });

  it('names dictionary attributes and group columns only', () => {
    for (const rule of GDSN_RULES) {
      for (const code of rule.attributes) expect(GDSN_NAME.has(code), `rule ${rule.id}: ${code}`).toBe(true);
    }
  });
});

const cell = (text: string) =>
  text.replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r?\n/g, '<br>');

/** The docs table: one row per rule, generated so it stays true. */
function rulesTable(): string {
  const rows = GDSN_RULES.map((rule) => {
    const attributes = rule.attributes.map((code) => `${code} (${GDSN_NAME.get(code)})`).join(', ') || '(links)';
    const markets = rule.markets.join(', ') || 'all';
    return `| ${rule.id} | ${rule.category} | ${markets} | ${cell(attributes)} | ${cell(rule.errorMessage)} |`;
  });
  return [
    '| id | category | target markets | attributes (dictionary code and GDSN name) | error message |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

const START = '<!-- gdsn-rules:start -->\n';
const END = '<!-- gdsn-rules:end -->';

describe('docs/GDSN-RULES.md', () => {
  it('lists every implemented rule as GDSN_RULES has it (WRITE_GDSN_RULES_DOC=1 rewrites the table)', () => {
    const doc = fs.readFileSync(DOC, 'utf8');
    const [before, rest] = doc.split(START) as [string, string | undefined];
    expect(rest?.includes(END), 'the table markers').toBe(true);
    const after = rest!.slice(rest!.indexOf(END));
    const expected = `${before}${START}${rulesTable()}\n${after}`;
    if (process.env.WRITE_GDSN_RULES_DOC) fs.writeFileSync(DOC, expected);
    else expect(doc).toBe(expected);
  });
});
