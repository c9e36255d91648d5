import { amountInBase, dimensionOf, type UnitDimension } from '@tradepool/domain';
import { foldText } from './text-tokens.js';

/** A quantity in its dimension's base unit (grams, millilitres, millimetres …), comparable across units. */
export interface BaseAmount {
  amount: number;
  dimension: UnitDimension;
}

/** How titles abbreviate the units of net content, as GS1 measurement unit codes. */
const TEXT_UNITS: Readonly<Record<string, string>> = {
  mg: 'MGM',
  g: 'GRM',
  gr: 'GRM',
  gram: 'GRM',
  grams: 'GRM',
  kg: 'KGM',
  kilo: 'KGM',
  oz: 'ONZ',
  ounce: 'ONZ',
  ounces: 'ONZ',
  lb: 'LBR',
  lbs: 'LBR',
  pound: 'LBR',
  pounds: 'LBR',
  ml: 'MLT',
  cl: 'CLT',
  dl: 'DLT',
  l: 'LTR',
  lt: 'LTR',
  ltr: 'LTR',
  liter: 'LTR',
  liters: 'LTR',
  litre: 'LTR',
  litres: 'LTR',
  floz: 'OZA',
  pt: 'PTL',
  pint: 'PTL',
  qt: 'QTL',
  quart: 'QTL',
  gal: 'GLL',
  gallon: 'GLL',
  gallons: 'GLL',
};

const QUANTITY = /(\d+(?:[.,]\d+)?)\s*(fl\.?\s*oz|[a-z]+)\b/g;

/** A measure with a GS1 unit code ("12", "ONZ") in its base unit, or null when the unit measures nothing. */
export function baseAmount(value: number | string, unit: string): BaseAmount | null {
  const amount = typeof value === 'number' ? value : Number(value.replace(',', '.'));
  const dimension = dimensionOf(unit);
  if (!dimension || !Number.isFinite(amount) || amount <= 0) return null;
  const base = amountInBase(amount, unit, dimension);
  return base === null ? null : { amount: base, dimension };
}

/**
 * The net content a title states ("Tomato soup 10.75 oz", "Cola 6 x 330ml" → 330 ml), the last quantity
 * with a unit of mass or volume. Only used where the item carries no net content of its own.
 */
export function netContentInText(text: string | null | undefined): BaseAmount | null {
  if (!text) return null;
  let found: BaseAmount | null = null;
  for (const [, number, word] of foldText(text).matchAll(QUANTITY)) {
    const unit = TEXT_UNITS[word!.replace(/[.\s]/g, '')];
    if (!unit) continue;
    const amount = baseAmount(number!, unit);
    if (amount && (amount.dimension === 'mass' || amount.dimension === 'volume')) found = amount;
  }
  return found;
}

/** Within 2 %: "12 oz" and "340 g" are the same can, printed in two systems and rounded. */
export function sameAmount(a: BaseAmount, b: BaseAmount): boolean {
  return a.dimension === b.dimension && Math.abs(a.amount - b.amount) <= 0.02 * Math.max(a.amount, b.amount);
}
