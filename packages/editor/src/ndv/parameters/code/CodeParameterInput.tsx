import { useEffect, useLayoutEffect, useRef } from 'react';
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers, placeholder } from '@codemirror/view';
import type { INodeProperties, NodeParameterValueType } from '@weft/workflow';
import { CODE_VARIABLES_OFFERED, PYTHON_CODE_VARIABLES_OFFERED } from '../expression/completion-sources';
import { completionSource } from '../expression/codemirror-completions';
import { useExpressionPreview } from '../expression/use-expression-preview';
import { codeAfterSampleChange } from './code-sample';

export interface CodeParameterInputProps {
  nodeName: string;
  path: string;
  parameter: INodeProperties;
  value: NodeParameterValueType;
  onChange(value: NodeParameterValueType): void;
  readOnly?: boolean;
}

const theme = EditorView.theme({
  '&': { height: '100%', minHeight: '320px', fontSize: '13px', border: '1px solid var(--mantine-color-default-border)', borderRadius: '4px' },
  '&.cm-focused': { outline: 'none', borderColor: 'var(--mantine-primary-color-filled)' },
  '.cm-scroller': { fontFamily: 'var(--mantine-font-family-monospace)', overflow: 'auto' },
});

/**
 * The Code node's editor, for JavaScript or Python (the parameter's `editorLanguage`): line numbers,
 * highlighting, and completion of what its code can use ($input, $json, $() with the workflow's node
 * names, items, console; in Python _input, _json, _() and print). The mode's example shows while the
 * code is empty.
 */
export function CodeParameterInput({ nodeName, path, parameter, value, onChange, readOnly = false }: CodeParameterInputProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const text = typeof value === 'string' ? value : '';
  const preview = useExpressionPreview(nodeName, '');
  const latest = useRef({ text, onChange, facts: preview.completionFacts });
  useLayoutEffect(() => { latest.current = { text, onChange, facts: preview.completionFacts }; });
  const sample = parameter.placeholder;
  const isPython = parameter.typeOptions?.editorLanguage === 'python';

  useEffect(() => {
    if (!host.current) return undefined;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: latest.current.text,
        extensions: [
          lineNumbers(),
          history(),
          bracketMatching(),
          closeBrackets(),
          indentOnInput(),
          highlightActiveLine(),
          // The middle panel is narrow: a long line scrolled sideways hid its own start.
          EditorView.lineWrapping,
          isPython ? python() : javascript(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          autocompletion({
            override: [isPython
              ? completionSource(() => latest.current.facts(), PYTHON_CODE_VARIABLES_OFFERED, undefined, '_')
              : completionSource(() => latest.current.facts(), CODE_VARIABLES_OFFERED)],
          }),
          keymap.of([...closeBracketsKeymap, ...completionKeymap, ...defaultKeymap, ...historyKeymap, indentWithTab]),
          placeholder(sample ?? ''),
          EditorState.readOnly.of(readOnly),
          EditorView.editable.of(!readOnly),
          EditorView.contentAttributes.of({ 'aria-label': parameter.displayName, 'data-testid': 'code-editor-content' }),
          EditorView.updateListener.of((update) => {
            const next = update.state.doc.toString();
            if (update.docChanged && next !== latest.current.text) latest.current.onChange(next);
          }),
          theme,
        ],
      }),
    });
    view.current = editor;
    return () => { editor.destroy(); view.current = null; };
  }, [readOnly, sample, parameter.displayName, isPython]);

  // Undo of the workflow, or a new example for the mode, changes the value from outside.
  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    if (current !== text) editor.dispatch({ changes: { from: 0, to: current.length, insert: text } });
  }, [text]);

  const previousSample = useRef(sample);
  useEffect(() => {
    const replaced = codeAfterSampleChange(latest.current.text, previousSample.current, sample);
    previousSample.current = sample;
    if (replaced !== null && !readOnly) latest.current.onChange(replaced);
  }, [sample, readOnly]);

  return <div ref={host} data-testid="code-parameter-input" data-parameter-path={path} style={{ height: '100%', minHeight: 320 }} />;
}
