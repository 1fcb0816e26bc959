import { ApiError } from './spreadsheets.js';

/*
 * Drive's search query language (developers.google.com/drive/api/guides/ref-search-terms), the part
 * Drive clients send: clauses on name, fullText, mimeType, trashed, starred, parents and the times,
 * joined with and/or, negated with not, grouped with parentheses. Anything else is refused with the
 * 400 "Invalid Value" Drive answers for a query it cannot parse.
 */

export interface QueryFile {
  name: string;
  mimeType: string;
  trashed: boolean;
  starred: boolean;
  parents: string[];
  createdTime: string;
  modifiedTime: string;
  text: string;
}

type Predicate = (file: QueryFile) => boolean;

const invalid = () => new ApiError(400, 'Invalid Value', 'INVALID_ARGUMENT');

function tokenize(q: string): string[] {
  const tokens: string[] = [];
  const pattern = /\s*('(?:[^'\\]|\\.)*'|\(|\)|!=|<=|>=|=|<|>|[A-Za-z_][\w.]*)/y;
  let at = 0;
  while (at < q.length) {
    if (/^\s*$/.test(q.slice(at))) break;
    pattern.lastIndex = at;
    const match = pattern.exec(q);
    if (!match) throw invalid();
    tokens.push(match[1] ?? '');
    at = pattern.lastIndex;
  }
  return tokens;
}

const isString = (token: string | undefined) => token !== undefined && token.startsWith("'");
const unquote = (token: string) => token.slice(1, -1).replace(/\\(.)/g, '$1');

function compare(op: string, left: string, right: string): boolean {
  switch (op) {
    case '=': return left === right;
    case '!=': return left !== right;
    case '<': return left < right;
    case '<=': return left <= right;
    case '>': return left > right;
    case '>=': return left >= right;
    default: throw invalid();
  }
}

/** RFC 3339 times compare as instants, whatever their precision or zone. */
const instant = (text: string) => {
  const time = Date.parse(text);
  if (Number.isNaN(time)) throw invalid();
  return new Date(time).toISOString();
};

class Parser {
  private at = 0;
  constructor(private readonly tokens: string[]) {}

  parse(): Predicate {
    const predicate = this.or();
    if (this.at !== this.tokens.length) throw invalid();
    return predicate;
  }

  private peek(): string | undefined { return this.tokens[this.at]; }
  private next(): string {
    const token = this.tokens[this.at++];
    if (token === undefined) throw invalid();
    return token;
  }

  private or(): Predicate {
    const parts = [this.and()];
    while (this.peek()?.toLowerCase() === 'or') { this.at++; parts.push(this.and()); }
    return (file) => parts.some((part) => part(file));
  }

  private and(): Predicate {
    const parts = [this.unary()];
    while (this.peek()?.toLowerCase() === 'and') { this.at++; parts.push(this.unary()); }
    return (file) => parts.every((part) => part(file));
  }

  private unary(): Predicate {
    if (this.peek()?.toLowerCase() === 'not') {
      this.at++;
      const inner = this.unary();
      return (file) => !inner(file);
    }
    if (this.peek() === '(') {
      this.at++;
      const inner = this.or();
      if (this.next() !== ')') throw invalid();
      return inner;
    }
    return this.clause();
  }

  private clause(): Predicate {
    const first = this.next();
    if (isString(first)) {
      // 'folderId' in parents
      if (this.next().toLowerCase() !== 'in' || this.next() !== 'parents') throw invalid();
      const id = unquote(first);
      return (file) => file.parents.includes(id);
    }
    const field = first;
    const op = this.next();
    const raw = this.next();
    if (field === 'trashed' || field === 'starred') {
      if ((raw !== 'true' && raw !== 'false') || (op !== '=' && op !== '!=')) throw invalid();
      return (file) => compare(op, String(file[field]), raw);
    }
    if (!isString(raw)) throw invalid();
    const value = unquote(raw);
    if (field === 'name' || field === 'fullText') {
      if (op.toLowerCase() === 'contains') {
        // Drive matches name prefixes of words; a substring test is the stand-in's generous reading.
        return (file) => (field === 'name' ? file.name : `${file.name} ${file.text}`).toLowerCase().includes(value.toLowerCase());
      }
      if (field === 'fullText') throw invalid();
      return (file) => compare(op, file.name, value);
    }
    if (field === 'mimeType') {
      if (op !== '=' && op !== '!=') throw invalid();
      return (file) => compare(op, file.mimeType, value);
    }
    if (field === 'createdTime' || field === 'modifiedTime') {
      const bound = instant(value);
      return (file) => compare(op, instant(file[field]), bound);
    }
    throw invalid();
  }
}

/** The predicate of a `q` parameter; an empty query matches every file. */
export function driveQuery(q: string | null): Predicate {
  if (q === null || q.trim() === '') return () => true;
  return new Parser(tokenize(q)).parse();
}

/** Shared drives' query terms: name, hidden, createdTime. */
export function drivesQuery(q: string | null): (drive: { name: string; hidden: boolean; createdTime: string }) => boolean {
  if (q === null || q.trim() === '') return () => true;
  const predicate = new Parser(tokenize(q.replace(/\bhidden\s*=\s*(true|false)/g, 'trashed = $1'))).parse();
  return (drive) => predicate({ name: drive.name, mimeType: '', trashed: drive.hidden, starred: false, parents: [], createdTime: drive.createdTime, modifiedTime: drive.createdTime, text: '' });
}
