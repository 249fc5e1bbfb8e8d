import { allowsName, can, P, type TopicOnly, type TopicSort } from '@console/contract';
import { Group, Select, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { type BulkAction, BulkBar, DataTable, type SortState } from '../../components/data-table/index.ts';
import { Pagination } from '../../components/pagination.tsx';
import { RouterButton } from '../../components/router-links.tsx';
import { SearchBar } from '../../components/search-bar.tsx';
import { SegmentedChoice } from '../../components/segmented-choice.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { useAuth } from '../session/session.ts';
import { useClusterContext } from '../session/use-cluster.ts';
import { useUiSettings } from '../settings/ui-settings.ts';
import { topicColumns } from './topic-columns.tsx';
import { TopicDeleteDialog } from './topic-delete-dialog.tsx';
import { keepSearch, readKeptSearch } from './topic-list-search.ts';
import { useBulkTopics, useDeleteTopic } from './topic-mutations.ts';
import { topicKeys, topicQueries } from './topic-queries.ts';
import { pageSizeOptions, type TopicRow, toTopicRows } from './topic-rows.ts';

const route = getRouteApi('/ui/$clusterId/topic');
const DEFAULT_PAGE_SIZE = 25;
const ONLY_CHOICES = [
  { value: 'all', label: 'All' },
  { value: 'internal', label: 'Internal' },
  { value: 'stream', label: 'Stream' },
  { value: 'underReplicated', label: 'Under-replicated' },
];

/** The sort's words in the line shown while the server sorts every topic. */
const SORT_WORDS: Record<TopicSort, string> = {
  name: 'name',
  count: 'record count',
  size: 'size',
  partitions: 'partitions',
  replication: 'replication',
  inSync: 'in-sync replicas',
  lastRecord: 'last record',
  groups: 'consumer groups',
};

/**
 * `/ui/{clusterId}/topic` (spec §2.4). Search, view, page and page size live in the URL. The list
 * call brings names, counts, sizes and replicas; last records and consumer groups come from two
 * more calls for the topics of this page only.
 */
export function TopicListPage() {
  const { cluster, roles } = useClusterContext();
  const settings = useUiSettings(cluster.id);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const client = useQueryClient();
  const kept = readKeptSearch(cluster.id);
  const text = search.search ?? kept?.search ?? '';
  const view = search.topicListView ?? kept?.topicListView ?? settings.topic.defaultView;
  const keeping = kept !== undefined;
  // A stable value: the search bar resets its draft whenever the value it gets changes.
  const barValue = useMemo(
    () => ({ search: text, topicListView: view, keepSearch: keeping }),
    [text, view, keeping],
  );
  const page = search.page ?? 1;
  const pageSize = search.uiPageSize ?? DEFAULT_PAGE_SIZE;
  const { sort, order, only } = search;
  // The server sorts the whole list, then pages it; the header shows the URL's sort.
  const sortState: SortState | undefined = sort ? { id: sort, desc: order === 'desc' } : undefined;

  const list = useQuery(
    topicQueries.list(cluster.id, { search: text, show: view, page, pageSize, sort, order, only }),
  );
  const names = useMemo(() => (list.data?.results ?? []).map((t) => t.name), [list.data]);
  const showLast = can(roles, P.TOPIC_DATA.READ) && !settings.topic.skipLastRecord;
  const showGroups = can(roles, P.CONSUMER_GROUP.READ) && !settings.topic.skipConsumerGroups;
  // Only topics whose data the user may read: the server refuses a request naming any other.
  const { me } = useAuth();
  const readable = useMemo(
    () => names.filter((name) => allowsName(me.roles ?? [], P.TOPIC_DATA.READ, cluster.id, name)),
    [names, me.roles, cluster.id],
  );
  const last = useQuery({
    ...topicQueries.lastRecords(cluster.id, readable),
    enabled: showLast && readable.length > 0,
  });
  const groups = useQuery({
    ...topicQueries.groupsOf(cluster.id, names),
    enabled: showGroups && names.length > 0,
  });
  const rows = useMemo(
    () => (list.data ? toTopicRows(list.data.results ?? [], last.data, groups.data) : undefined),
    [list.data, last.data, groups.data],
  );
  const columns = useMemo(
    () =>
      topicColumns({
        clusterId: cluster.id,
        lastRecord: showLast,
        groups: showGroups,
        showAllGroups: settings.topic.showAllConsumerGroups,
        dateTimeFormat: settings.topicData.dateTimeFormat,
      }),
    [
      cluster.id,
      showLast,
      showGroups,
      settings.topic.showAllConsumerGroups,
      settings.topicData.dateTimeFormat,
    ],
  );

  const [selected, setSelected] = useState<string[]>([]);
  const bulkDelete = useBulkTopics(cluster.id, 'delete');
  const bulkEmpty = useBulkTopics(cluster.id, 'empty');
  const bulkActions: BulkAction[] = [
    ...(can(roles, P.TOPIC.DELETE)
      ? [
          {
            id: 'delete',
            label: 'Delete',
            question: (n: number) => `Delete ${n === 1 ? 'this topic' : `these ${n} topics`}?`,
            run: (ids: string[]) => bulkDelete.mutateAsync(ids),
          },
        ]
      : []),
    ...(can(roles, P.TOPIC_DATA.DELETE)
      ? [
          {
            id: 'empty',
            label: 'Empty',
            color: 'orange',
            question: (n: number) =>
              `Delete every record of ${n === 1 ? 'this topic' : `these ${n} topics`}?`,
            run: (ids: string[]) => bulkEmpty.mutateAsync(ids),
          },
        ]
      : []),
  ];
  const [toDelete, setToDelete] = useState<string>();
  const remove = useDeleteTopic(cluster.id);
  const confirmDelete = (topic: string) =>
    remove.mutate(topic, {
      onSettled: () => setToDelete(undefined),
      // A failed delete closes the dialog and reloads the list too (spec §4).
      onError: () => client.invalidateQueries({ queryKey: topicKeys.all(cluster.id) }),
    });
  const canData = can(roles, P.TOPIC_DATA.READ);
  const openTab = (topicId: string, tab: string) =>
    navigate({
      to: '/ui/$clusterId/topic/$topicId/{-$tab}',
      params: { clusterId: cluster.id, topicId, tab },
    });

  return (
    <>
      <TitleBar title="Topics">
        {can(roles, P.TOPIC.CREATE) ? (
          <RouterButton
            to="/ui/$clusterId/topic/create"
            params={{ clusterId: cluster.id }}
            leftSection={<IconPlus size={16} />}
            data-testid="topic-create-button"
          >
            Create a topic
          </RouterButton>
        ) : null}
      </TitleBar>
      <Group justify="space-between" mb="md" align="flex-end">
        <SearchBar
          value={barValue}
          showTopicListView
          showKeepSearch
          onSubmit={(v) => {
            const topicListView = v.topicListView ?? view;
            keepSearch(cluster.id, v.keepSearch ? { search: v.search, topicListView } : undefined);
            navigate({ search: (s) => ({ ...s, search: v.search, topicListView, page: 1 }) });
          }}
        />
        <Group gap="sm" wrap="nowrap">
          <Text size="sm" c="dimmed">
            Results per page
          </Text>
          <Select
            aria-label="Results per page"
            w={90}
            size="xs"
            allowDeselect={false}
            data={pageSizeOptions(pageSize).map(String)}
            value={String(pageSize)}
            onChange={(size) =>
              size && navigate({ search: (s) => ({ ...s, uiPageSize: Number(size), page: 1 }) })
            }
            data-testid="topic-page-size"
          />
          <Pagination
            page={page}
            totalPages={list.data?.page ?? 1}
            approxTotal={list.data?.total}
            onChange={(next) => navigate({ search: (s) => ({ ...s, page: next }) })}
          />
        </Group>
      </Group>
      <Group mb="sm" gap="sm">
        <Text size="sm" c="dimmed">
          Only
        </Text>
        <SegmentedChoice
          size="xs"
          data={ONLY_CHOICES}
          value={only ?? 'all'}
          onChange={(value) =>
            navigate({
              search: (s) => ({ ...s, only: value === 'all' ? undefined : (value as TopicOnly), page: 1 }),
            })
          }
          data-testid="topic-only"
        />
        {list.isFetching && !list.isPending ? (
          <Text size="xs" c="dimmed" data-testid="topic-list-refreshing">
            {sort && sort !== 'name' ? `Sorting every topic by ${SORT_WORDS[sort]}…` : 'Loading…'}
          </Text>
        ) : null}
      </Group>
      <BulkBar selected={selected} actions={bulkActions} noun="topics" onClear={() => setSelected([])} />
      <DataTable<TopicRow>
        testId="topic-table"
        columns={columns}
        data={rows}
        loading={list.isPending}
        sort={sortState}
        manualSorting
        onSortChange={(next) =>
          navigate({
            search: (s) => ({ ...s, sort: next.id as TopicSort, order: next.desc ? 'desc' : 'asc', page: 1 }),
          })
        }
        totalsLabel={`Page total (${rows?.length ?? 0} of ${list.data?.total ?? 0})`}
        {...(bulkActions.length > 0 ? { selection: { selected, onChange: setSelected } } : {})}
        getRowId={(t) => t.name}
        actions={{
          config: (t) => openTab(t.name, 'configs'),
          ...(canData ? { details: (t) => openTab(t.name, 'data') } : {}),
          ...(can(roles, P.TOPIC.DELETE) ? { delete: (t) => setToDelete(t.name) } : {}),
        }}
      />
      <TopicDeleteDialog
        topic={toDelete}
        loading={remove.isPending}
        onCancel={() => setToDelete(undefined)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
