import { Checkbox } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { NowrapGroup, PlainButton, PlainCheckbox, SubtleActionIcon } from './light.tsx';
import type { DataColumn, SortState } from './types.ts';

type Selection = { selected: readonly string[]; onChange: (ids: string[]) => void };

/** Header of a sortable column: a click sorts ascending, a second click descending, and so on. */
export function SortableHeader<T>({
  column,
  sort,
  onToggle,
}: {
  column: DataColumn<T>;
  sort: SortState | undefined;
  onToggle: (id: string) => void;
}) {
  const active = sort?.id === column.id;
  const Arrow = !active ? IconSelector : sort.desc ? IconChevronDown : IconChevronUp;
  return (
    <PlainButton
      onClick={() => onToggle(column.id)}
      aria-sort={!active ? 'none' : sort.desc ? 'descending' : 'ascending'}
      data-testid={`sort-${column.id}`}
      style={{ fontWeight: 'inherit', fontSize: 'inherit' }}
    >
      <NowrapGroup gap={4}>
        {column.header}
        <Arrow size={14} stroke={1.6} />
      </NowrapGroup>
    </PlainButton>
  );
}

export function ExpandToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <SubtleActionIcon
      size="sm"
      aria-label={open ? 'Collapse row' : 'Expand row'}
      aria-expanded={open}
      onClick={onToggle}
      data-testid="row-expand"
    >
      {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
    </SubtleActionIcon>
  );
}

export function SelectBox({ id, selection }: { id: string; selection: Selection }) {
  const checked = selection.selected.includes(id);
  return (
    <PlainCheckbox
      aria-label="Select row"
      checked={checked}
      onChange={() =>
        selection.onChange(checked ? selection.selected.filter((s) => s !== id) : [...selection.selected, id])
      }
      data-testid="row-select"
    />
  );
}

/** Selects or clears every shown row, keeping selections made on other pages. */
export function SelectAllBox({ ids, selection }: { ids: string[]; selection: Selection }) {
  const count = ids.filter((id) => selection.selected.includes(id)).length;
  const all = ids.length > 0 && count === ids.length;
  return (
    <Checkbox
      aria-label="Select all rows"
      checked={all}
      indeterminate={count > 0 && !all}
      onChange={() =>
        selection.onChange(
          all
            ? selection.selected.filter((s) => !ids.includes(s))
            : [...new Set([...selection.selected, ...ids])],
        )
      }
      data-testid="row-select-all"
    />
  );
}
