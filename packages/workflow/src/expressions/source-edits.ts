/**
 * Text edits on a source string, applied in one pass. Wrappers are added as an opening text at the
 * start of a node and a closing text at its end; when several meet at one position, closings come
 * first (innermost first), then openings (outermost first, i.e. in the order they were added).
 * Replacements cover leaf nodes (identifiers) only, so they never contain other edits.
 */
interface Edit {
  pos: number;
  end: number;
  text: string;
  /** 0: closing text, 1: opening text or replacement. */
  group: 0 | 1;
  seq: number;
}

export class SourceEdits {
  private readonly edits: Edit[] = [];

  wrap(start: number, end: number, open: string, close: string): void {
    this.edits.push({ pos: start, end: start, text: open, group: 1, seq: this.edits.length });
    this.edits.push({ pos: end, end, text: close, group: 0, seq: this.edits.length });
  }

  insert(pos: number, text: string): void {
    this.edits.push({ pos, end: pos, text, group: 1, seq: this.edits.length });
  }

  replace(start: number, end: number, text: string): void {
    this.edits.push({ pos: start, end, text, group: 1, seq: this.edits.length });
  }

  apply(source: string): string {
    const sorted = [...this.edits].sort((a, b) => {
      if (a.pos !== b.pos) return a.pos - b.pos;
      if (a.group !== b.group) return a.group - b.group;
      return a.group === 0 ? b.seq - a.seq : a.seq - b.seq;
    });
    let out = '';
    let cursor = 0;
    for (const edit of sorted) {
      if (edit.pos < cursor) throw new Error('Overlapping source edits');
      out += source.slice(cursor, edit.pos) + edit.text;
      cursor = edit.end;
    }
    return out + source.slice(cursor);
  }
}
