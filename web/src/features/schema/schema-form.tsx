import {
  Compatibility,
  type SchemaCreate,
  type SchemaFormInput,
  SchemaFormValues,
  SchemaType,
} from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Input, Select, Stack, TextInput } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CodeEditor, editorModeFor } from '../../components/code-editor.tsx';

interface SchemaFormProps {
  defaultValues: SchemaFormInput;
  /** Update form: the subject is the one being updated. */
  subjectLocked?: boolean;
  submitLabel: string;
  submitting?: boolean;
  onSubmit: (payload: SchemaCreate) => void;
  /** Extra buttons beside submit; `current()` gives the payload when the form is valid. */
  extra?: (current: () => SchemaCreate | undefined) => ReactNode;
  /** Called on every edit (e.g. to drop a compatibility verdict about the previous text). */
  onEdit?: () => void;
}

/** Subject, compatibility, type and schema (spec §5), validated on every change. */
export function SchemaForm({
  defaultValues,
  subjectLocked,
  submitLabel,
  submitting,
  onSubmit,
  extra,
  onEdit: onEditProp,
}: SchemaFormProps) {
  const { control, handleSubmit, formState, watch, getValues } = useForm<
    SchemaFormInput,
    unknown,
    SchemaCreate
  >({
    resolver: zodResolver(SchemaFormValues),
    defaultValues,
    mode: 'onChange',
  });
  const schemaType = watch('schemaType');
  const onEdit = useRef(onEditProp);
  onEdit.current = onEditProp;
  useEffect(() => {
    const subscription = watch(() => onEdit.current?.());
    return () => subscription.unsubscribe();
  }, [watch]);
  const current = () => {
    const parsed = SchemaFormValues.safeParse(getValues());
    return parsed.success ? parsed.data : undefined;
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} data-testid="schema-form">
      <Stack gap="md">
        <Controller
          control={control}
          name="subject"
          render={({ field, fieldState }) => (
            <TextInput
              label="Subject"
              withAsterisk
              disabled={subjectLocked}
              {...field}
              error={fieldState.error?.message}
              data-testid="schema-subject"
            />
          )}
        />
        <Group grow align="flex-start">
          <Controller
            control={control}
            name="compatibilityLevel"
            render={({ field, fieldState }) => (
              <Select
                label="Compatibility"
                withAsterisk
                placeholder="Choose item..."
                data={Compatibility.options}
                value={field.value ?? null}
                onChange={field.onChange}
                error={fieldState.error?.message}
                data-testid="schema-compatibility"
              />
            )}
          />
          <Controller
            control={control}
            name="schemaType"
            render={({ field, fieldState }) => (
              <Select
                label="Schema type"
                withAsterisk
                placeholder="Choose item..."
                data={SchemaType.options}
                value={field.value ?? null}
                onChange={field.onChange}
                error={fieldState.error?.message}
                data-testid="schema-type"
              />
            )}
          />
        </Group>
        <Controller
          control={control}
          name="schemaData"
          render={({ field, fieldState }) => (
            <Input.Wrapper label="Schema" withAsterisk error={fieldState.error?.message}>
              <CodeEditor
                value={field.value}
                onChange={field.onChange}
                mode={editorModeFor(schemaType ?? undefined)}
                height="320px"
                testId="schema-editor"
              />
            </Input.Wrapper>
          )}
        />
        <Group justify="flex-end">
          {extra?.(current)}
          <Button
            type="submit"
            disabled={!formState.isValid}
            loading={submitting}
            data-testid="schema-submit"
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
