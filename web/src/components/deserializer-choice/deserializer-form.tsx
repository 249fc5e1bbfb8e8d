import { Deserializer } from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type Control, Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { AUTOMATIC, DESERIALIZER_LABELS, type DeserializerChoice } from './choice.ts';

// How the key and the value are read (issue 14): automatic (registry framing, else text, else
// base64), a fixed type, the registry by a chosen subject for unframed data, or a Protobuf message
// type of a subject. The data tab and the live tail offer the same form; each says where it applies.

const Side = z
  .object({ deserializer: Deserializer, subject: z.string().optional(), protobufType: z.string().optional() })
  .superRefine((side, ctx) => {
    if (side.deserializer !== 'PROTOBUF') return;
    if (!side.subject?.trim())
      ctx.addIssue({
        code: 'custom',
        path: ['subject'],
        message: 'Choose the subject holding the .proto schema',
      });
    if (!side.protobufType?.trim())
      ctx.addIssue({
        code: 'custom',
        path: ['protobufType'],
        message: 'Name the message type, e.g. acme.Order',
      });
  });
const ChoiceForm = z.object({ key: Side, value: Side });

const OPTIONS = Deserializer.options.map((d) => ({ value: d, label: DESERIALIZER_LABELS[d] }));

export interface DeserializerFormProps {
  choice: DeserializerChoice;
  subjects: string[];
  onApply: (choice: DeserializerChoice) => void;
  /** Where the choice applies and whether it is remembered, under the two sides. */
  note: string;
}

function SideFields({
  which,
  control,
  subjects,
}: {
  which: 'key' | 'value';
  control: Control<DeserializerChoice>;
  subjects: string[];
}) {
  const deserializer = useWatch({ control, name: `${which}.deserializer` });
  const title = which === 'key' ? 'Key' : 'Value';
  return (
    <Stack gap={6} data-testid={`deserializer-${which}`}>
      <Title order={6}>{title}</Title>
      <Controller
        control={control}
        name={`${which}.deserializer`}
        render={({ field }) => (
          <Select
            size="xs"
            aria-label={`${title} deserializer`}
            allowDeselect={false}
            data={OPTIONS}
            value={field.value}
            onChange={(v) => v && field.onChange(v)}
            maxDropdownHeight={320}
            comboboxProps={{ withinPortal: false }}
            data-testid={`deserializer-${which}-type`}
          />
        )}
      />
      {deserializer === 'SCHEMA_REGISTRY' || deserializer === 'PROTOBUF' ? (
        <Controller
          control={control}
          name={`${which}.subject`}
          render={({ field, fieldState }) => (
            <Select
              size="xs"
              label="Subject"
              description={deserializer === 'PROTOBUF' ? undefined : 'For bytes without the registry framing'}
              placeholder={deserializer === 'PROTOBUF' ? 'Choose a subject' : 'By the id in the framing'}
              searchable
              clearable
              data={subjects}
              value={field.value ?? null}
              onChange={(v) => field.onChange(v ?? undefined)}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: false }}
              data-testid={`deserializer-${which}-subject`}
            />
          )}
        />
      ) : null}
      {deserializer === 'PROTOBUF' ? (
        <Controller
          control={control}
          name={`${which}.protobufType`}
          render={({ field, fieldState }) => (
            <TextInput
              size="xs"
              label="Message type"
              placeholder="acme.Order"
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.currentTarget.value)}
              error={fieldState.error?.message}
              data-testid={`deserializer-${which}-protobuf-type`}
            />
          )}
        />
      ) : null}
    </Stack>
  );
}

export function DeserializerForm({ choice, subjects, onApply, note }: DeserializerFormProps) {
  const { control, handleSubmit, reset } = useForm<DeserializerChoice>({
    resolver: zodResolver(ChoiceForm),
    defaultValues: choice,
  });
  return (
    <form
      onSubmit={(e) => {
        // React carries a submit through the dropdown's portal to an enclosing form (the tail's
        // controls): applying the choice must not also press Start.
        e.stopPropagation();
        void handleSubmit(onApply)(e);
      }}
      data-testid="deserializer-form"
    >
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="md">
          <SideFields which="key" control={control} subjects={subjects} />
          <SideFields which="value" control={control} subjects={subjects} />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {note}
        </Text>
        <Group justify="space-between">
          <Button
            variant="subtle"
            size="xs"
            onClick={() => reset(AUTOMATIC)}
            data-testid="deserializer-reset"
          >
            Both automatic
          </Button>
          <Button type="submit" data-testid="deserializer-apply">
            Apply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
