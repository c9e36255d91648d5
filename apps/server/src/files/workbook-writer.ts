import { EventEmitter, once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

const XLSX_MAIN = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
const XLSM_MAIN = 'application/vnd.ms-excel.sheet.macroEnabled.main+xml';

export const CONTENT_TYPE = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xlsm: 'application/vnd.ms-excel.sheet.macroEnabled.12',
} as const;
export type WorkbookKind = keyof typeof CONTENT_TYPE;

interface Zip {
  append(source: string | Buffer | NodeJS.ReadableStream, data: { name: string }): unknown;
}

/** What exceljs writes into a part: text, a Buffer, or its own reusable string buffer. */
type PartChunk = string | Buffer | { toBuffer(): Buffer };

/**
 * One part of the zip (a worksheet, its relations) as exceljs writes it. exceljs's own part stream ignores
 * backpressure, so a fast producer piles the whole sheet up in memory before the deflater catches up; this
 * one hands the bytes to a PassThrough that archiver reads, and `drained` lets the producer wait for it.
 */
class PartWriter extends EventEmitter {
  readonly output = new PassThrough({ highWaterMark: 256 * 1024 });

  constructor() {
    super();
    this.output.once('finish', () => this.emit('zipped'));
  }

  write(chunk: PartChunk): boolean {
    // exceljs reuses its string buffer for the next write: copy the bytes now.
    const bytes = typeof chunk === 'string' || Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.toBuffer());
    return this.output.write(bytes);
  }

  end(): void {
    this.output.end();
  }

  /** exceljs pauses a new part; archiver's pipe starts it when the part's turn comes. */
  pause(): void {}
}

/**
 * exceljs's streaming writer with two changes, both on its (version-pinned) internals:
 * - parts go through `PartWriter`, so item rows can wait for the deflater (see `drained`);
 * - for an .xlsm, [Content_Types].xml declares the macro-enabled workbook part: exceljs always declares a
 *   plain .xlsx, and Excel refuses an .xlsm that says so. The declaration is swapped while exceljs appends it.
 */
class TradepoolWorkbookWriter extends ExcelJS.stream.xlsx.WorkbookWriter {
  constructor(
    options: Partial<ExcelJS.stream.xlsx.WorkbookStreamWriterOptions>,
    private readonly macroEnabled: boolean,
  ) {
    super(options);
  }

  private get archive(): Zip {
    return (this as unknown as { zip: Zip }).zip;
  }

  _openStream(path: string): PartWriter {
    const part = new PartWriter();
    this.archive.append(part.output, { name: path });
    return part;
  }

  override async addContentTypes(): Promise<void> {
    if (!this.macroEnabled) return super.addContentTypes();
    const zip = this.archive;
    const append = zip.append;
    zip.append = (source, data) => {
      if (data.name !== '[Content_Types].xml') return append.call(zip, source, data);
      const xml = String(source);
      if (!xml.includes(XLSX_MAIN)) throw new Error('exceljs no longer declares the workbook part as expected');
      return append.call(zip, xml.replace(XLSX_MAIN, XLSM_MAIN), data);
    };
    try {
      await super.addContentTypes();
    } finally {
      zip.append = append;
    }
  }
}

/**
 * A streaming workbook written to `filename`: rows go to disk as they are committed, never all in memory.
 * Strings are written inline (no shared-string table to grow with the file); styles are kept, being few.
 */
export function createWorkbookWriter(kind: WorkbookKind, filename: string): ExcelJS.stream.xlsx.WorkbookWriter {
  const workbook = new TradepoolWorkbookWriter({ filename, useStyles: true, useSharedStrings: false }, kind === 'xlsm');
  workbook.creator = 'Tradepool';
  return workbook;
}

/** The id exceljs gives a cell style (each distinct style registered once), for rows written as XML. */
export function cellStyleId(workbook: ExcelJS.stream.xlsx.WorkbookWriter, style: Partial<ExcelJS.Style>): number {
  const styles = (workbook as unknown as { styles: { addStyleModel(style: object, type: number): number } }).styles;
  return styles.addStyleModel(style, ExcelJS.ValueType.Date);
}

const partOf = (sheet: ExcelJS.Worksheet) => (sheet as unknown as { stream: PartWriter }).stream;

/**
 * Waits until the deflater has taken what the sheet holds so far. Only for the sheet being zipped (the
 * first one): archiver reads parts in order, so a later sheet's part is not read before the earlier ends.
 */
export async function drained(sheet: ExcelJS.Worksheet): Promise<void> {
  const { output } = partOf(sheet);
  if (output.writableNeedDrain) await once(output, 'drain');
}

/**
 * Rows reach the deflater in chunks of about this size: large enough to keep its round trips few (a write
 * per row made a 100,000-row sheet several times slower), small enough to die young as garbage.
 */
const CHUNK_CHARS = 32 * 1024;

/**
 * Appends already serialised `<row>` elements to a sheet whose header rows were committed through exceljs
 * (which opened `<sheetData>`): exceljs's cell model costs too much for a hundred thousand wide rows.
 */
export class RowXmlWriter {
  private pending: string[] = [];
  private size = 0;

  constructor(private readonly sheet: ExcelJS.Worksheet) {}

  add(xml: string): void {
    this.pending.push(xml);
    this.size += xml.length;
    if (this.size >= CHUNK_CHARS) this.flush();
  }

  flush(): void {
    if (this.size === 0) return;
    partOf(this.sheet).write(this.pending.join(''));
    this.pending = [];
    this.size = 0;
  }

  /** Flushes, then waits until the deflater has taken what the sheet holds (see `drained`). */
  async drain(): Promise<void> {
    this.flush();
    await drained(this.sheet);
  }
}
