/*
 * A1 notation as the Sheets API reads it (developers.google.com/sheets/api/guides/concepts#cell):
 * "Sheet1!A1:B2", "'My Sheet'!A:A", "Sheet1!2:5", "A1:B2" (first sheet), "Sheet1" (the whole sheet).
 */

export interface GridRange {
  sheetTitle: string | undefined;
  /** 0-based, end exclusive; undefined means unbounded on that side. */
  startRow?: number;
  endRow?: number;
  startColumn?: number;
  endColumn?: number;
}

export function columnIndex(letters: string): number {
  let index = 0;
  for (const char of letters.toUpperCase()) index = index * 26 + (char.charCodeAt(0) - 64);
  return index - 1;
}

export function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

const CELL = /^([A-Za-z]{0,3})(\d*)$/;

function corner(text: string): { column?: number; row?: number } | undefined {
  const match = CELL.exec(text);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  return {
    ...(match[1] ? { column: columnIndex(match[1]) } : {}),
    ...(match[2] ? { row: Number(match[2]) - 1 } : {}),
  };
}

/** The cells part ("A1:B2"), or undefined when the text is not one. */
export function parseCells(text: string): Omit<GridRange, 'sheetTitle'> | undefined {
  const [from, to, extra] = text.split(':');
  if (extra !== undefined || from === undefined) return undefined;
  const start = corner(from);
  const end = to === undefined ? start : corner(to);
  if (!start || !end) return undefined;
  const range: Omit<GridRange, 'sheetTitle'> = {};
  if (start.row !== undefined) range.startRow = start.row;
  if (start.column !== undefined) range.startColumn = start.column;
  if (end.row !== undefined) range.endRow = end.row + 1;
  if (end.column !== undefined) range.endColumn = end.column + 1;
  // "A1:B" runs to the last row; "2:5" covers every column.
  if (start.row !== undefined && end.row === undefined && to !== undefined) delete range.endRow;
  return range;
}

/**
 * Splits "Sheet!cells". Without "!", the text names a sheet when one has that title, else it is cells
 * of the first sheet. Returns undefined when it cannot be parsed (the API's "Unable to parse range").
 */
export function parseA1(text: string, sheetTitles: string[]): GridRange | undefined {
  const bang = text.lastIndexOf('!');
  if (bang === -1) {
    if (sheetTitles.includes(text)) return { sheetTitle: text };
    const unquoted = /^'(.*)'$/.exec(text)?.[1]?.replace(/''/g, "'");
    if (unquoted !== undefined && sheetTitles.includes(unquoted)) return { sheetTitle: unquoted };
    const cells = parseCells(text);
    return cells ? { sheetTitle: undefined, ...cells } : undefined;
  }
  let title = text.slice(0, bang);
  const quoted = /^'(.*)'$/.exec(title);
  if (quoted) title = (quoted[1] ?? '').replace(/''/g, "'");
  const cells = parseCells(text.slice(bang + 1));
  return cells ? { sheetTitle: title, ...cells } : undefined;
}

/** How the API names a sheet in the ranges it answers: quoted when the title is not a plain word. */
export function quoteTitle(title: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(title) ? title : `'${title.replace(/'/g, "''")}'`;
}

export function formatRange(title: string, startRow: number, startColumn: number, endRow: number, endColumn: number): string {
  return `${quoteTitle(title)}!${columnLetters(startColumn)}${startRow + 1}:${columnLetters(endColumn - 1)}${endRow}`;
}
