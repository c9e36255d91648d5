import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SOURCE, OUTPUT, generateDictionary } from '../../../../../scripts/gdsn-dictionary.mjs';

// GS1's workbook lives in the project's reference data beside the repository, not in it: a clone without it (CI)
// checks the committed file alone.
const hasSource = fs.existsSync(DEFAULT_SOURCE);

describe.skipIf(!hasSource)('the generated dictionary, against GS1 workbook', () => {
  const generated = hasSource ? generateDictionary() : undefined;

  it('is up to date: regenerating writes the committed file', () => {
    expect(generated!.json === fs.readFileSync(OUTPUT, 'utf8')).toBe(true);
  });

  it("keeps the 5,311 trade-item rows but two repeats; GS1's 2,697 CIN attributes are 2,660 here and 37 above the trade item", () => {
    const rows = JSON.parse(fs.readFileSync(DEFAULT_SOURCE, 'utf8')) as {
      message: string;
      type: string;
      xPath: string;
    }[];
    const cinAttributes = rows.filter((r) => r.message === 'CatalogueItemNotification' && r.type === 'Attribute');
    const elements = cinAttributes.filter((r) => !r.xPath.includes('@'));
    expect(elements).toHaveLength(2697);
    expect(elements.filter((r) => !r.xPath.includes('/catalogueItem/tradeItem/'))).toHaveLength(37);

    const { report } = generated!;
    expect(report.kept).toBe(5309);
    expect(report.kinds).toEqual({ class: 557, module: 76, attribute: 2660, xmlAttribute: 2016 });
    expect(report.droppedRepeats).toEqual([
      { bmsId: 6340, keeps: 3341 },
      { bmsId: 6483, keeps: 6373 },
    ]);
    expect(report.moved.map((m) => m.bmsId)).toEqual([6422]);
    expect(report.slashesAdded).toEqual([5745]);
  });

  it('spells element and XML attribute names as the XSDs do', () => {
    const { report } = generated!;
    expect(report.attributeNamesFixed).toHaveLength(50);
    expect(report.attributeNamesFixed).toContainEqual({
      bmsId: 2404,
      from: 'measurementUnitcode',
      to: 'measurementUnitCode',
    });
    expect(report.attributeNamesFixed).toContainEqual({ bmsId: 7214, from: 'codeLsitVersion', to: 'codeListVersion' });
    expect(report.elementNamesFixed).toContainEqual({
      from: 'gDSNTradeItemClassification',
      to: 'gdsnTradeItemClassification',
    });
    expect(report.elementNamesFixed).toHaveLength(28);
  });

  it('finds the children of most classes out of XSD order by bmsId, so each entry carries its XSD place', () => {
    const { report } = generated!;
    expect(report.parentsOutOfXsdOrder).toBe(207);
    expect(report.parentsWithChildren).toBe(627);
  });
});
