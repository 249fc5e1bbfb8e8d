import { type ConfigEntry, ConfigForm } from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { type DataColumn, DataTable } from '../data-table/index.ts';
import { FilterInput } from '../filter-input.tsx';
import { Pagination } from '../pagination.tsx';

import { NameCell, TypeCell, ValueCell } from './config-cells.tsx';
import { changedValues, configFormValues, draftOf } from './config-values.ts';

const CONFIG_PAGE = 50;

export interface ConfigEditorProps {
  configs: readonly ConfigEntry[] | undefined;
  loading?: boolean;
  /** False without ALTER_CONFIG, or for internal topics: every value is shown locked. */
  editable: boolean;
  /** Gets only the changed name/value pairs ('' puts an entry back to its default). */
  onSave: (changed: Record<string, string>) => Promise<unknown>;
  testId?: string;
}

/**
 * The one config editor of topics and nodes (spec §2.4 configs tab, §2.6, §5 "Node config"): name
 * with Kafka's description, an editable value with a humanised hint for `.ms` and `.size`
 * settings, the source and type with a sensitive marker. Read-only entries are locked; 'Update
 * configs' sends only what changed. The values are a react-hook-form form (the contract's
 * ConfigForm) that follows Kafka's values: a saved change or a refetch shows what Kafka now holds.
 */
export function ConfigEditor({ configs, loading, editable, onSave, testId }: ConfigEditorProps) {
  const [filter, setFilter] = useState('');
  const [overriddenOnly, setOverriddenOnly] = useState(false);
  const [page, setPage] = useState(1);
  const values = useMemo(() => configFormValues(configs ?? []), [configs]);
  const { control, register, handleSubmit, reset, formState } = useForm<ConfigForm>({
    resolver: zodResolver(ConfigForm),
    values,
  });
  const entries = useWatch({ control, name: 'entries' });
  const position = useMemo(() => new Map(configs?.map((c, i) => [c.name, i])), [configs]);
  const shown = useMemo(() => {
    const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
    return configs?.filter(
      (c) =>
        words.every((w) => c.name.toLowerCase().includes(w)) &&
        (!overriddenOnly || (c.source !== undefined && c.source !== 'DEFAULT_CONFIG')),
    );
  }, [configs, filter, overriddenOnly]);
  // A broker has some 250 configs: shown a page at a time (edits on other pages are kept).
  const pages = Math.max(1, Math.ceil((shown?.length ?? 0) / CONFIG_PAGE));
  const current = Math.min(page, pages);
  const pageRows = useMemo(
    () => shown?.slice((current - 1) * CONFIG_PAGE, current * CONFIG_PAGE),
    [shown, current],
  );
  const count = Object.keys(changedValues(configs ?? [], draftOf(entries))).length;

  const columns = useMemo<DataColumn<ConfigEntry>[]>(
    () => [
      { id: 'name', header: 'Name', accessor: (c) => c.name, cell: (c) => <NameCell entry={c} /> },
      {
        id: 'value',
        header: 'Value',
        readOnly: true,
        accessor: (c) => c.value,
        cell: (c) => (
          <ValueCell
            entry={c}
            index={position.get(c.name) ?? 0}
            locked={!editable || !!c.readOnly}
            control={control}
            register={register}
          />
        ),
        width: 320,
      },
      {
        id: 'type',
        header: 'Type',
        accessor: (c) => c.source,
        cell: (c) => <TypeCell entry={c} />,
        width: 330,
      },
    ],
    [editable, control, register, position],
  );

  const save = handleSubmit(async (form) => {
    try {
      await onSave(changedValues(configs ?? [], draftOf(form.entries)));
      // Back to Kafka's values, refetched by the save: an emptied value shows its default again.
      reset();
    } catch {
      // The error toast comes from the mutation cache; the edits stay for another try.
    }
  });

  return (
    <Stack gap="sm" data-testid={testId ?? 'config-editor'}>
      <Group justify="space-between">
        <Group gap="md">
          <FilterInput
            label="Filter configs"
            value={filter}
            onChange={(value) => {
              setFilter(value);
              setPage(1);
            }}
            testId="config-filter"
          />
          <Checkbox
            label="Only overridden"
            checked={overriddenOnly}
            onChange={(event) => {
              setOverriddenOnly(event.currentTarget.checked);
              setPage(1);
            }}
            data-testid="config-overridden-only"
          />
          <Text size="sm" c="dimmed" data-testid="config-count">
            {shown ? `${shown.length} of ${configs?.length ?? 0} configs` : ''}
          </Text>
        </Group>
        {editable ? (
          <Button
            onClick={() => save()}
            disabled={count === 0}
            loading={formState.isSubmitting}
            data-testid="config-save"
          >
            Update configs{count > 0 ? ` (${count})` : ''}
          </Button>
        ) : null}
      </Group>
      {pages > 1 ? (
        <Group justify="flex-end">
          <Pagination page={current} totalPages={pages} onChange={setPage} />
        </Group>
      ) : null}
      <DataTable
        columns={columns}
        data={pageRows}
        loading={loading}
        getRowId={(c) => c.name}
        testId="config-table"
      />
    </Stack>
  );
}
