import { ProduceForm as ProduceFormSchema, type ProduceRequest, type TopicRecord } from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Checkbox, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { DateTimePicker } from '../../components/date-time-picker.tsx';

// The produce form (spec §2.4, §3 Produce, §5): partition, key, value, headers (add/remove),
// timestamp, key and value schema, multi-message with separator (default ':'), tombstone.
// Validated by the contract's ProduceForm on every change; Produce is disabled while invalid.

export interface ProduceFormProps {
  partitions: number[];
  subjects: string[];
  initial?: TopicRecord;
  submitting: boolean;
  onSubmit: (body: ProduceRequest) => void;
}

function defaults(initial: TopicRecord | undefined): ProduceFormSchema {
  return {
    partition: initial ? initial.partition : null,
    key: initial?.key ?? '',
    value: initial?.value ?? '',
    headers: (initial?.headers ?? []).map((h) => ({ key: h.key, value: h.value ?? '' })),
    timestamp: null,
    keySchema: initial?.keySubject ?? null,
    valueSchema: initial?.valueSubject ?? null,
    multiMessage: false,
    keyValueSeparator: ':',
    tombstone: false,
  };
}

function toRequest(form: ProduceFormSchema): ProduceRequest {
  return {
    partition: form.partition,
    key: form.key,
    value: form.tombstone ? null : form.value,
    timestamp: (form.timestamp ?? new Date()).toISOString(),
    headers: form.headers,
    keySchema: form.keySchema,
    valueSchema: form.valueSchema,
    multiMessage: form.multiMessage,
    keyValueSeparator: form.keyValueSeparator,
    tombstone: form.tombstone,
  };
}

export function ProduceForm({ partitions, subjects, initial, submitting, onSubmit }: ProduceFormProps) {
  const { control, register, handleSubmit, watch, formState } = useForm<ProduceFormSchema>({
    resolver: zodResolver(ProduceFormSchema),
    defaultValues: defaults(initial),
    mode: 'onChange',
  });
  const headers = useFieldArray({ control, name: 'headers' });
  const [multiMessage, tombstone, separator] = watch(['multiMessage', 'tombstone', 'keyValueSeparator']);
  const subjectSelect = (name: 'keySchema' | 'valueSchema', label: string, testId: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          placeholder="Choose item..."
          clearable
          searchable
          data={subjects}
          value={field.value}
          onChange={field.onChange}
          data-testid={testId}
        />
      )}
    />
  );

  return (
    <form onSubmit={handleSubmit((form) => onSubmit(toRequest(form)))}>
      <Stack gap="sm" maw={900} data-testid="produce-form">
        <Controller
          control={control}
          name="partition"
          render={({ field }) => (
            <Select
              label="Partition"
              placeholder="Choose item..."
              clearable
              data={partitions.map(String)}
              value={field.value === null ? null : String(field.value)}
              onChange={(v) => field.onChange(v === null ? null : Number(v))}
              data-testid="produce-partition"
            />
          )}
        />
        <Group grow>
          {subjectSelect('keySchema', 'Key schema', 'produce-key-schema')}
          {subjectSelect('valueSchema', 'Value schema', 'produce-value-schema')}
        </Group>
        <TextInput label="Key" {...register('key')} disabled={multiMessage} data-testid="produce-key" />
        <Stack gap={4}>
          {headers.fields.map((h, i) => (
            <Group key={h.id} align="flex-start" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                placeholder="Header key"
                {...register(`headers.${i}.key`)}
                error={formState.errors.headers?.[i]?.key?.message}
                data-testid="produce-header-key"
              />
              <TextInput
                style={{ flex: 1 }}
                placeholder="Header value"
                {...register(`headers.${i}.value`)}
                data-testid="produce-header-value"
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={6}
                onClick={() => headers.remove(i)}
                data-testid="produce-header-remove"
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="default"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} />}
            onClick={() => headers.append({ key: '', value: '' })}
            data-testid="produce-header-add"
          >
            Add header
          </Button>
        </Stack>
        <Group>
          <Checkbox label="Multi-message" {...register('multiMessage')} data-testid="produce-multi" />
          {multiMessage ? (
            <TextInput
              w={140}
              label="Key-value separator"
              {...register('keyValueSeparator')}
              error={formState.errors.keyValueSeparator?.message}
              data-testid="produce-separator"
            />
          ) : null}
          <Checkbox label="Tombstone" {...register('tombstone')} data-testid="produce-tombstone" />
        </Group>
        <Textarea
          label={multiMessage ? `Value (one record per line: key${separator}value)` : 'Value'}
          autosize
          minRows={6}
          disabled={tombstone}
          {...register('value')}
          styles={{ input: { fontFamily: 'monospace' } }}
          data-testid="produce-value"
        />
        <Controller
          control={control}
          name="timestamp"
          render={({ field }) => (
            <DateTimePicker
              label="Timestamp"
              value={field.value}
              onChange={field.onChange}
              testId="produce-timestamp"
            />
          )}
        />
        <Group>
          <Button
            type="submit"
            disabled={!formState.isValid}
            loading={submitting}
            data-testid="produce-submit"
          >
            Produce
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
