import type { ProduceRequest, TopicRecord } from '@console/contract';
import { ActionIcon, Button, Checkbox, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DateTimePicker } from '../../components/date-time-picker.tsx';

// The produce form (spec §2.4, §3 Produce, §5): partition, key, value, headers (add/remove),
// timestamp, key and value schema, multi-message with separator (default ':'), tombstone.

export interface ProduceFormProps {
  partitions: number[];
  subjects: string[];
  initial?: TopicRecord;
  submitting: boolean;
  onSubmit: (body: ProduceRequest) => void;
}

interface HeaderRow {
  id: number;
  key: string;
  value: string;
}

export function ProduceForm({ partitions, subjects, initial, submitting, onSubmit }: ProduceFormProps) {
  const [partition, setPartition] = useState<string | null>(initial ? String(initial.partition) : null);
  const [key, setKey] = useState(initial?.key ?? '');
  const [value, setValue] = useState(initial?.value ?? '');
  const [headers, setHeaders] = useState<HeaderRow[]>(
    (initial?.headers ?? []).map((h, id) => ({ id, key: h.key, value: h.value ?? '' })),
  );
  const [timestamp, setTimestamp] = useState<Date | null>(null);
  const [keySchema, setKeySchema] = useState<string | null>(initial?.keySubject ?? null);
  const [valueSchema, setValueSchema] = useState<string | null>(initial?.valueSubject ?? null);
  const [multiMessage, setMultiMessage] = useState(false);
  const [separator, setSeparator] = useState(':');
  const [tombstone, setTombstone] = useState(false);

  const headerError = (h: HeaderRow) =>
    h.key.length < 1 ? 'A header key needs at least 1 character' : undefined;
  const separatorError =
    multiMessage && separator.length < 1 ? 'The separator needs at least 1 character' : undefined;
  const invalid = headers.some((h) => headerError(h)) || separatorError !== undefined;

  const submit = () => {
    if (invalid) return;
    onSubmit({
      partition: partition === null ? null : Number(partition),
      key,
      value: tombstone ? null : value,
      timestamp: (timestamp ?? new Date()).toISOString(),
      headers: headers.map((h) => ({ key: h.key, value: h.value })),
      keySchema,
      valueSchema,
      multiMessage,
      keyValueSeparator: separator,
      tombstone,
    });
  };

  return (
    <Stack gap="sm" maw={900} data-testid="produce-form">
      <Select
        label="Partition"
        placeholder="Choose item..."
        clearable
        data={partitions.map(String)}
        value={partition}
        onChange={setPartition}
        data-testid="produce-partition"
      />
      <Group grow>
        <Select
          label="Key schema"
          placeholder="Choose item..."
          clearable
          searchable
          data={subjects}
          value={keySchema}
          onChange={setKeySchema}
          data-testid="produce-key-schema"
        />
        <Select
          label="Value schema"
          placeholder="Choose item..."
          clearable
          searchable
          data={subjects}
          value={valueSchema}
          onChange={setValueSchema}
          data-testid="produce-value-schema"
        />
      </Group>
      <TextInput
        label="Key"
        value={key}
        onChange={(e) => setKey(e.currentTarget.value)}
        disabled={multiMessage}
        data-testid="produce-key"
      />
      <Stack gap={4}>
        {headers.map((h) => (
          <Group key={h.id} align="flex-start" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              placeholder="Header key"
              value={h.key}
              error={headerError(h)}
              onChange={(e) =>
                setHeaders(headers.map((x) => (x.id === h.id ? { ...x, key: e.currentTarget.value } : x)))
              }
              data-testid="produce-header-key"
            />
            <TextInput
              style={{ flex: 1 }}
              placeholder="Header value"
              value={h.value}
              onChange={(e) =>
                setHeaders(headers.map((x) => (x.id === h.id ? { ...x, value: e.currentTarget.value } : x)))
              }
              data-testid="produce-header-value"
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={6}
              onClick={() => setHeaders(headers.filter((x) => x.id !== h.id))}
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
          onClick={() => setHeaders([...headers, { id: Date.now(), key: '', value: '' }])}
          data-testid="produce-header-add"
        >
          Add header
        </Button>
      </Stack>
      <Group>
        <Checkbox
          label="Multi-message"
          checked={multiMessage}
          onChange={(e) => setMultiMessage(e.currentTarget.checked)}
          data-testid="produce-multi"
        />
        {multiMessage ? (
          <TextInput
            w={140}
            label="Key-value separator"
            value={separator}
            error={separatorError}
            onChange={(e) => setSeparator(e.currentTarget.value)}
            data-testid="produce-separator"
          />
        ) : null}
        <Checkbox
          label="Tombstone"
          checked={tombstone}
          onChange={(e) => setTombstone(e.currentTarget.checked)}
          data-testid="produce-tombstone"
        />
      </Group>
      <Textarea
        label={multiMessage ? `Value (one record per line: key${separator}value)` : 'Value'}
        autosize
        minRows={6}
        disabled={tombstone}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        styles={{ input: { fontFamily: 'monospace' } }}
        data-testid="produce-value"
      />
      <DateTimePicker
        label="Timestamp"
        value={timestamp}
        onChange={setTimestamp}
        testId="produce-timestamp"
      />
      <Group>
        <Button onClick={submit} disabled={invalid} loading={submitting} data-testid="produce-submit">
          Produce
        </Button>
      </Group>
    </Stack>
  );
}
