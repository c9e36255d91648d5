/**
 * The GDSN measurement units that measure one physical quantity, with their size in a base unit, from the
 * conversion factors of UN/ECE Recommendation 20 (the source of GS1's MeasurementUnitCode list). What the
 * rules compare (gross against net weight, saturated fat against fat) is converted through these; a unit
 * outside a dimension (EA, P1, NIU …) is a valid GS1 unit that simply cannot be compared with one inside.
 */
export const UNIT_DIMENSIONS = ['mass', 'length', 'volume', 'energy', 'temperature'] as const;
export type UnitDimension = (typeof UNIT_DIMENSIONS)[number];

export type MeasuringSystem = 'metric' | 'imperial';

interface UnitSize {
  /** Base units per unit: grams, millimetres, millilitres, kilojoules; temperatures convert by formula. */
  base: number;
  system: MeasuringSystem;
}

const metric = (base: number): UnitSize => ({ base, system: 'metric' });
const imperial = (base: number): UnitSize => ({ base, system: 'imperial' });

const UNITS: Readonly<Record<UnitDimension, Readonly<Record<string, UnitSize>>>> = {
  // Grams per unit.
  mass: {
    MC: metric(1e-6),
    MGM: metric(1e-3),
    CGM: metric(1e-2),
    DG: metric(0.1),
    GRM: metric(1),
    HGM: metric(100),
    KGM: metric(1000),
    TNE: metric(1e6),
    GRN: imperial(0.06479891),
    ONZ: imperial(28.349523125),
    APZ: imperial(31.1034768),
    LBR: imperial(453.59237),
    CWA: imperial(45359.237),
    CWI: imperial(50802.34544),
    STN: imperial(907184.74),
    LTN: imperial(1016046.9088),
  },
  // Millimetres per unit.
  length: {
    A71: metric(1e-12),
    C52: metric(1e-9),
    A11: metric(1e-7),
    C45: metric(1e-6),
    '4H': metric(1e-3),
    H79: metric(1 / 3),
    MMT: metric(1),
    CMT: metric(10),
    DMT: metric(100),
    MTR: metric(1000),
    KMT: metric(1e6),
    INH: imperial(25.4),
    FOT: imperial(304.8),
    YRD: imperial(914.4),
    SMI: imperial(1609344),
  },
  // Millilitres per unit.
  volume: {
    Q32: metric(1e-12),
    Q33: metric(1e-9),
    Q34: metric(1e-6),
    '4G': metric(1e-3),
    MMQ: metric(1e-3),
    CMQ: metric(1),
    MLT: metric(1),
    CLT: metric(10),
    DLT: metric(100),
    DMQ: metric(1000),
    LTR: metric(1000),
    HLT: metric(1e5),
    K6: metric(1e6),
    MTQ: metric(1e6),
    G26: metric(1e6),
    G25: imperial(4.92892159375),
    G24: imperial(14.78676478125),
    INQ: imperial(16.387064),
    OZI: imperial(28.4130625),
    OZA: imperial(29.5735295625),
    G21: imperial(236.5882365),
    PTL: imperial(473.176473),
    PTD: imperial(550.6104713575),
    PTI: imperial(568.26125),
    QTL: imperial(946.352946),
    QTD: imperial(1101.220942715),
    QTI: imperial(1136.5225),
    GLL: imperial(3785.411784),
    GLI: imperial(4546.09),
    G23: imperial(8809.767541),
    FTQ: imperial(28316.846592),
    BUA: imperial(35239.07016688),
    BUI: imperial(36368.72),
    BLL: imperial(158987.294928),
  },
  // Kilojoules per unit (the international-table calorie).
  energy: {
    JOU: metric(1e-3),
    D70: metric(4.1868e-3),
    KJO: metric(1),
    E14: metric(4.1868),
    D30: metric(1e9),
  },
  // Degrees are not multiples of each other: `toBase` converts to degrees Celsius.
  temperature: {
    CEL: metric(1),
    KEL: metric(1),
    FAH: imperial(1),
  },
};

const DIMENSION_OF = new Map<string, UnitDimension>(
  UNIT_DIMENSIONS.flatMap((dimension) => Object.keys(UNITS[dimension]).map((unit) => [unit, dimension] as const)),
);

/** The units of one dimension, in the order above (smallest first, metric before imperial). */
export function unitsOf(dimension: UnitDimension): readonly string[] {
  return Object.keys(UNITS[dimension]);
}

export function dimensionOf(unit: string): UnitDimension | undefined {
  return DIMENSION_OF.get(unit);
}

export function measuringSystemOf(unit: string): MeasuringSystem | undefined {
  const dimension = DIMENSION_OF.get(unit);
  return dimension ? UNITS[dimension][unit]!.system : undefined;
}

function toBase(amount: number, unit: string, dimension: UnitDimension): number {
  if (unit === 'FAH') return ((amount - 32) * 5) / 9;
  if (unit === 'KEL') return amount - 273.15;
  return amount * UNITS[dimension][unit]!.base;
}

function fromBase(amount: number, unit: string, dimension: UnitDimension): number {
  if (unit === 'FAH') return (amount * 9) / 5 + 32;
  if (unit === 'KEL') return amount + 273.15;
  return amount / UNITS[dimension][unit]!.base;
}

/** An amount in another unit of the same dimension, or null when the two units cannot be compared. */
export function convertAmount(amount: number, from: string, to: string): number | null {
  const dimension = DIMENSION_OF.get(from);
  if (!dimension || DIMENSION_OF.get(to) !== dimension) return null;
  return from === to ? amount : fromBase(toBase(amount, from, dimension), to, dimension);
}

/** An amount in its dimension's base unit (grams, millimetres, millilitres, kilojoules, degrees Celsius). */
export function amountInBase(amount: number, unit: string, dimension: UnitDimension): number | null {
  return DIMENSION_OF.get(unit) === dimension ? toBase(amount, unit, dimension) : null;
}
