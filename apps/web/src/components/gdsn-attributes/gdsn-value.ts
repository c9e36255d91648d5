import type { GdsnElement, GdsnEntry } from '@tradepool/domain';
import { elementName } from './gdsn-modules';

/** How a value is shown and typed in. */
export type GdsnValueKind =
  'text' | 'longText' | 'code' | 'nonBinaryLogic' | 'boolean' | 'number' | 'date' | 'dateTime';

/** What an XML attribute says about the value beside it: its language, unit or currency. */
export interface GdsnQualifier {
  role: 'language' | 'unit' | 'currency';
  /** The XML attribute's name (`languageCode`, `measurementUnitCode`, `temperatureMeasurementUnitCode` …). */
  attribute: string;
  codeListName: string | null;
}

export interface GdsnValueShape {
  kind: GdsnValueKind;
  qualifier: GdsnQualifier | null;
  /** The codes to choose from when the schema enumerates them itself. */
  enumeration: readonly string[] | null;
}

export const NON_BINARY_LOGIC = ['TRUE', 'FALSE', 'UNSPECIFIED'] as const;
const NON_BINARY_LABELS: Record<string, string> = { TRUE: 'True', FALSE: 'False', UNSPECIFIED: 'Unspecified' };
const BOOLEAN_LABELS: Record<string, string> = { true: 'Yes', false: 'No' };

const NUMBER_TYPES = new Set(['decimal', 'float', 'integer', 'nonNegativeInteger', 'number']);
/** Past this length a text gets several lines to be typed in. */
const LONG_TEXT = 200;

const QUALIFIERS: { role: GdsnQualifier['role']; test: RegExp }[] = [
  { role: 'language', test: /^languageCode$/ },
  { role: 'unit', test: /measurementUnitCode$/i },
  { role: 'currency', test: /^currencyCode$/ },
];

/**
 * The language, unit or currency of an attribute, from the XML attributes the dictionary gives it
 * (`@languageCode`, `@temperatureMeasurementUnitCode` …). GS1's flags are not asked: a few say "yes" of
 * attributes that carry no such XML attribute.
 */
function qualifierOf(xmlAttributes: readonly GdsnEntry[]): GdsnQualifier | null {
  for (const { role, test } of QUALIFIERS) {
    const attribute = xmlAttributes.find((candidate) => test.test(elementName(candidate)));
    if (attribute) return { role, attribute: elementName(attribute), codeListName: attribute.codeListName };
  }
  return null;
}

function kindOf(entry: GdsnEntry): GdsnValueKind {
  const enumeration = entry.enumeration ?? [];
  if (entry.dataType === 'NonBinaryLogicEnumeration' || (enumeration.length && enumeration.includes('UNSPECIFIED'))) {
    return 'nonBinaryLogic';
  }
  if (enumeration.length || entry.codeListName) return 'code';
  const type = entry.valueType ?? '';
  if (type === 'boolean') return 'boolean';
  if (NUMBER_TYPES.has(type)) return 'number';
  if (type === 'date') return 'date';
  if (type === 'dateTime') return 'dateTime';
  return (entry.length?.max ?? 0) > LONG_TEXT ? 'longText' : 'text';
}

/** How an attribute's values are shown and typed in, from its dictionary entry and its XML attributes'. */
export function valueShapeOf(entry: GdsnEntry, xmlAttributes: readonly GdsnEntry[] = []): GdsnValueShape {
  return {
    kind: kindOf(entry),
    qualifier: qualifierOf(xmlAttributes),
    enumeration: entry.enumeration?.length ? entry.enumeration : null,
  };
}

/** A code's label in a GS1 list, when the pool has the list. */
export type GdsnCodeLabeler = (codeListName: string, code: string) => string | undefined;

const DATE = /^(-?\d{4,})-(\d{2})-(\d{2})/;
const TIME = /T(\d{2}):(\d{2})(?::(\d{2}))?/;

/** Spec point 5: dates read mm/dd/yyyy; a time of day follows when there is one. */
export function formatGdsnDate(value: string): string {
  const date = DATE.exec(value);
  if (!date) return value;
  const day = `${date[2]}/${date[3]}/${date[1]}`;
  const time = TIME.exec(value);
  return time && !(time[1] === '00' && time[2] === '00' && (time[3] ?? '00') === '00')
    ? `${day} ${time[1]}:${time[2]}`
    : day;
}

/** A code with its label when the list gives one: `Gram (GRM)`. */
export function codeText(code: string, label: string | undefined): string {
  return label && label !== code ? `${label} (${code})` : code;
}

/** The value alone, as people read it. */
export function formatGdsnValue(
  shape: GdsnValueShape,
  value: string,
  codeListName: string | null,
  labelOf: GdsnCodeLabeler,
): string {
  switch (shape.kind) {
    case 'nonBinaryLogic':
      return NON_BINARY_LABELS[value] ?? value;
    case 'boolean':
      return BOOLEAN_LABELS[value] ?? value;
    case 'date':
    case 'dateTime':
      return formatGdsnDate(value);
    case 'code':
      return codeListName ? codeText(value, labelOf(codeListName, value)) : value;
    default:
      return value;
  }
}

/**
 * An element's value on one line, with what qualifies it: `500 GRM`, `2.99 USD`, `Oats, salt (en)`. The
 * comparison's "was …" says it so.
 */
export function gdsnValueLine(
  shape: GdsnValueShape,
  element: GdsnElement | undefined,
  codeListName: string | null,
  labelOf: GdsnCodeLabeler,
): string {
  if (!element) return '';
  const text = formatGdsnValue(shape, element.value ?? '', codeListName, labelOf);
  const qualifier = shape.qualifier && element.attributes?.[shape.qualifier.attribute];
  if (!qualifier) return text;
  return shape.qualifier?.role === 'language' ? `${text} (${qualifier})` : `${text} ${qualifier}`;
}
