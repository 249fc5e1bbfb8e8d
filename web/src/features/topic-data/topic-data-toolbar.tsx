import { Badge, Button, Group, Loader, NumberInput, Popover, Select } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { DateTimePicker } from '../../components/date-time-picker.tsx';
import { choiceOf, type DeserializerChoice } from '../../components/deserializer-choice/choice.ts';
import { DeserializersButton } from '../../components/deserializer-choice/deserializers-button.tsx';
import { lazyCode } from '../../lib/load-code.ts';
import type { SavedFilter } from './saved-filters.ts';
import { filterChips } from './topic-data-chips.ts';
import type { DataTabSearch, Sort } from './topic-data-search.ts';

// The data tab's toolbar (spec §2.4): Sort, Partition, start and end Timestamp, the Search dropdown
// (six text filters and, from issue 14, a CEL filter), Offsets per partition and the deserializers.
// Every change goes to the URL and drops the `after` cursor (a new query
// starts at its first page). An empty time picker says what it means: no bound.

// The two dropdowns' forms load the first time one is opened.
const TopicDataFilterForm = lazyCode(() =>
  import('./topic-data-filter-form.tsx').then((m) => ({ default: m.TopicDataFilterForm })),
);
const loading = <Loader size="sm" m="md" />;

export interface ToolbarProps {
  clusterId: string;
  topicId: string;
  search: DataTabSearch;
  defaultSort: Sort;
  partitions: number[];
  subjects: string[];
  onChange: (patch: Partial<DataTabSearch>) => void;
  onChoice: (choice: DeserializerChoice) => void;
  onSaveFilter: (filter: SavedFilter) => void;
}

function FiltersButton(props: ToolbarProps) {
  const [opened, setOpened] = useState(false);
  const active = filterChips(props.search).filter(
    (c) => c.id.startsWith('searchBy') || c.id === 'filter',
  ).length;
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" width={460} trapFocus>
      <Popover.Target>
        <Button
          variant={active ? 'light' : 'default'}
          leftSection={<IconFilter size={16} />}
          rightSection={
            active ? (
              <Badge size="xs" circle>
                {active}
              </Badge>
            ) : null
          }
          onClick={() => setOpened((o) => !o)}
          data-testid="data-search-toggle"
        >
          Search
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {opened ? (
          <Suspense fallback={loading}>
            <TopicDataFilterForm
              clusterId={props.clusterId}
              topicId={props.topicId}
              search={props.search}
              onApply={(patch) => {
                props.onChange(patch);
                setOpened(false);
              }}
              onSave={props.onSaveFilter}
            />
          </Suspense>
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}

export function TopicDataToolbar(props: ToolbarProps) {
  const { search, onChange } = props;
  const date = (iso: string | undefined) => {
    const d = iso ? new Date(iso) : null;
    return d && !Number.isNaN(d.getTime()) ? d : null;
  };
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" data-testid="data-toolbar">
      <Select
        w={96}
        label="Sort"
        allowDeselect={false}
        data={['Oldest', 'Newest']}
        value={search.sort ?? props.defaultSort}
        onChange={(v) => onChange({ sort: (v as Sort) ?? undefined })}
        data-testid="data-sort"
      />
      <Select
        w={84}
        label="Partition"
        allowDeselect={false}
        data={['All', ...props.partitions.map(String)]}
        value={search.partition === undefined ? 'All' : String(search.partition)}
        onChange={(v) => onChange({ partition: v && v !== 'All' ? Number(v) : undefined })}
        data-testid="data-partition"
      />
      <DateTimePicker
        w={196}
        label="Timestamp"
        placeholder="Earliest"
        value={date(search.timestamp)}
        onChange={(d) => onChange({ timestamp: d?.toISOString() })}
        testId="data-timestamp"
      />
      <DateTimePicker
        w={196}
        label="End timestamp"
        placeholder="Latest"
        value={date(search.endTimestamp)}
        onChange={(d) => onChange({ endTimestamp: d?.toISOString() })}
        testId="data-end-timestamp"
      />
      <NumberInput
        w={150}
        label="Offsets per partition"
        placeholder="First"
        min={0}
        allowNegative={false}
        allowDecimal={false}
        value={search.offset ?? ''}
        onChange={(v) => onChange({ offset: v === '' ? undefined : Number(v) })}
        styles={{ label: { whiteSpace: 'nowrap' } }}
        data-testid="data-offset"
      />
      <FiltersButton {...props} />
      <DeserializersButton
        choice={choiceOf(search)}
        subjects={props.subjects}
        onApply={props.onChoice}
        note="Used for this page, searches, downloads and the record inspector, and remembered for this topic in this browser (Settings lists them)."
        testId="data-deserializers"
      />
    </Group>
  );
}
