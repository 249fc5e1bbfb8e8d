import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { lazyCode } from '../lib/load-code.ts';

export type CodeEditorMode = 'json' | 'protobuf' | 'sql';

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  mode: CodeEditorMode;
  /** CSS height, e.g. '200px' for SQL and '100px' for properties (spec §9). */
  height?: string;
  readOnly?: boolean;
  testId?: string;
}

/** Spec §2.2 item 6: protobuf mode when the schema type is PROTOBUF, otherwise JSON. */
export function editorModeFor(schemaType: string | undefined): CodeEditorMode {
  return schemaType === 'PROTOBUF' ? 'protobuf' : 'json';
}

// CodeMirror is large; it is fetched the first time an editor is shown, not with the app.
const CodeMirrorEditor = lazyCode(() => import('./code-mirror-editor.tsx'));

/** Code editor for form fields (JSON, Protobuf or SQL), dark theme, loaded on demand. */
export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense
      fallback={
        <Center h={props.height ?? '200px'} data-testid="code-editor-loading">
          <Loader size="sm" />
        </Center>
      }
    >
      <CodeMirrorEditor {...props} />
    </Suspense>
  );
}
