/** A CSV file that cannot be read; the message is meant for the person who uploaded it. */
export class CsvFormatError extends Error {
  override name = 'CsvFormatError';
}

const State = {
  /** At the start of a field: a quote here opens a quoted field. */
  FieldStart: 0,
  Unquoted: 1,
  Quoted: 2,
  /** Just read a quote inside a quoted field: either the first of an escaped pair or the closing one. */
  QuoteInQuoted: 3,
} as const;

/**
 * The records of an RFC 4180 CSV text, one at a time, as the chunks arrive: comma-separated fields,
 * quoted fields with commas, line breaks and doubled quotes inside, CRLF, LF or CR line ends, and a
 * leading byte order mark. A blank line is a record with one empty field, so record numbers stay equal
 * to the row numbers a spreadsheet shows. Lenient where the RFC is strict but the intent is plain: a
 * quote inside an unquoted field, or text after a closing quote, is kept as text.
 */
export async function* csvRecords(chunks: AsyncIterable<string>): AsyncGenerator<string[]> {
  let state: (typeof State)[keyof typeof State] = State.FieldStart;
  let field = '';
  let record: string[] = [];
  let afterCr = false;
  let first = true;
  let recordNumber = 1;
  let quotedFrom = 0;

  for await (let text of chunks) {
    if (first && text.length > 0) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    const done: string[][] = [];
    let i = 0;
    while (i < text.length) {
      const ch = text[i]!;
      if (afterCr) {
        afterCr = false;
        if (ch === '\n') {
          i++;
          continue;
        }
      }
      switch (state) {
        case State.Quoted: {
          const quote = text.indexOf('"', i);
          if (quote === -1) {
            field += text.slice(i);
            i = text.length;
          } else {
            field += text.slice(i, quote);
            state = State.QuoteInQuoted;
            i = quote + 1;
          }
          continue;
        }
        case State.QuoteInQuoted:
          if (ch === '"') {
            field += '"';
            state = State.Quoted;
            i++;
            continue;
          }
          state = State.Unquoted;
          break;
        case State.FieldStart:
          if (ch === '"') {
            state = State.Quoted;
            quotedFrom = recordNumber;
            i++;
            continue;
          }
          state = State.Unquoted;
          break;
        case State.Unquoted:
          break;
      }
      // Unquoted text: take everything up to the next comma or line end at once.
      let end = i;
      while (end < text.length) {
        const c = text.charCodeAt(end);
        if (c === 44 || c === 10 || c === 13) break;
        end++;
      }
      field += text.slice(i, end);
      i = end;
      if (i >= text.length) break;
      const stop = text[i]!;
      record.push(field);
      field = '';
      state = State.FieldStart;
      i++;
      if (stop !== ',') {
        afterCr = stop === '\r';
        done.push(record);
        record = [];
        recordNumber++;
      }
    }
    yield* done;
  }

  if (state === State.Quoted) {
    throw new CsvFormatError(`The file ends inside a quoted field that starts on row ${quotedFrom}.`);
  }
  if (record.length > 0 || field !== '' || state !== State.FieldStart) {
    record.push(field);
    yield record;
  }
}
