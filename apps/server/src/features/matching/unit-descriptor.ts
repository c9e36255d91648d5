/**
 * A buyer's item master writes the packaging level its own way ("EA", "Each", "CS", "case"); a CIN carries
 * GS1's TradeItemUnitDescriptorCode. Both are read as the GS1 code, so a case never passes for an each.
 */
const SYNONYMS: Readonly<Record<string, string>> = {
  EA: 'BASE_UNIT_OR_EACH',
  EACH: 'BASE_UNIT_OR_EACH',
  UNIT: 'BASE_UNIT_OR_EACH',
  BASEUNIT: 'BASE_UNIT_OR_EACH',
  BASEUNITOREACH: 'BASE_UNIT_OR_EACH',
  CA: 'CASE',
  CS: 'CASE',
  CASE: 'CASE',
  PK: 'PACK_OR_INNER_PACK',
  PACK: 'PACK_OR_INNER_PACK',
  INNERPACK: 'PACK_OR_INNER_PACK',
  PACKORINNERPACK: 'PACK_OR_INNER_PACK',
  PL: 'PALLET',
  PLT: 'PALLET',
  PALLET: 'PALLET',
  DS: 'DISPLAY_SHIPPER',
  DISPLAY: 'DISPLAY_SHIPPER',
  DISPLAYSHIPPER: 'DISPLAY_SHIPPER',
  MX: 'MIXED_MODULE',
  MIXEDMODULE: 'MIXED_MODULE',
  TL: 'TRANSPORT_LOAD',
  TRANSPORTLOAD: 'TRANSPORT_LOAD',
};

/** The GS1 code a unit descriptor means, or the text itself (upper case, letters only) when unknown. */
export function unitDescriptorCode(value: string | null | undefined): string | null {
  if (!value) return null;
  const key = value.toUpperCase().replace(/[^A-Z]+/g, '');
  if (key === '') return null;
  return SYNONYMS[key] ?? key;
}
