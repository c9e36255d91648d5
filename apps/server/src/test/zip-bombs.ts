import zlib from 'node:zlib';

const MB = 1024 * 1024;
// A final, empty block (fixed Huffman codes): what ends a raw deflate stream.
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

const blocks = new Map<string, Buffer>();

/** `text` written `count` times as one full-flushed deflate block: it stands alone, so it can be repeated. */
function blockOf(text: string, count: number): Buffer {
  const key = `${count}:${text}`;
  let block = blocks.get(key);
  if (!block) {
    block = zlib.deflateRawSync(text.repeat(count), { finishFlush: zlib.constants.Z_FULL_FLUSH });
    blocks.set(key, block);
  }
  return block;
}

/** `text` written `times` times, as deflate blocks of up to 1 MiB each. */
function deflatedRun(text: string, times: number): Buffer[] {
  const perBlock = Math.max(1, Math.min(times, Math.floor(MB / text.length)));
  const block = blockOf(text, perBlock);
  const run: Buffer[] = Array.from({ length: Math.floor(times / perBlock) }, () => block);
  if (times % perBlock) run.push(blockOf(text, times % perBlock));
  return run;
}

/**
 * A raw deflate stream of each text written its number of times, built from compressed blocks without ever
 * holding the inflated text: 300 MiB of one letter is some 300 KB.
 */
export function deflatedText(parts: ReadonlyArray<readonly [text: string, times: number]>): Buffer {
  return Buffer.concat([...parts.flatMap(([text, times]) => deflatedRun(text, times)), FINAL_BLOCK]);
}

export interface ZipPart {
  name: string;
  /** The part's raw deflate stream. */
  deflated: Buffer;
  /** The inflated size the headers declare: a lie, unless given. */
  declaredSize?: number;
}

/** A zip record: each field an [offset, value, width in bytes], little-endian. */
function zipRecord(size: number, fields: ReadonlyArray<readonly [number, number, 2 | 4]>): Buffer {
  const record = Buffer.alloc(size);
  for (const [offset, value, width] of fields) {
    if (width === 2) record.writeUInt16LE(value, offset);
    else record.writeUInt32LE(value, offset);
  }
  return record;
}

/** A zip archive of deflated parts, with local headers and a central directory (no CRCs: readers skip them). */
export function zipArchive(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const sizes = { compressed: part.deflated.length, declared: part.declaredSize ?? 1000 };
    // Version 2.0, deflate (8); the sizes; the name's length.
    const local = zipRecord(30, [
      [0, 0x04034b50, 4],
      [4, 20, 2],
      [8, 8, 2],
      [18, sizes.compressed, 4],
      [22, sizes.declared, 4],
      [26, name.length, 2],
    ]);
    const entry = zipRecord(46, [
      [0, 0x02014b50, 4],
      [4, 20, 2],
      [6, 20, 2],
      [10, 8, 2],
      [20, sizes.compressed, 4],
      [24, sizes.declared, 4],
      [28, name.length, 2],
      [42, offset, 4],
    ]);
    locals.push(local, name, part.deflated);
    central.push(entry, name);
    offset += local.length + name.length + part.deflated.length;
  }
  const directory = Buffer.concat(central);
  const end = zipRecord(22, [
    [0, 0x06054b50, 4],
    [8, parts.length, 2],
    [10, parts.length, 2],
    [12, directory.length, 4],
    [16, offset, 4],
  ]);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A text cell written inline, as exceljs's streaming writer does. */
export const inlineCell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/**
 * A one-sheet workbook: `sheet` is the text inside `<sheetData>` (its rows), `sharedStrings` what is inside
 * `<sst>`, each as parts to repeat (see `deflatedText`).
 */
export function workbookOf(
  sheet: ReadonlyArray<readonly [string, number]>,
  sharedStrings?: ReadonlyArray<readonly [string, number]>,
): Buffer {
  const xml = (text: string) => zlib.deflateRawSync(text);
  return zipArchive([
    {
      name: 'xl/workbook.xml',
      deflated: xml(
        `<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Items" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      deflated: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    ...(sharedStrings
      ? [
          {
            name: 'xl/sharedStrings.xml',
            deflated: deflatedText([[`<sst xmlns="${MAIN}">`, 1], ...sharedStrings, ['</sst>', 1]]),
          },
        ]
      : []),
    {
      name: 'xl/worksheets/sheet1.xml',
      deflated: deflatedText([
        [`<worksheet xmlns="${MAIN}"><sheetData>`, 1],
        ...sheet,
        ['</sheetData></worksheet>', 1],
      ]),
    },
  ]);
}

const headerRow = `<row r="1">${inlineCell('A1', 'productCode')}</row>`;

/** Issue 13's first bomb: 400 shared texts of 1 MiB each, in a workbook of about 400 KB. */
export const sharedStringsBomb = () =>
  workbookOf(
    [
      [headerRow, 1],
      ['<row r="2"><c r="A2" t="s"><v>0</v></c></row>', 1],
    ],
    [
      ['<si><t>', 1],
      [`${'x'.repeat(1024)}`, 1024],
      ...Array.from({ length: 399 }, (): Array<[string, number]> => [
        ['</t></si><si><t>', 1],
        ['x'.repeat(1024), 1024],
      ]).flat(),
      ['</t></si>', 1],
    ],
  );

/** Issue 13's second bomb: one inline cell of 300 MiB, in a workbook of about 300 KB. */
export const inlineCellBomb = () =>
  workbookOf([
    [headerRow, 1],
    ['<row r="2"><c r="A2" t="inlineStr"><is><t>', 1],
    ['x'.repeat(1024), 300 * 1024],
    ['</t></is></c></row>', 1],
  ]);
