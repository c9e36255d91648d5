import { pipeline } from 'node:stream/promises';
import { Parse, type ZipEntry } from 'unzipper';
import type { ByteSource } from './file-store.js';
import { formatBytes } from './stored-files.js';

const KB = 1024;
const MB = 1024 * KB;

/**
 * The longest cell a workbook may hold: Excel's own limit, so no spreadsheet program writes a longer one. It
 * is 16 times the dictionary's longest attribute (2,000 characters): a cell too long for its attribute is
 * still read, and reported as its row's failure.
 */
export const SHEET_MAX_CELL_CHARS = 32_767;

/**
 * What reading a workbook may cost, checked as its parts are inflated (a zip's declared sizes can lie),
 * before the spreadsheet reader sees it. What the reader holds in memory is bounded by what it is; what it
 * streams, by the largest upload we take.
 */
export const WORKBOOK_LIMITS = {
  /**
   * Everything the workbook unpacks to: a GTIN template of 200,000 rows (UPLOAD_MAX_ROWS) with 100 of its
   * 114 columns filled unpacks to about 1.1 GB; inflating and reading 2 GB takes seconds, not minutes.
   */
  total: 2048 * MB,
  /** The shared strings, which the reader holds in memory while it reads the sheets. */
  sharedStrings: 64 * MB,
  /** `xl/workbook.xml` and its relationships, which it holds whole. */
  workbook: 16 * MB,
  /** One row, held whole while it is read: the template's 114 columns at Excel's cell limit fit. */
  row: 16 * MB,
  /** One shared string (all its rich-text runs), held whole. */
  sharedString: 256 * KB,
  /** Any text or tag between two `<`, as written: a cell at Excel's limit with every character escaped. */
  run: 6 * SHEET_MAX_CELL_CHARS,
};

/** A workbook past `WORKBOOK_LIMITS`: refused as a whole (413), before any of its rows is read. */
export class SheetBoundsError extends Error {}

export const SHEET_BOUNDS_ERRORS = {
  total: `The workbook unpacks to more than ${formatBytes(WORKBOOK_LIMITS.total)}, more than an upload may hold. Nothing was stored.`,
  sharedStrings: `The workbook's shared texts unpack to more than ${formatBytes(WORKBOOK_LIMITS.sharedStrings)}. Nothing was stored.`,
  workbook: `The workbook's list of sheets unpacks to more than ${formatBytes(WORKBOOK_LIMITS.workbook)}. Nothing was stored.`,
  row: `A row of the workbook is larger than ${formatBytes(WORKBOOK_LIMITS.row)}. Nothing was stored.`,
  cell: `A cell of the workbook holds more than ${SHEET_MAX_CELL_CHARS.toLocaleString('en-US')} characters, more than a spreadsheet cell can. Nothing was stored.`,
} as const;

interface PartRule {
  /** Past this many bytes the part is refused with `tooLarge`. */
  maxBytes?: number;
  tooLarge?: string;
  /** An element whose every occurrence (start to the next start) is at most `max` bytes. */
  element?: { open: Buffer; max: number; problem: string };
  /** XML the reader parses: its runs without `<` are bounded. */
  xml: boolean;
}

function ruleOf(path: string): PartRule {
  if (path === 'xl/sharedStrings.xml') {
    return {
      xml: true,
      maxBytes: WORKBOOK_LIMITS.sharedStrings,
      tooLarge: SHEET_BOUNDS_ERRORS.sharedStrings,
      element: { open: Buffer.from('<si'), max: WORKBOOK_LIMITS.sharedString, problem: SHEET_BOUNDS_ERRORS.cell },
    };
  }
  if (path === 'xl/workbook.xml' || path === 'xl/_rels/workbook.xml.rels') {
    return { xml: true, maxBytes: WORKBOOK_LIMITS.workbook, tooLarge: SHEET_BOUNDS_ERRORS.workbook };
  }
  if (/^xl\/worksheets\/sheet\d+\.xml$/.test(path)) {
    return {
      xml: true,
      element: { open: Buffer.from('<row'), max: WORKBOOK_LIMITS.row, problem: SHEET_BOUNDS_ERRORS.row },
    };
  }
  return { xml: false };
}

const LT = 0x3c;
// What may follow an element's name in its start tag: white space, `>` or `/`.
const AFTER_NAME = new Set([0x20, 0x09, 0x0a, 0x0d, 0x3e, 0x2f]);

/** One part's bytes as they are inflated, checked against its rule chunk by chunk. */
class PartGuard {
  private seen = 0;
  private lastLt = 0;
  private lastElement = 0;
  private tail = Buffer.alloc(0);

  constructor(private readonly rule: PartRule) {}

  /** The problem with the part so far, or null. */
  read(chunk: Buffer): string | null {
    const start = this.seen;
    this.seen += chunk.length;
    if (this.rule.maxBytes !== undefined && this.seen > this.rule.maxBytes) return this.rule.tooLarge!;
    if (!this.rule.xml) return null;
    for (let i = chunk.indexOf(LT); i >= 0; i = chunk.indexOf(LT, i + 1)) {
      if (start + i - this.lastLt > WORKBOOK_LIMITS.run) return SHEET_BOUNDS_ERRORS.cell;
      this.lastLt = start + i;
    }
    if (this.seen - this.lastLt > WORKBOOK_LIMITS.run) return SHEET_BOUNDS_ERRORS.cell;
    return this.rule.element ? this.readElements(chunk, start, this.rule.element) : null;
  }

  private readElements(chunk: Buffer, start: number, element: NonNullable<PartRule['element']>): string | null {
    // An opening cut between two chunks is found in the next one, with the end of this one before it.
    const window = this.tail.length ? Buffer.concat([this.tail, chunk]) : chunk;
    const offset = start - this.tail.length;
    for (let i = window.indexOf(element.open); i >= 0; i = window.indexOf(element.open, i + 1)) {
      const next = window[i + element.open.length];
      if (next === undefined) break;
      if (!AFTER_NAME.has(next)) continue;
      if (offset + i - this.lastElement > element.max) return element.problem;
      this.lastElement = offset + i;
    }
    if (this.seen - this.lastElement > element.max) return element.problem;
    this.tail = Buffer.from(window.subarray(Math.max(0, window.length - element.open.length)));
    return null;
  }
}

/**
 * Inflates every part of the workbook once, counting and scanning what comes out, and refuses it with a
 * `SheetBoundsError` at the first bound passed (`WORKBOOK_LIMITS`): too much in all, shared texts or the
 * sheet list too large to hold, a row, a shared text or any text run longer than a spreadsheet writes. It
 * stops there, so a zip bomb costs at most the bound. What is not a zip is the reader's to refuse.
 */
export async function checkWorkbookBounds(source: ByteSource, limits = WORKBOOK_LIMITS): Promise<void> {
  let total = 0;
  let problem: string | null = null;
  const reading = pipeline(await source(), Parse({ forceStream: true }), async (entries: AsyncIterable<ZipEntry>) => {
    for await (const entry of entries) {
      const guard = new PartGuard(ruleOf(entry.path));
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        total += chunk.length;
        problem = total > limits.total ? SHEET_BOUNDS_ERRORS.total : guard.read(chunk);
        if (problem) return;
      }
    }
  });
  try {
    await reading;
  } catch (error) {
    // Stopping mid-part tears the unzip stream down, which it may answer with an error of its own.
    if (!problem) throw error;
  }
  if (problem) throw new SheetBoundsError(problem);
}
