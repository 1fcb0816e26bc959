import { useEffect, useLayoutEffect, useRef } from 'react';
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, placeholder as placeholderText } from '@codemirror/view';
import type { CompletionFacts } from './completion-sources';
import { EXPRESSION_VARIABLES_OFFERED, insideSegment } from './completion-sources';
import { completionSource } from './codemirror-completions';
import { expressionHighlight } from './expression-highlight';
import type { SegmentState } from './expression-highlight';

export interface ExpressionCodeMirrorProps {
  /** The template without its leading '='. */
  text: string;
  onText(text: string): void;
  segmentState: (segment: string) => SegmentState;
  completionFacts: () => CompletionFacts;
  readOnly?: boolean;
  autoFocus?: boolean;
  ariaLabel: string;
  testId: string;
  placeholder?: string;
  minHeight?: string;
}

const theme = EditorView.theme({
  '&': { fontSize: '13px', border: '1px solid var(--mantine-color-default-border)', borderRadius: '4px', backgroundColor: 'var(--mantine-color-body)' },
  '&.cm-focused': { outline: 'none', borderColor: 'var(--mantine-primary-color-filled)' },
  '.cm-scroller': { fontFamily: 'var(--mantine-font-family-monospace)' },
  '.cm-content': { padding: '4px 2px' },
});

/**
 * CodeMirror 6 over an expression template: `{{ }}` segments coloured by whether they resolve,
 * autocompletion inside them. The editor owns its text while it has the focus; a new `text` from
 * outside (a drop, undo) replaces it.
 */
export function ExpressionCodeMirror(props: ExpressionCodeMirrorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef(props);
  // The editor's listeners read the newest props without the editor being rebuilt.
  useLayoutEffect(() => { latest.current = props; });

  useEffect(() => {
    if (!host.current) return undefined;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: latest.current.text,
        extensions: [
          history(),
          closeBrackets(),
          autocompletion({ override: [completionSource(() => latest.current.completionFacts(), EXPRESSION_VARIABLES_OFFERED, insideSegment)] }),
          keymap.of([...closeBracketsKeymap, ...completionKeymap, ...defaultKeymap, ...historyKeymap]),
          expressionHighlight(() => latest.current.segmentState),
          EditorView.lineWrapping,
          EditorState.readOnly.of(Boolean(latest.current.readOnly)),
          EditorView.editable.of(!latest.current.readOnly),
          EditorView.contentAttributes.of({ 'aria-label': latest.current.ariaLabel, 'data-testid': latest.current.testId }),
          placeholderText(latest.current.placeholder ?? ''),
          EditorView.updateListener.of((update) => {
            const text = update.state.doc.toString();
            // A text set from outside is not a change of the user's.
            if (update.docChanged && text !== latest.current.text) latest.current.onText(text);
          }),
          theme,
          EditorView.theme({ '.cm-content': { minHeight: latest.current.minHeight ?? 'auto' } }),
        ],
      }),
    });
    view.current = editor;
    if (latest.current.autoFocus) editor.focus();
    return () => { editor.destroy(); view.current = null; };
  }, [props.readOnly]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    if (current !== props.text) editor.dispatch({ changes: { from: 0, to: current.length, insert: props.text } });
  }, [props.text]);

  return <div ref={host} style={{ flex: 1, minWidth: 0 }} />;
}
