import { ActionIcon, Button, Group, Menu, Pill, Text, Tooltip } from '@mantine/core';
import { IconBookmark, IconTrash } from '@tabler/icons-react';
import { appliedFilter, describeSaved, type SavedFilter } from './saved-filters.ts';
import { clearAll, type FilterChip, filterChips } from './topic-data-chips.ts';
import type { DataTabSearch } from './topic-data-search.ts';

// Under the toolbar: every active filter as a removable chip (issue 14 item 4), 'Clear all', and the
// user's saved filters, each applied with one click.

interface Props {
  search: DataTabSearch;
  saved: SavedFilter[];
  /** The chip of a filter the server refused, shown in red. */
  refused?: string;
  onChange: (patch: Partial<DataTabSearch>) => void;
  onRemoveSaved: (name: string) => void;
}

function Chip({
  chip,
  refused,
  onChange,
}: {
  chip: FilterChip;
  refused: boolean;
  onChange: Props['onChange'];
}) {
  return (
    <Pill
      withRemoveButton
      onRemove={() => onChange(chip.remove)}
      removeButtonProps={
        { 'aria-label': `Remove ${chip.label}`, 'data-testid': 'filter-chip-remove' } as never
      }
      title={chip.label}
      bg={refused ? 'var(--mantine-color-red-light)' : 'var(--mantine-primary-color-light)'}
      data-testid="filter-chip"
      data-chip={chip.id}
    >
      {chip.label}
    </Pill>
  );
}

export function TopicDataChipsBar({ search, saved, refused, onChange, onRemoveSaved }: Props) {
  const chips = filterChips(search);
  if (chips.length === 0 && saved.length === 0) return null;
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-testid="filter-chips">
      <Group gap={6} wrap="wrap">
        {chips.length > 0 ? (
          <>
            {chips.map((chip) => (
              <Chip key={chip.id} chip={chip} refused={refused === chip.id} onChange={onChange} />
            ))}
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={() => onChange(clearAll(chips))}
              data-testid="filter-chips-clear"
            >
              Clear all
            </Button>
          </>
        ) : (
          <Text size="xs" c="dimmed">
            No filters: every record of the range is shown.
          </Text>
        )}
      </Group>
      {saved.length > 0 ? (
        <Group gap={4} wrap="nowrap" data-testid="saved-filters">
          <IconBookmark size={14} color="var(--mantine-color-dimmed)" />
          {saved.slice(0, 4).map((f) => (
            <Tooltip key={f.name} label={describeSaved(f)} multiline maw={420}>
              <Button
                variant="default"
                size="compact-xs"
                maw={160}
                onClick={() => onChange(appliedFilter(f))}
                data-testid="saved-filter"
                data-name={f.name}
              >
                {f.name}
              </Button>
            </Tooltip>
          ))}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="subtle" size="compact-xs" data-testid="saved-filters-menu">
                {saved.length > 4 ? `+${saved.length - 4} more` : 'Manage'}
              </Button>
            </Menu.Target>
            <Menu.Dropdown maw={420}>
              <Menu.Label>Saved filters (this browser)</Menu.Label>
              {saved.map((f) => (
                <Group key={f.name} gap={4} wrap="nowrap" px={4}>
                  <Menu.Item onClick={() => onChange(appliedFilter(f))} style={{ flex: 1 }}>
                    <Text size="sm" fw={500}>
                      {f.name}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {describeSaved(f)}
                    </Text>
                  </Menu.Item>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete saved filter ${f.name}`}
                    onClick={() => onRemoveSaved(f.name)}
                    data-testid="saved-filter-delete"
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </Group>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
      ) : null}
    </Group>
  );
}
