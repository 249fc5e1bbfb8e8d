import { ProduceForm as ProduceFormSchema, type ProduceRequest, type TopicRecord } from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { DateTimePicker } from '../../components/date-time-picker.tsx';
import { formDefaults, SERIALIZER_HINTS, toRequest } from './produce-form-values.ts';
import { ProducePartFields } from './produce-part-fields.tsx';

// The produce form (spec §2.4, §3 Produce, §5; issue 14): partition; key and value each with its
// serializer (text, JSON, numbers, UUID, binary as hex/base64, MessagePack, or a registry subject
// and version, with the Protobuf message type); headers (add/remove); multi-message with separator
// (default ':'); tombstone; the timestamp (the moment of sending unless one is picked); and 'Keep
// the form after sending' to produce again. Validated by the contract's ProduceForm on every
// change; Produce is disabled while invalid.

export interface ProduceFormProps {
  cluster: string;
  partitions: number[];
  subjects: string[];
  initial?: TopicRecord;
  submitting: boolean;
  onSubmit: (body: ProduceRequest, keepForm: boolean) => void;
}

export function ProduceForm({
  cluster,
  partitions,
  subjects,
  initial,
  submitting,
  onSubmit,
}: ProduceFormProps) {
  const { control, register, handleSubmit, watch, formState, setValue } = useForm<ProduceFormSchema>({
    resolver: zodResolver(ProduceFormSchema),
    defaultValues: formDefaults(initial),
    mode: 'onChange',
  });
  const [keepForm, setKeepForm] = useState(false);
  const headers = useFieldArray({ control, name: 'headers' });
  const [multiMessage, tombstone, separator, timestamp, keySerializer, valueSerializer] = watch([
    'multiMessage',
    'tombstone',
    'keyValueSeparator',
    'timestamp',
    'keySerializer',
    'valueSerializer',
  ]);

  return (
    <form onSubmit={handleSubmit((form) => onSubmit(toRequest(form), keepForm))}>
      <Stack gap="sm" maw={1100} data-testid="produce-form">
        <Controller
          control={control}
          name="partition"
          render={({ field }) => (
            <Select
              label="Partition"
              placeholder="Any: chosen by the key's hash"
              w={280}
              clearable
              data={partitions.map(String)}
              value={field.value === null ? null : String(field.value)}
              onChange={(v) => field.onChange(v === null ? null : Number(v))}
              data-testid="produce-partition"
            />
          )}
        />
        <Fieldset legend="Key" variant="filled">
          <Stack gap="xs">
            <ProducePartFields
              part="key"
              cluster={cluster}
              subjects={subjects}
              control={control}
              setValue={setValue}
            />
            <TextInput
              label="Key"
              description={
                multiMessage
                  ? 'Each line gives its own key'
                  : `${SERIALIZER_HINTS[keySerializer]}; empty: no key`
              }
              {...register('key')}
              disabled={multiMessage}
              styles={{ input: { fontFamily: 'monospace' } }}
              data-testid="produce-key"
            />
          </Stack>
        </Fieldset>
        <Fieldset legend="Value" variant="filled">
          <Stack gap="xs">
            <ProducePartFields
              part="value"
              cluster={cluster}
              subjects={subjects}
              control={control}
              setValue={setValue}
              disabled={tombstone}
            />
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
              <Checkbox
                label="Tombstone (null value)"
                {...register('tombstone')}
                data-testid="produce-tombstone"
              />
            </Group>
            <Textarea
              label={multiMessage ? `Value (one record per line: key${separator}value)` : 'Value'}
              description={
                tombstone
                  ? 'A tombstone has no value'
                  : `${SERIALIZER_HINTS[valueSerializer]}; empty: an empty value (0 bytes), not a tombstone`
              }
              autosize
              minRows={6}
              maxRows={24}
              disabled={tombstone}
              {...register('value')}
              styles={{ input: { fontFamily: 'monospace' } }}
              data-testid="produce-value"
            />
          </Stack>
        </Fieldset>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Headers
          </Text>
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
                aria-label="Remove header"
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
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Timestamp
          </Text>
          <Group align="flex-end">
            <SegmentedControl
              data={[
                { value: 'send', label: 'When sent' },
                { value: 'pick', label: 'Pick a time' },
              ]}
              value={timestamp ? 'pick' : 'send'}
              onChange={(mode) =>
                setValue('timestamp', mode === 'pick' ? new Date() : null, { shouldValidate: true })
              }
              data-testid="produce-timestamp-mode"
            />
            {timestamp ? (
              <Controller
                control={control}
                name="timestamp"
                render={({ field }) => (
                  <DateTimePicker value={field.value} onChange={field.onChange} testId="produce-timestamp" />
                )}
              />
            ) : (
              <Text size="sm" c="dimmed" data-testid="produce-timestamp-at-send">
                Each record gets the time it is sent.
              </Text>
            )}
          </Group>
        </Stack>
        <Group>
          <Button
            type="submit"
            disabled={!formState.isValid}
            loading={submitting}
            data-testid="produce-submit"
          >
            Produce
          </Button>
          <Checkbox
            label="Keep the form after sending"
            checked={keepForm}
            onChange={(e) => setKeepForm(e.currentTarget.checked)}
            data-testid="produce-keep-form"
          />
        </Group>
      </Stack>
    </form>
  );
}
