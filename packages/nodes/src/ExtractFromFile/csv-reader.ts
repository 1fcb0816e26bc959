export interface CsvRecord {
  cells: string[];
  /** The line the record starts on (1-based). */
  line: number;
  /** What is wrong with the record's quoting, if anything. */
  error?: string;
}

export interface CsvReadOptions {
  delimiter?: string;
  /** Quotes inside unquoted values and text after a closing quote are kept as text instead of failing. */
  relaxQuotes?: boolean;
  /** The line to start reading at (1-based; 0 and 1 both mean the first). */
  fromLine?: number;
}

/** Where the value starting at `from` ends: the next delimiter, line break or the end of the text. */
function valueEnd(text: string, from: number, delimiter: string): number {
  const first = delimiter.charCodeAt(0);
  for (let index = from; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 10 || code === 13) return index;
    if (code === first && (delimiter.length === 1 || text.startsWith(delimiter, index))) return index;
  }
  return text.length;
}

function countLineBreaks(text: string): number {
  let count = 0;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) count++;
  return count;
}

/**
 * The records of CSV text (RFC 4180: quoted values may hold delimiters, quotes doubled, line breaks), one
 * at a time; an empty line is a record of one empty value (n8n's reader ends there, see `csvToRows`).
 * Linear in the length of the text.
 */
export function* readCsvRecords(text: string, options: CsvReadOptions = {}): Generator<CsvRecord> {
  const delimiter = options.delimiter || ',';
  const relax = options.relaxQuotes === true;
  let position = 0;
  let line = 1;
  while (line < (options.fromLine ?? 1) && position < text.length) {
    const next = text.indexOf('\n', position);
    position = next === -1 ? text.length : next + 1;
    line++;
  }
  while (position < text.length) {
    const record: CsvRecord = { cells: [], line };
    for (;;) {
      let value: string;
      if (text.charCodeAt(position) === 34) {
        value = '';
        position++;
        for (;;) {
          const quote = text.indexOf('"', position);
          const part = text.slice(position, quote === -1 ? text.length : quote);
          value += part;
          line += countLineBreaks(part);
          if (quote === -1) {
            record.error ??= `A quoted value starting on line ${record.line} is never closed`;
            position = text.length;
            break;
          }
          if (text.charCodeAt(quote + 1) === 34) {
            value += '"';
            position = quote + 2;
          } else {
            position = quote + 1;
            break;
          }
        }
        const end = valueEnd(text, position, delimiter);
        if (end > position) {
          if (!relax) record.error ??= `Unexpected text after a closing quote on line ${line}`;
          value += text.slice(position, end);
          position = end;
        }
      } else {
        const end = valueEnd(text, position, delimiter);
        value = text.slice(position, end);
        if (!relax && value.includes('"')) record.error ??= `Unexpected quote in an unquoted value on line ${line}`;
        position = end;
      }
      record.cells.push(value);
      if (position < text.length && text.startsWith(delimiter, position)) {
        position += delimiter.length;
        continue;
      }
      if (text.charCodeAt(position) === 13) position++;
      if (text.charCodeAt(position) === 10) position++;
      line++;
      break;
    }
    yield record;
  }
}
