import { RangeSetBuilder } from '@codemirror/state';
import type { Extension } from '@codemirror/state';
import { Decoration, EditorView, ViewPlugin } from '@codemirror/view';
import type { DecorationSet, ViewUpdate } from '@codemirror/view';

export type SegmentState = 'valid' | 'invalid' | 'pending';

// A `{{ }}` segment, or an unclosed one running to the end (as splitTemplate reads it).
const SEGMENT = /\{\{[\s\S]*?(?:\}\}|$)/g;
// Inside a segment: strings, numbers, $-variables and keywords get their own colour.
const TOKEN = /('(?:[^'\\]|\\.)*'?|"(?:[^"\\]|\\.)*"?|`(?:[^`\\]|\\.)*`?)|(\b\d+(?:\.\d+)?\b)|(\$[\w$]*)|\b(true|false|null|undefined|new|return|typeof|const|let)\b/g;

const marks = {
  valid: Decoration.mark({ class: 'weft-segment weft-segment-valid' }),
  invalid: Decoration.mark({ class: 'weft-segment weft-segment-invalid' }),
  pending: Decoration.mark({ class: 'weft-segment' }),
  string: Decoration.mark({ class: 'weft-js-string' }),
  number: Decoration.mark({ class: 'weft-js-number' }),
  variable: Decoration.mark({ class: 'weft-js-variable' }),
  keyword: Decoration.mark({ class: 'weft-js-keyword' }),
};

function decorate(view: EditorView, stateOf: (segment: string) => SegmentState): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  const text = view.state.doc.toString();
  for (const match of text.matchAll(SEGMENT)) {
    const start = match.index;
    builder.add(start, start + match[0].length, marks[stateOf(match[0])]);
    for (const token of match[0].matchAll(TOKEN)) {
      const kind = token[1] ? 'string' : token[2] ? 'number' : token[3] ? 'variable' : 'keyword';
      builder.add(start + token.index, start + token.index + token[0].length, marks[kind]);
    }
  }
  return builder.finish();
}

/**
 * Colours the `{{ }}` segments of an expression by whether each resolves for the current item
 * (`stateOf` gets the segment's text with its braces), and the JavaScript tokens inside them.
 */
export function expressionHighlight(stateOf: () => (segment: string) => SegmentState): Extension {
  const plugin = ViewPlugin.fromClass(class {
    decorations: DecorationSet;
    constructor(view: EditorView) { this.decorations = decorate(view, stateOf()); }
    update(update: ViewUpdate) {
      if (update.docChanged || update.transactions.some((tr) => tr.reconfigured)) this.decorations = decorate(update.view, stateOf());
    }
  }, { decorations: (value) => value.decorations });
  return [plugin, EditorView.baseTheme({
    '.weft-segment': { borderRadius: '2px' },
    '.weft-segment-valid': { color: 'var(--mantine-color-green-8)', backgroundColor: 'var(--mantine-color-green-0)' },
    '.weft-segment-invalid': { color: 'var(--mantine-color-red-8)', backgroundColor: 'var(--mantine-color-red-0)' },
    '.weft-js-string': { color: 'var(--mantine-color-orange-8)' },
    '.weft-js-number': { color: 'var(--mantine-color-blue-8)' },
    '.weft-js-variable': { color: 'var(--mantine-color-grape-8)', fontWeight: 600 },
    '.weft-js-keyword': { color: 'var(--mantine-color-indigo-8)' },
  })];
}
