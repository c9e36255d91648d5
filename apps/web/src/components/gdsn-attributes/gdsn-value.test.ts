import { describe, expect, it } from 'vitest';
import { entry } from './test-entry';
import { codeText, formatGdsnDate, formatGdsnValue, gdsnValueLine, valueShapeOf } from './gdsn-value';

const MODULE = 'tradeItemInformation/extension/nutritionalInformationModule/nutrientHeader';
const LABELS: Record<string, Record<string, string>> = {
  MeasurementUnitCode_GDSN: { GRM: 'Gram' },
  NutrientTypeCode: { ENER: 'Energy' },
};
const labelOf = (list: string, code: string) => LABELS[list]?.[code];

describe('how a GDSN value is shown and typed in', () => {
  it('reads a text per language from its languageCode', () => {
    const statement = entry('m/ingredientStatement', {
      length: { min: 1, max: 5000 },
      flags: { language: 'yes', uom: 'no', currency: 'no' },
    });
    const shape = valueShapeOf(statement, [
      entry('m/ingredientStatement/@languageCode', { codeListName: 'LanguageCode' }),
    ]);
    expect(shape).toEqual({
      kind: 'longText',
      qualifier: { role: 'language', attribute: 'languageCode', codeListName: 'LanguageCode' },
      enumeration: null,
    });
    expect(
      gdsnValueLine(
        shape,
        { name: 'ingredientStatement', value: 'Oats', attributes: { languageCode: 'en' } },
        null,
        labelOf,
      ),
    ).toBe('Oats (en)');
  });

  it('reads a measurement with its unit, whatever the unit attribute is called', () => {
    const quantity = entry(`${MODULE}/quantityContained`, { valueType: 'decimal', dataType: 'Measurement' });
    const shape = valueShapeOf(quantity, [
      entry(`${MODULE}/quantityContained/@measurementUnitCode`, { codeListName: 'MeasurementUnitCode_GDSN' }),
    ]);
    expect(shape.kind).toBe('number');
    expect(shape.qualifier).toEqual({
      role: 'unit',
      attribute: 'measurementUnitCode',
      codeListName: 'MeasurementUnitCode_GDSN',
    });
    expect(
      gdsnValueLine(shape, { name: 'q', value: '12.5', attributes: { measurementUnitCode: 'GRM' } }, null, labelOf),
    ).toBe('12.5 GRM');
    const temperature = valueShapeOf(entry('m/maximumTemperature', { valueType: 'decimal' }), [
      entry('m/maximumTemperature/@temperatureMeasurementUnitCode'),
    ]);
    expect(temperature.qualifier?.attribute).toBe('temperatureMeasurementUnitCode');
    const amount = valueShapeOf(entry('m/price', { valueType: 'float' }), [
      entry('m/price/@currencyCode', { codeListName: 'CurrencyCode' }),
    ]);
    expect(amount.qualifier).toEqual({ role: 'currency', attribute: 'currencyCode', codeListName: 'CurrencyCode' });
    // GS1's flag alone says nothing: the dictionary gives this percentage no unit.
    const percent = entry('m/dailyValueIntakePercent', {
      valueType: 'decimal',
      flags: { language: 'no', uom: 'yes', currency: 'no' },
    });
    expect(valueShapeOf(percent, []).qualifier).toBeNull();
  });

  it('reads codes with their label, NonBinaryLogic, yes/no, numbers and dates', () => {
    const code = valueShapeOf(entry('m/nutrientTypeCode', { codeListName: 'NutrientTypeCode' }));
    expect(code.kind).toBe('code');
    expect(formatGdsnValue(code, 'ENER', 'NutrientTypeCode', labelOf)).toBe('Energy (ENER)');
    expect(formatGdsnValue(code, 'XYZ', 'NutrientTypeCode', labelOf)).toBe('XYZ');

    const logic = valueShapeOf(
      entry('m/isIngredientRelevantDataProvided', {
        dataType: 'NonBinaryLogicEnumeration',
        codeListName: 'NonBinaryLogicEnumeration',
        enumeration: ['FALSE', 'TRUE', 'UNSPECIFIED'],
      }),
    );
    expect(logic.kind).toBe('nonBinaryLogic');
    expect(logic.enumeration).toEqual(['FALSE', 'TRUE', 'UNSPECIFIED']);
    expect(['TRUE', 'FALSE', 'UNSPECIFIED'].map((v) => formatGdsnValue(logic, v, null, labelOf))).toEqual([
      'True',
      'False',
      'Unspecified',
    ]);

    const yes = valueShapeOf(entry('m/isTradeItemABaseUnit', { valueType: 'boolean' }));
    expect(formatGdsnValue(yes, 'true', null, labelOf)).toBe('Yes');
    expect(valueShapeOf(entry('m/count', { valueType: 'nonNegativeInteger' })).kind).toBe('number');
    expect(valueShapeOf(entry('m/start', { valueType: 'dateTime' })).kind).toBe('dateTime');
    expect(valueShapeOf(entry('m/name', { length: { min: 1, max: 70 } })).kind).toBe('text');
    const date = valueShapeOf(entry('m/start', { valueType: 'dateTime' }));
    expect(formatGdsnValue(date, '2024-03-01T00:00:00', null, labelOf)).toBe('03/01/2024');
  });

  it('writes dates mm/dd/yyyy, with the time of day when there is one', () => {
    expect(formatGdsnDate('2024-03-01')).toBe('03/01/2024');
    expect(formatGdsnDate('2024-03-01+01:00')).toBe('03/01/2024');
    expect(formatGdsnDate('2024-03-01T14:30:00Z')).toBe('03/01/2024 14:30');
    expect(formatGdsnDate('soon')).toBe('soon');
    expect(codeText('GRM', 'Gram')).toBe('Gram (GRM)');
    expect(codeText('GRM', undefined)).toBe('GRM');
  });
});
