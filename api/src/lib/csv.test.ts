import { csvCell, csvDocument } from './csv';

/**
 * The one CSV cell function of the staff exports (delivery's submissions, the leads inbox):
 * RFC 4180 quoting, and no cell, or piece of a cell a spreadsheet may split off, that starts a
 * formula. Real values from the forms, and the edges.
 */

/** Every piece a spreadsheet could make of the cell's text, splitting on any separator it may use. */
const pieces = (cell: string) => {
  const text = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
  return text.split(/[,;|\t\r\n]/);
};

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    for (const v of [
      'Meera Kapoor',
      'meera.kapoor@example.com',
      '9810012345',
      '3 BHK in Sector 150',
      '50-60 lakh',
      '2+2 BHK',
    ])
      expect(csvCell(v)).toBe(v);
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell('')).toBe('');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('Noida, Sector 62')).toBe('"Noida, Sector 62"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a|b')).toBe('"a|b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses a formula at the start, quoted, the apostrophe first even before a tab or CR', () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('+91 98100 12345')).toBe(`"'+91 98100 12345"`);
    expect(csvCell('-2')).toBe(`"'-2"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\t=1')).toBe(`"'\t'=1"`);
    expect(csvCell('\r=1+1')).toBe(`"'\r'=1+1"`);
    expect(csvCell('\tplain')).toBe(`"'\tplain"`);
    expect(csvCell(' =1')).toBe(`" '=1"`);
    expect(csvCell('=HYPERLINK("http://x.example","click")')).toBe(`"'=HYPERLINK(""http://x.example"",""click"")"`);
  });

  it('defuses a formula after any separator a spreadsheet may split on', () => {
    expect(csvCell('x;=1+1')).toBe(`"x;'=1+1"`);
    expect(csvCell('x, +1')).toBe(`"x, '+1"`);
    expect(csvCell('a|@SUM(A1)')).toBe(`"a|'@SUM(A1)"`);
    expect(csvCell('a\t-2')).toBe(`"a\t'-2"`);
    expect(csvCell('one\n=2')).toBe(`"one\n'=2"`);
    expect(csvCell('one\r\n=2')).toBe(`"one\r\n'=2"`);
    // A split that ignores quoting leaves the quote in the piece: the apostrophe goes after it.
    expect(csvCell('x;"=1"')).toBe(`"x;""'=1"""`);
  });

  it('no piece of any cell starts a formula, whatever the separator', () => {
    const starts = ['=', '+', '-', '@', '\t', '\r'];
    const seps = [',', ';', '|', '\t', '\r', '\n', '\r\n', ', ', ';  '];
    const values = [
      ...starts.map((s) => `${s}1`),
      ...starts.flatMap((s) => seps.map((sep) => `ok${sep}${s}cmd|' /C calc'!A0`)),
      ...seps.map((sep) => `a${sep}${sep}=1`),
    ];
    for (const v of values) {
      const cell = csvCell(v);
      expect(cell.startsWith('"')).toBe(true);
      for (const piece of pieces(cell).filter((p) => p !== ''))
        expect([v, piece]).not.toEqual([v, expect.stringMatching(/^[\s"]*[=+\-@]/)]);
    }
  });
});

describe('csvDocument', () => {
  it('writes a header and one CRLF line per row', () => {
    const doc = csvDocument(['name', 'n'] as const, [
      { name: 'a,b', n: 1 },
      { name: '=x', n: 2 },
    ]);
    expect(doc).toBe(`name,n\r\n"a,b",1\r\n"'=x",2\r\n`);
  });
});
