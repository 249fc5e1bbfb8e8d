import { Button, Group, Input } from '@mantine/core';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { CodeEditor } from '../../components/code-editor.tsx';

// What the field form and the JSON form of a connector (connect-config-form.tsx,
// connect-json-form.tsx) both show: a JSON text field, and the submit button.

/** A form field holding JSON text in the code editor, with the form's message for it. */
export function JsonField<T extends FieldValues, C, R>({
  control,
  name,
  label,
  description,
  height,
  testId,
}: {
  control: Control<T, C, R>;
  name: FieldPath<T>;
  label: string;
  description?: string;
  height: string;
  testId: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Input.Wrapper label={label} error={fieldState.error?.message} description={description}>
          <CodeEditor
            value={field.value}
            onChange={field.onChange}
            mode="json"
            height={height}
            testId={testId}
          />
        </Input.Wrapper>
      )}
    />
  );
}

/** The form's submit button: off while the form is invalid, busy while Connect checks or the save runs. */
export function SubmitRow({
  label,
  valid,
  busy,
  testId,
}: {
  label: string;
  valid: boolean;
  busy: boolean;
  testId: string;
}) {
  return (
    <Group justify="flex-end">
      <Button type="submit" disabled={!valid} loading={busy} data-testid={testId}>
        {label}
      </Button>
    </Group>
  );
}
