import { DataFilterForm, SEARCH_FIELDS, type SearchType } from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconBookmarkPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../lib/api.ts';
import type { SavedFilter } from './saved-filters.ts';
import { checkFilter } from './topic-data-queries.ts';
import { type DataTabSearch, SEARCH_LABELS, SEARCH_TYPE_LABELS, splitFilter } from './topic-data-search.ts';

// The Search dropdown's form (spec §2.4, §5): the six text filters and, from issue 14, a CEL
// expression the server evaluates inside the scan. A new expression is checked with the server
// before it is applied, so a syntax error shows at the input with the position the server names.

const FilterForm = DataFilterForm.extend({
  filter: z.string().max(10_000, 'At most 10,000 characters'),
  name: z.string(),
});
type FilterForm = z.infer<typeof FilterForm>;

export const CEL_HELP =
  'Variables: key, value (decoded: value.customer.id), headers, partition, offset, timestamp, keySize, valueSize.';

interface Props {
  clusterId: string;
  topicId: string;
  search: DataTabSearch;
  onApply: (patch: Partial<DataTabSearch>) => void;
  onSave: (filter: SavedFilter) => void;
}

function patchOf(form: FilterForm): Partial<DataTabSearch> {
  const patch: Partial<DataTabSearch> = { filter: form.filter.trim() ? form.filter.trim() : undefined };
  for (const f of SEARCH_FIELDS)
    patch[f] = form[f].text.trim() ? `${form[f].text}_${form[f].type}` : undefined;
  return patch;
}

export function TopicDataFilterForm({ clusterId, topicId, search, onApply, onSave }: Props) {
  const [checking, setChecking] = useState(false);
  const { control, register, handleSubmit, setError, formState, reset, getValues } = useForm<FilterForm>({
    resolver: zodResolver(FilterForm),
    defaultValues: {
      ...(Object.fromEntries(SEARCH_FIELDS.map((f) => [f, splitFilter(search[f])])) as DataFilterForm),
      filter: search.filter ?? '',
      name: '',
    },
  });

  const apply = handleSubmit(async (form) => {
    const filter = form.filter.trim();
    if (filter && filter !== (search.filter ?? '').trim()) {
      setChecking(true);
      try {
        await checkFilter(clusterId, topicId, filter);
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) {
          setError('filter', { message: error.message });
          return;
        }
        // Anything else (the registry down, ...) is the search's to report once applied.
      } finally {
        setChecking(false);
      }
    }
    onApply(patchOf(form));
  });

  const save = () => {
    const form = getValues();
    const name = form.name.trim();
    if (!name) return setError('name', { message: 'Give the filter a name' });
    const patch = patchOf(form);
    if (!Object.values(patch).some(Boolean))
      return setError('name', { message: 'Fill a filter to save first' });
    onSave({ name, ...patch } as SavedFilter);
    reset({ ...form, name: '' });
  };

  return (
    <form onSubmit={apply} data-testid="filter-form">
      <Stack gap={6}>
        {SEARCH_FIELDS.map((f) => (
          <Group key={f} gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              size="xs"
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
                  size="xs"
                  w={130}
                  aria-label={`${SEARCH_LABELS[f]} match`}
                  allowDeselect={false}
                  data={(['C', 'N', 'E'] as const).map((t) => ({ value: t, label: SEARCH_TYPE_LABELS[t] }))}
                  value={field.value}
                  onChange={(t) => t && field.onChange(t as SearchType)}
                  // In the dropdown's own tree: a click on an option is not a click outside it.
                  comboboxProps={{ withinPortal: false }}
                  data-testid={`filter-type-${f}`}
                />
              )}
            />
          </Group>
        ))}
        <Textarea
          label="Filter expression (CEL)"
          description={CEL_HELP}
          placeholder="value.total > 100 && headers['source'] == 'pos'"
          autosize
          minRows={2}
          maxRows={6}
          styles={{ input: { fontFamily: 'monospace' } }}
          error={formState.errors.filter?.message}
          {...register('filter')}
          data-testid="filter-cel"
        />
        <Group justify="space-between" mt={4}>
          <Button
            variant="subtle"
            size="xs"
            onClick={() =>
              reset({
                ...(Object.fromEntries(
                  SEARCH_FIELDS.map((f) => [f, { text: '', type: 'C' }]),
                ) as DataFilterForm),
                filter: '',
                name: getValues('name'),
              })
            }
            data-testid="filter-clear"
          >
            Clear the form
          </Button>
          <Button type="submit" loading={checking} data-testid="filter-apply">
            Search
          </Button>
        </Group>
        <Divider label="Save these filters" labelPosition="left" />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            placeholder="Name, e.g. Large orders"
            aria-label="Saved filter name"
            error={formState.errors.name?.message}
            {...register('name')}
            data-testid="filter-save-name"
          />
          <Button
            size="xs"
            variant="default"
            leftSection={<IconBookmarkPlus size={14} />}
            onClick={save}
            data-testid="filter-save"
          >
            Save
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Saved filters are kept for you in this browser and apply to any topic with one click.
        </Text>
      </Stack>
    </form>
  );
}
