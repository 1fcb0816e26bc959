import { useEffect, useRef } from 'react';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';

export interface JsonCodeEditorProps {
  /** The text the editor opens with; later changes of this prop are ignored (the editor owns its text). */
  initialText: string;
  onChange: (text: string) => void;
  ariaLabel: string;
  testId?: string;
}

const theme = EditorView.theme({
  '&': { height: '100%', fontSize: '13px', backgroundColor: 'var(--mantine-color-body)' },
  '.cm-scroller': { fontFamily: 'var(--mantine-font-family-monospace)', overflow: 'auto' },
  '&.cm-focused': { outline: 'none' },
});

/** A CodeMirror 6 editor for JSON text, with its own undo history (Ctrl+Z stays inside it). */
export function JsonCodeEditor({ initialText, onChange, ariaLabel, testId }: JsonCodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => { onChangeRef.current = onChange; }, [onChange]);
  const initialTextRef = useRef(initialText);

  useEffect(() => {
    if (!host.current) return undefined;
    const view = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initialTextRef.current,
        extensions: [
          lineNumbers(),
          history(),
          bracketMatching(),
          highlightActiveLine(),
          json(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-label': ariaLabel }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
          theme,
        ],
      }),
    });
    view.focus();
    return () => view.destroy();
  }, [ariaLabel]);

  return <div ref={host} data-testid={testId} style={{ height: '100%', minHeight: 0 }} />;
}
