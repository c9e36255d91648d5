import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { XML_MAX_DEPTH, XML_MAX_ELEMENTS, XML_MAX_TEXT, xmlBoundsProblem } from './xml-bounds.js';

const fixture = (name: string) => fs.readFileSync(new URL(`../fixtures/${name}.xml`, import.meta.url), 'utf8');

describe('xmlBoundsProblem', () => {
  it('finds nothing in the GS1 example messages', () => {
    for (const name of ['CatalogueItemNotification', 'CatalogueItemConfirmation', 'CatalogueItemSubscription']) {
      expect(xmlBoundsProblem(fixture(name)), name).toBeNull();
    }
  });

  it('counts a text as read, entities as one character', () => {
    const text = (body: string) => `<a>${body}</a>`;
    expect(xmlBoundsProblem(text('x'.repeat(XML_MAX_TEXT)))).toBeNull();
    expect(xmlBoundsProblem(text('&amp;'.repeat(XML_MAX_TEXT)))).toBeNull();
    expect(xmlBoundsProblem(text('x'.repeat(XML_MAX_TEXT + 1)))).toMatch(
      /^The XML has a text of more than 5000 characters.* \(line 1\)\.$/,
    );
  });

  it('bounds tags, attribute values, comments and CDATA as written', () => {
    expect(xmlBoundsProblem(`<a b="${'>'.repeat(100)}"/>`)).toBeNull();
    expect(xmlBoundsProblem(`<a b="${'x'.repeat(XML_MAX_TEXT)}"/>`)).toMatch(/markup of more than/);
    expect(xmlBoundsProblem(`<a><!--${'x'.repeat(XML_MAX_TEXT)}--></a>`)).toMatch(/markup of more than/);
    expect(xmlBoundsProblem(`<a><![CDATA[${'x'.repeat(XML_MAX_TEXT)}]]></a>`)).toMatch(/markup of more than/);
    expect(xmlBoundsProblem(`<a${' b="1"'.repeat(XML_MAX_TEXT)}>`)).toMatch(/markup of more than/);
  });

  it('bounds the nesting, self-closing elements not counted', () => {
    const nested = (depth: number) => `${'<a>'.repeat(depth)}<b/>${'</a>'.repeat(depth)}`;
    expect(xmlBoundsProblem(nested(XML_MAX_DEPTH))).toBeNull();
    expect(xmlBoundsProblem(`<r>${'<a/>'.repeat(1000)}</r>`)).toBeNull();
    expect(xmlBoundsProblem(nested(XML_MAX_DEPTH + 1))).toMatch(/nests elements more than 100 deep/);
  });

  it('bounds how many elements a message holds', () => {
    expect(xmlBoundsProblem(`<r>${'<a/>'.repeat(XML_MAX_ELEMENTS - 1)}</r>`)).toBeNull();
    expect(xmlBoundsProblem(`<r>${'<a/>'.repeat(XML_MAX_ELEMENTS)}</r>`)).toMatch(/holds more than 400000 elements/);
  });

  it('refuses NUL, written or as a character reference', () => {
    for (const xml of ['<a>x\0y</a>', '<a>&#0;</a>', '<a b="&#x00;"/>'])
      expect(xmlBoundsProblem(xml), xml).toMatch(/NUL/);
    expect(xmlBoundsProblem('<a>&#10;&#x20;</a>')).toBeNull();
  });
});
