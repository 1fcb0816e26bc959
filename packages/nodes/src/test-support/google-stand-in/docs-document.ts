import { fail } from './service.js';

/*
 * A Google Docs document as the stand-in keeps it (developers.google.com/docs/api/concepts/structure):
 * segments (body, headers, footers) of paragraphs and tables, with Docs' UTF-16 indices. The body
 * starts after a section break (index 1); a table takes one index to open and close, each row and cell one.
 * A page break is one index inside a paragraph (kept as "\f").
 */

export interface Paragraph { kind: 'p'; text: string; bullet?: { listId: string; preset: string } }
export interface Table { kind: 't'; rows: Paragraph[][][] }
export type Block = Paragraph | Table;
export interface Segment { id: string; blocks: Block[] }

export const paragraph = (text = '\n'): Paragraph => ({ kind: 'p', text });

const cellLength = (cell: Paragraph[]) => 1 + cell.reduce((sum, p) => sum + p.text.length, 0);
const rowLength = (row: Paragraph[][]) => 1 + row.reduce((sum, cell) => sum + cellLength(cell), 0);
export const blockLength = (block: Block): number => (block.kind === 'p' ? block.text.length : 2 + block.rows.reduce((sum, row) => sum + rowLength(row), 0));
export const segmentStart = (segment: Segment) => (segment.id === '' ? 1 : 0);
export const segmentEnd = (segment: Segment) => segment.blocks.reduce((at, block) => at + blockLength(block), segmentStart(segment));

export interface Place { list: Paragraph[] | Block[]; at: number; para: Paragraph; start: number }

/** The paragraph holding `index` (in a table cell too), or undefined when it falls on a table's structure. */
export function locate(blocks: Block[], start: number, index: number): Place | undefined {
  let at = start;
  for (const [position, block] of blocks.entries()) {
    const length = blockLength(block);
    if (index >= at && index < at + length) {
      if (block.kind === 'p') return { list: blocks, at: position, para: block, start: at };
      let cursor = at + 1;
      for (const row of block.rows) {
        cursor += 1;
        for (const cell of row) {
          const found = locate(cell, cursor + 1, index);
          if (found) return found;
          cursor += cellLength(cell);
        }
      }
      return undefined;
    }
    at += length;
  }
  return undefined;
}

/** The table starting exactly at `index`, with where it sits. */
export function tableAt(blocks: Block[], start: number, index: number): Table | undefined {
  let at = start;
  for (const block of blocks) {
    if (block.kind === 't') {
      if (at === index) return block;
      let cursor = at + 1;
      for (const row of block.rows) {
        cursor += 1;
        for (const cell of row) {
          const found = tableAt(cell, cursor + 1, index);
          if (found) return found;
          cursor += cellLength(cell);
        }
      }
    }
    at += blockLength(block);
  }
  return undefined;
}

/** Splits a paragraph whose text gained newlines into one paragraph per line. */
function resplit(place: Place): void {
  const lines = place.para.text.split(/(?<=\n)/);
  const paragraphs = lines.map((text) => ({ ...place.para, text }));
  (place.list as Block[]).splice(place.at, 1, ...paragraphs);
}

export function insertText(segment: Segment, index: number, text: string, request: string): void {
  if (text === '') throw fail(400, `Invalid requests[${request}].insertText: The text to insert must not be empty.`);
  const place = locate(segment.blocks, segmentStart(segment), index);
  if (!place || (index === place.start + place.para.text.length)) {
    throw fail(400, `Invalid requests[${request}].insertText: The insertion index must be inside the bounds of an existing paragraph. You can still create new paragraphs by inserting newlines.`);
  }
  const offset = index - place.start;
  place.para.text = `${place.para.text.slice(0, offset)}${text}${place.para.text.slice(offset)}`;
  resplit(place);
}

/** A table of empty cells after the paragraph at `index` (which is split there, as Docs inserts a newline first). */
export function insertTable(segment: Segment, index: number, rows: number, columns: number, request: string): void {
  if (rows < 1 || columns < 1) throw fail(400, `Invalid requests[${request}].insertTable: The table must have at least one row and one column.`);
  insertText(segment, index, '\n', request);
  const place = locate(segment.blocks, segmentStart(segment), index);
  if (!place) throw fail(400, `Invalid requests[${request}].insertTable: Invalid location.`);
  const table: Table = { kind: 't', rows: Array.from({ length: rows }, () => Array.from({ length: columns }, () => [paragraph()])) };
  (place.list as Block[]).splice(place.at + 1, 0, table);
}

/** Docs' plain text of a segment's paragraphs (tables left out), as a reader sees it. */
export function plainText(blocks: Block[]): string {
  return blocks.map((block) => (block.kind === 'p' ? block.text : '')).join('');
}

function paragraphResource(para: Paragraph, start: number): Record<string, unknown> {
  const elements: Array<Record<string, unknown>> = [];
  let at = start;
  for (const piece of para.text.split(/(\f)/).filter((part) => part !== '')) {
    const element = piece === '\f' ? { pageBreak: { textStyle: {} } } : { textRun: { content: piece, textStyle: {} } };
    elements.push({ ...(at > 0 ? { startIndex: at } : {}), endIndex: at + piece.length, ...element });
    at += piece.length;
  }
  return {
    ...(start > 0 ? { startIndex: start } : {}), endIndex: start + para.text.length,
    paragraph: { elements, paragraphStyle: { namedStyleType: 'NORMAL_TEXT', direction: 'LEFT_TO_RIGHT' }, ...(para.bullet ? { bullet: { listId: para.bullet.listId, textStyle: {} } } : {}) },
  };
}

/** The structural elements of a segment as documents.get answers them. */
export function contentResource(blocks: Block[], start: number): Array<Record<string, unknown>> {
  const content: Array<Record<string, unknown>> = [];
  let at = start;
  for (const block of blocks) {
    if (block.kind === 'p') content.push(paragraphResource(block, at));
    else {
      let cursor = at + 1;
      const tableRows = block.rows.map((row) => {
        const rowStart = cursor;
        cursor += 1;
        const tableCells = row.map((cell) => {
          const cellStart = cursor;
          const cellContent = contentResource(cell, cursor + 1);
          cursor += cellLength(cell);
          return { startIndex: cellStart, endIndex: cursor, content: cellContent, tableCellStyle: { rowSpan: 1, columnSpan: 1 } };
        });
        return { startIndex: rowStart, endIndex: cursor, tableCells };
      });
      content.push({ startIndex: at, endIndex: at + blockLength(block), table: { rows: block.rows.length, columns: block.rows[0]?.length ?? 0, tableRows } });
    }
    at += blockLength(block);
  }
  return content;
}

/** Every paragraph of the segment, in table cells too, with its start index. */
export function paragraphs(blocks: Block[], start: number): Array<{ para: Paragraph; start: number }> {
  const found: Array<{ para: Paragraph; start: number }> = [];
  let at = start;
  for (const block of blocks) {
    if (block.kind === 'p') found.push({ para: block, start: at });
    else {
      let cursor = at + 1;
      for (const row of block.rows) {
        cursor += 1;
        for (const cell of row) {
          found.push(...paragraphs(cell, cursor + 1));
          cursor += cellLength(cell);
        }
      }
    }
    at += blockLength(block);
  }
  return found;
}
