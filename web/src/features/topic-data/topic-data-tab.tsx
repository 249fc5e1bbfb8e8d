import { can, P, type TopicRecord } from '@console/contract';
import { Button, Group, Menu, Progress, Stack, Text } from '@mantine/core';
import { IconChevronRight, IconFileExport, IconPlayerStop } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { DataTable } from '../../components/data-table/index.ts';
import { useClusterContext } from '../session/use-cluster.ts';
import { useUiSettings } from '../settings/ui-settings.ts';
import { TopicDataDialogs, useRecordActions } from './topic-data-actions.tsx';
import { RecordDetails, recordColumns, recordId } from './topic-data-columns.tsx';
import { topicDataQueries } from './topic-data-queries.ts';
import { type DataTabSearch, hasTextFilter, serverQuery } from './topic-data-search.ts';
import { TopicDataToolbar } from './topic-data-toolbar.tsx';
import { useTopicSearch } from './use-topic-search.ts';

/** The data tab of a topic (spec §2.4, §4): browse, search, single record, export. */
export function TopicDataTab({ clusterId, topicId }: { clusterId: string; topicId: string }) {
  const { cluster, roles } = useClusterContext();
  const settings = useUiSettings(clusterId);
  const search = useSearch({ strict: false }) as DataTabSearch;
  const navigate = useNavigate();
  const defaultSort = settings.topicData.sort === 'NEWEST' ? 'Newest' : 'Oldest';
  const [isoTime, setIsoTime] = useState(settings.topicData.dateTimeFormat === 'ISO');
  const [selected, setSelected] = useState<string[]>([]);
  const single = search.single === true || search.single === 'true';
  const query = serverQuery(search, defaultSort);
  const searching = !single && hasTextFilter(search);

  const page = useQuery({
    ...topicDataQueries.page(clusterId, topicId, query),
    enabled: !single && !searching,
  });
  const one = useQuery({
    ...topicDataQueries.single(clusterId, topicId, Number(search.partition), Number(search.offset)),
    enabled: single,
  });
  const partitions = useQuery(topicDataQueries.partitions(clusterId, topicId));
  const stream = useTopicSearch(clusterId, topicId, query, searching);

  const records: TopicRecord[] = single
    ? (one.data?.results ?? [])
    : searching
      ? stream.records
      : (page.data?.results ?? []);
  const canDelete = (single ? one.data?.canDeleteRecords : page.data?.canDeleteRecords) ?? false;
  const nextAfter = searching ? (stream.running ? undefined : stream.after) : afterOf(page.data?.after);
  const change = (patch: Partial<DataTabSearch>) => {
    setSelected([]);
    navigate({
      to: '.',
      search: (prev: DataTabSearch) => ({ ...prev, after: undefined, single: undefined, ...patch }),
      replace: true,
    } as never);
  };
  const actions = useRecordActions({
    clusterId,
    topicId,
    single,
    canDelete: canDelete && can(roles, P.TOPIC_DATA.DELETE),
  });
  const chosen = records.filter((r) => selected.includes(recordId(r)));

  return (
    <Stack gap="sm" data-testid="topic-data-tab">
      {single ? null : (
        <TopicDataToolbar
          search={search}
          defaultSort={defaultSort}
          partitions={(partitions.data ?? []).map((p) => p.id)}
          isoTime={isoTime}
          onIsoTime={setIsoTime}
          onChange={change}
          onDownload={() => actions.askDownloadAll(query)}
        />
      )}
      {searching ? (
        <Group gap="sm" data-testid="search-progress">
          <Progress value={stream.percent} w={240} animated={stream.running} />
          <Text size="sm" data-testid="search-percent">
            {stream.percent.toFixed(1)} %
          </Text>
          <Text size="sm" c="dimmed" data-testid="search-counters">
            {stream.scanned.toLocaleString()} scanned, {stream.matched.toLocaleString()} matches,{' '}
            {stream.recordsPerSecond.toLocaleString()} records/s
          </Text>
          {stream.running ? (
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconPlayerStop size={14} />}
              onClick={stream.stop}
              data-testid="search-stop"
            >
              Stop
            </Button>
          ) : null}
        </Group>
      ) : null}
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="data-size">
          {single ? '' : page.data ? `≈ ${page.data.size.toLocaleString()} records` : ''}
        </Text>
        {chosen.length > 0 ? (
          <Menu>
            <Menu.Target>
              <Button variant="default" leftSection={<IconFileExport size={16} />} data-testid="export-menu">
                Download {chosen.length} selected
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => actions.exportAs('csv', chosen)} data-testid="export-csv">
                csv
              </Menu.Item>
              <Menu.Item onClick={() => actions.exportAs('json', chosen)} data-testid="export-json">
                json
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
      <DataTable
        columns={recordColumns(cluster.id, isoTime, cluster.registryType !== 'GLUE')}
        data={records}
        getRowId={recordId}
        loading={single ? one.isPending : searching ? stream.running && records.length === 0 : page.isPending}
        actions={actions.rowActions}
        renderExpanded={(r) => <RecordDetails record={r} />}
        selection={{ selected, onChange: setSelected }}
        testId="records-table"
      />
      {!single && nextAfter ? (
        <Group justify="flex-end">
          <Button
            variant="default"
            rightSection={<IconChevronRight size={16} />}
            onClick={() => change({ after: nextAfter })}
            data-testid="data-next-page"
          >
            Next page
          </Button>
        </Group>
      ) : null}
      <TopicDataDialogs actions={actions} />
    </Stack>
  );
}

/** The offsets of the server's next-page URL (`...?after=0-41_1-17&...`). */
function afterOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  return new URLSearchParams(url.slice(url.indexOf('?') + 1)).get('after') ?? undefined;
}
