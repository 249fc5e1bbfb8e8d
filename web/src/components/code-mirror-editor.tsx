import { json } from '@codemirror/lang-json';
import { sql } from '@codemirror/lang-sql';
import { StreamLanguage } from '@codemirror/language';
import { protobuf } from '@codemirror/legacy-modes/mode/protobuf';
import { EditorState, type Extension } from '@codemirror/state';
import { oneDark } from '@codemirror/theme-one-dark';
import { basicSetup, EditorView } from 'codemirror';
import { useEffect, useRef } from 'react';
import type { CodeEditorMode, CodeEditorProps } from './code-editor.tsx';

const LANGUAGES: Record<CodeEditorMode, () => Extension> = {
  json: () => json(),
  sql: () => sql(),
  protobuf: () => StreamLanguage.define(protobuf),
};

/**
 * The CodeMirror 6 view behind `CodeEditor` (only reached through its dynamic import). The view
 * is created once per mode; outside changes to `value` are pushed in without resetting the cursor.
 */
export default function CodeMirrorEditor({
  value,
  onChange,
  mode,
  height = '200px',
  readOnly,
  testId,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: value is synced by the effect below
  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          basicSetup,
          LANGUAGES[mode](),
          oneDark,
          EditorView.theme({ '&': { height }, '.cm-scroller': { overflow: 'auto' } }),
          EditorState.readOnly.of(Boolean(readOnly)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current?.(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
  }, [mode, height, readOnly]);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  return <div ref={host} data-testid={testId ?? 'code-editor'} data-mode={mode} />;
}
