import { DataFilterForm, SEARCH_FIELDS, type SearchType } from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, Popover, Select, Stack, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DateTimePicker } from '../../components/date-time-picker.tsx';
import { type DataTabSearch, SEARCH_LABELS, SEARCH_TYPE_LABELS, splitFilter } from './topic-data-search.ts';

// The data tab's toolbar (spec §2.4): Sort, Partition, start and end Timestamp, the Search
// dropdown with six filters, Offsets per partition, Time Format and Download query result. Every
// change goes to the URL (and drops the `after` cursor: a new query starts at its first page).

export interface ToolbarProps {
  search: DataTabSearch;
  defaultSort: 'Oldest' | 'Newest';
  partitions: number[];
  isoTime: boolean;
  onIsoTime: (iso: boolean) => void;
  onChange: (patch: Partial<DataTabSearch>) => void;
  onDownload: () => void;
}

function SearchDropdown({ search, onChange }: Pick<ToolbarProps, 'search' | 'onChange'>) {
  const [opened, setOpened] = useState(false);
  const { control, register, handleSubmit } = useForm<DataFilterForm>({
    resolver: zodResolver(DataFilterForm),
    defaultValues: Object.fromEntries(
      SEARCH_FIELDS.map((f) => [f, splitFilter(search[f])]),
    ) as DataFilterForm,
  });
  const apply = handleSubmit((filters) => {
    const patch: Partial<DataTabSearch> = {};
    for (const f of SEARCH_FIELDS)
      patch[f] = filters[f].text.trim() ? `${filters[f].text}_${filters[f].type}` : undefined;
    onChange(patch);
    setOpened(false);
  });
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" width={440}>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconSearch size={16} />}
          onClick={() => setOpened((o) => !o)}
          data-testid="data-search-toggle"
        >
          Search
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={apply}>
          <Stack gap="xs">
            {SEARCH_FIELDS.map((f) => (
              <Group key={f} gap="xs" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={SEARCH_LABELS[f]}
                  {...register(`${f}.text`)}
                  data-testid={`filter-${f}`}
                />
                <Controller
                  control={control}
                  name={`${f}.type`}
                  render={({ field }) => (
                    <Select
                      w={140}
                      label="Type"
                      allowDeselect={false}
                      data={(['C', 'N', 'E'] as const).map((t) => ({
                        value: t,
                        label: SEARCH_TYPE_LABELS[t],
                      }))}
                      value={field.value}
                      onChange={(t) => t && field.onChange(t as SearchType)}
                      data-testid={`filter-type-${f}`}
                    />
                  )}
                />
              </Group>
            ))}
            <Button type="submit" data-testid="filter-apply">
              Search
            </Button>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

export function TopicDataToolbar(props: ToolbarProps) {
  const { search, onChange } = props;
  const date = (iso: string | undefined) => (iso ? new Date(iso) : null);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="data-toolbar">
      <Select
        w={110}
        label="Sort"
        allowDeselect={false}
        data={['Oldest', 'Newest']}
        value={search.sort ?? props.defaultSort}
        onChange={(v) => onChange({ sort: (v as 'Oldest' | 'Newest') ?? undefined })}
        data-testid="data-sort"
      />
      <Select
        w={110}
        label="Partition"
        allowDeselect={false}
        data={['All', ...props.partitions.map(String)]}
        value={search.partition ?? 'All'}
        onChange={(v) => onChange({ partition: v && v !== 'All' ? v : undefined })}
        data-testid="data-partition"
      />
      <DateTimePicker
        label="Timestamp"
        value={date(search.timestamp)}
        onChange={(d) => onChange({ timestamp: d?.toISOString() })}
        testId="data-timestamp"
      />
      <DateTimePicker
        label="End timestamp"
        value={date(search.endTimestamp)}
        onChange={(d) => onChange({ endTimestamp: d?.toISOString() })}
        testId="data-end-timestamp"
      />
      <SearchDropdown search={search} onChange={onChange} />
      <NumberInput
        w={150}
        label="Offsets per partition"
        min={0}
        allowNegative={false}
        value={search.offset ?? ''}
        onChange={(v) => onChange({ offset: v === '' ? undefined : String(v) })}
        data-testid="data-offset"
      />
      <Select
        w={110}
        label="Time Format"
        allowDeselect={false}
        data={[
          { value: 'RELATIVE', label: 'Relative' },
          { value: 'ISO', label: 'ISO' },
        ]}
        value={props.isoTime ? 'ISO' : 'RELATIVE'}
        onChange={(v) => props.onIsoTime(v === 'ISO')}
        data-testid="data-time-format"
      />
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        onClick={props.onDownload}
        data-testid="data-download-all"
      >
        Download query result
      </Button>
    </Group>
  );
}
