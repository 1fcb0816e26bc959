import type { Completion, CompletionContext, CompletionResult as CmCompletionResult, CompletionSource } from '@codemirror/autocomplete';
import type { EditorView } from '@codemirror/view';
import { completionsAt } from './completion-sources';
import type { CodeSigil, CompletionFacts, CompletionItem } from './completion-sources';

function toCompletion(item: CompletionItem): Completion {
  const insert = item.apply ?? item.label;
  return {
    label: item.label,
    detail: item.detail,
    type: item.kind === 'node' ? 'constant' : item.kind,
    apply: (view: EditorView, _completion: Completion, from: number, to: number) => {
      const start = item.replacesDot ? from - 1 : from;
      // `$('Node')` closes its call: take over the quote and parenthesis the editor already closed.
      const closing = /['")\]]+$/.exec(insert)?.[0] ?? '';
      const end = closing && view.state.sliceDoc(to, to + closing.length) === closing ? to + closing.length : to;
      view.dispatch({ changes: { from: start, to: end, insert }, selection: { anchor: start + insert.length } });
    },
  };
}

/**
 * A CodeMirror completion source over completionsAt. `facts` is read at each completion, so the
 * editor need not be rebuilt when the input data or the node names change; `onlyInSegments` limits
 * it to the `{{ }}` parts of an expression template; `sigil` is `_` for Python code.
 */
export function completionSource(
  facts: () => CompletionFacts,
  roots: readonly CompletionItem[],
  onlyInSegments: (textBefore: string) => boolean = () => true,
  sigil: CodeSigil = '$',
): CompletionSource {
  return (context: CompletionContext): CmCompletionResult | null => {
    const line = context.state.doc.lineAt(context.pos);
    const textBefore = context.state.sliceDoc(0, context.pos);
    if (!onlyInSegments(textBefore)) return null;
    const lineBefore = textBefore.slice(line.from);
    const result = completionsAt(lineBefore, facts(), roots, sigil);
    if (!result) return null;
    return { from: line.from + result.from, options: result.items.map(toCompletion), validFor: /^[\w$ ]*$/ };
  };
}
