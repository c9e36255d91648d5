import { describe, expect, it } from 'vitest';
import { csvRecords, CsvFormatError } from './csv.js';

async function parse(...chunks: string[]): Promise<string[][]> {
  async function* source() {
    yield* chunks;
  }
  const records: string[][] = [];
  for await (const record of csvRecords(source())) records.push(record);
  return records;
}

describe('csvRecords', () => {
  it('splits plain fields and records on LF, CRLF and CR', async () => {
    expect(await parse('a,b,c\n1,2,3\r\n4,5,6\r7,8,9')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '5', '6'],
      ['7', '8', '9'],
    ]);
  });

  it('reads quoted fields with commas, line breaks and doubled quotes', async () => {
    expect(await parse('code,text\n"A,1","two\nlines"\n"say ""hi""",""\n')).toEqual([
      ['code', 'text'],
      ['A,1', 'two\nlines'],
      ['say "hi"', ''],
    ]);
  });

  it('drops a leading byte order mark', async () => {
    expect(await parse('\uFEFFgtin,productCode\n1,2')).toEqual([
      ['gtin', 'productCode'],
      ['1', '2'],
    ]);
  });

  it('keeps blank lines as records so record numbers match spreadsheet rows, but ignores the final line end', async () => {
    expect(await parse('h\n\nx\n')).toEqual([['h'], [''], ['x']]);
  });

  it('keeps empty trailing fields', async () => {
    expect(await parse('a,b,\n,,')).toEqual([
      ['a', 'b', ''],
      ['', '', ''],
    ]);
  });

  it('gives the same records whatever the chunk boundaries', async () => {
    const text = '\uFEFFa,"b ""q"", c"\r\n"multi\r\nline",x\r\nlast,"end"';
    const whole = await parse(text);
    expect(whole).toEqual([
      ['a', 'b "q", c'],
      ['multi\r\nline', 'x'],
      ['last', 'end'],
    ]);
    for (let size = 1; size <= 5; size++) {
      const chunks: string[] = [];
      for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
      expect(await parse(...chunks)).toEqual(whole);
    }
  });

  it('keeps a stray quote inside an unquoted field, or after a closing quote, as text', async () => {
    expect(await parse('5" pan,"a"b')).toEqual([['5" pan', 'ab']]);
  });

  it('refuses a file that ends inside a quoted field, naming the row it opened on', async () => {
    await expect(parse('a\nb\n"open,\nstill open')).rejects.toThrow(CsvFormatError);
    await expect(parse('a\nb\n"open,\nstill open')).rejects.toThrow(
      'The file ends inside a quoted field that starts on row 3.',
    );
  });

  it('answers nothing for an empty file', async () => {
    expect(await parse('')).toEqual([]);
    expect(await parse('\uFEFF')).toEqual([]);
  });
});
