import type { ProduceForm } from '@console/contract';
import { Autocomplete, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type Control, Controller, type UseFormSetValue, useWatch } from 'react-hook-form';
import { protobufTypes, SERIALIZER_OPTIONS, WITH_SUBJECT } from './produce-form-values.ts';
import { produceQueries } from './produce-queries.ts';

// How one part (key or value) of the record is written: the serializer, and for the registry ones
// the subject, its version (latest by default) and, for a Protobuf schema, the message type.

interface PartFieldsProps {
  part: 'key' | 'value';
  cluster: string;
  subjects: string[];
  control: Control<ProduceForm>;
  setValue: UseFormSetValue<ProduceForm>;
  disabled?: boolean;
}

const NAMES = {
  key: {
    serializer: 'keySerializer',
    subject: 'keySchema',
    version: 'keySchemaVersion',
    type: 'keyProtobufType',
  },
  value: {
    serializer: 'valueSerializer',
    subject: 'valueSchema',
    version: 'valueSchemaVersion',
    type: 'valueProtobufType',
  },
} as const;

export function ProducePartFields({ part, cluster, subjects, control, setValue, disabled }: PartFieldsProps) {
  const names = NAMES[part];
  const label = part === 'key' ? 'Key' : 'Value';
  const [serializer, subject, version] = useWatch({
    control,
    name: [names.serializer, names.subject, names.version],
  });
  const withSubject = WITH_SUBJECT.has(serializer);
  const versions = useQuery({
    ...produceQueries.versions(cluster, subject ?? ''),
    enabled: withSubject && Boolean(subject),
  });
  const list = versions.data ?? [];
  const latest = list.at(-1);
  const chosen = (version === null ? undefined : list.find((v) => v.version === version)) ?? latest;
  const isProtobuf =
    (chosen?.schemaType ?? (serializer === 'PROTOBUF' ? 'PROTOBUF' : undefined)) === 'PROTOBUF';
  const types = isProtobuf ? protobufTypes(chosen?.schema ?? '') : [];
  return (
    <Group grow align="flex-start" data-testid={`produce-${part}-serializer-fields`}>
      <Controller
        control={control}
        name={names.serializer}
        render={({ field }) => (
          <Select
            label={`${label} serializer`}
            data={SERIALIZER_OPTIONS}
            value={field.value}
            onChange={(v) => v && field.onChange(v)}
            allowDeselect={false}
            disabled={disabled}
            data-testid={`produce-${part}-serializer`}
          />
        )}
      />
      {withSubject ? (
        <Controller
          control={control}
          name={names.subject}
          render={({ field, fieldState }) => (
            <Select
              label={`${label} schema`}
              placeholder={serializer === 'AUTO' ? 'None: written as text' : 'Choose item...'}
              clearable
              searchable
              data={subjects}
              value={field.value}
              onChange={(chosen) => {
                // Another subject: its latest version and first message type, until chosen again.
                field.onChange(chosen);
                setValue(names.version, null);
                setValue(names.type, '');
              }}
              error={fieldState.error?.message}
              disabled={disabled}
              data-testid={`produce-${part}-schema`}
            />
          )}
        />
      ) : null}
      {withSubject && subject ? (
        <Controller
          control={control}
          name={names.version}
          render={({ field }) => (
            <Select
              label={`${label} schema version`}
              description={chosen ? `${chosen.schemaType ?? 'AVRO'} schema` : undefined}
              data={[
                { value: '', label: latest ? `Latest (${latest.version})` : 'Latest' },
                ...list
                  .slice()
                  .reverse()
                  .map((v) => ({ value: String(v.version), label: `Version ${v.version} (id ${v.id})` })),
              ]}
              value={field.value === null ? '' : String(field.value)}
              onChange={(v) => field.onChange(v ? Number(v) : null)}
              allowDeselect={false}
              disabled={disabled}
              data-testid={`produce-${part}-schema-version`}
            />
          )}
        />
      ) : null}
      {withSubject && subject && isProtobuf ? (
        <Controller
          control={control}
          name={names.type}
          render={({ field }) => {
            const typed = field.value.trim().replace(/^\./, '');
            const known =
              !typed || types.length === 0 || types.some((t) => t === typed || t.endsWith(`.${typed}`));
            return (
              <Autocomplete
                label={`${label} message type`}
                placeholder={types[0] ? `${types[0]} (the first)` : 'The first message of the schema'}
                data={types}
                value={field.value}
                onChange={field.onChange}
                error={known ? undefined : 'Not a message of this schema version'}
                disabled={disabled}
                data-testid={`produce-${part}-protobuf-type`}
              />
            );
          }}
        />
      ) : null}
    </Group>
  );
}
