import { Button, Code, Group, Popover, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconChevronRight, IconChevronsLeft, IconPlayerStop } from '@tabler/icons-react';
import type { RecordsView } from './use-records-view.ts';
import type { TopicSearch } from './use-topic-search.ts';

// Smaller pieces of the data tab: the search progress and the paging bar (the Download menu is
// download-menu.tsx).

export function SearchProgress({ search }: { search: TopicSearch }) {
  return (
    <Group gap="sm" data-testid="search-progress">
      <Progress value={search.percent} w={200} animated={search.running} />
      <Text size="sm" data-testid="search-percent">
        {search.percent.toFixed(1)} %
      </Text>
      <Text size="sm" c="dimmed" data-testid="search-counters">
        {search.scanned.toLocaleString()} scanned, {search.matched.toLocaleString()} matches,{' '}
        {search.recordsPerSecond.toLocaleString()} records/s
      </Text>
      <FilterErrors search={search} />
      {search.running ? (
        <Button
          size="compact-xs"
          color="red"
          variant="light"
          leftSection={<IconPlayerStop size={14} />}
          onClick={search.stop}
          data-testid="search-stop"
        >
          Stop
        </Button>
      ) : null}
    </Group>
  );
}

/**
 * The records a CEL filter failed on (a missing field, a wrong type): they count as not matching,
 * so a filter failing everywhere would otherwise look like a topic without matches. The count
 * opens the first failure and the first records it happened on.
 */
function FilterErrors({ search }: { search: TopicSearch }) {
  if (search.filterErrors === 0) return null;
  const count = search.filterErrors.toLocaleString();
  const more = search.filterErrors - search.filterErrorRecords.length;
  return (
    <Popover position="bottom-start" shadow="md" width={420} withArrow>
      <Popover.Target>
        <Button
          size="compact-xs"
          color="orange"
          variant="light"
          leftSection={<IconAlertTriangle size={14} />}
          data-testid="search-filter-errors"
        >
          Filter failed on {count} {search.filterErrors === 1 ? 'record' : 'records'}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" data-testid="search-filter-errors-details">
          <Text size="sm">
            The filter could not be evaluated on these records; they are counted as not matching.
          </Text>
          {search.filterError ? (
            <Code block data-testid="search-filter-error">
              {search.filterError}
            </Code>
          ) : null}
          <Text size="sm" data-testid="search-filter-error-records">
            {search.filterErrorRecords.map((r) => `partition ${r.partition} offset ${r.offset}`).join(', ')}
            {more > 0 ? ` and ${more.toLocaleString()} more` : ''}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * First page (once paged on), and Next page only when there is one (issue 14 item 5); a search
 * offers to go on only when it stopped at its limit with records left unread. Otherwise it says
 * the end is reached.
 */
export function NextPageBar({
  view,
  paged,
  onFirst,
  onNext,
}: {
  view: RecordsView;
  paged: boolean;
  onFirst: () => void;
  onNext: (after: string) => void;
}) {
  const idle = !view.loading && !view.search.running && !view.error && view.next === 'none';
  const said = !idle
    ? undefined
    : view.searching
      ? view.search.ended
        ? view.records.length > 0
          ? 'End of the search: every matching record of the range is shown.'
          : 'No record of the range matches.'
        : undefined
      : view.records.length > 0 || paged
        ? 'End of the records in this range.'
        : undefined;
  const end = said ? (
    <Text size="sm" c="dimmed" data-testid="data-end">
      {said}
    </Text>
  ) : null;
  if (!paged && view.next === 'none' && !end) return null;
  return (
    <Group justify="space-between" data-testid="data-paging">
      <Group gap="xs">
        {paged ? (
          <Button
            variant="subtle"
            leftSection={<IconChevronsLeft size={16} />}
            onClick={onFirst}
            data-testid="data-first-page"
          >
            First page
          </Button>
        ) : null}
        {end}
      </Group>
      {view.next !== 'none' ? (
        <Button
          variant="default"
          rightSection={<IconChevronRight size={16} />}
          onClick={() => view.nextAfter && onNext(view.nextAfter)}
          data-testid="data-next-page"
        >
          {view.searching ? 'Search further' : 'Next page'}
        </Button>
      ) : null}
    </Group>
  );
}
