import { can, P } from '@console/contract';
import { ActionIcon, Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { DataTable } from '../../components/data-table/index.ts';
import { DeletedNotes } from '../../components/deleted-notes.tsx';
import { DESERIALIZER_FIELDS } from '../../components/deserializer-choice/choice.ts';
import { LazyTooltip } from '../../components/lazy-tooltip.tsx';
import { SegmentedChoice } from '../../components/segmented-choice.tsx';
import { AfterPaint } from '../../lib/after-paint.tsx';
import { ApiError } from '../../lib/api.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { displayUser, useAuth } from '../session/session.ts';
import { useClusterContext } from '../session/use-cluster.ts';
import { useTopicDeserializers } from '../settings/topic-deserializers.ts';
import { useUiSettings } from '../settings/ui-settings.ts';
import { LateDownload, LateToolbar } from './late-toolbar.tsx';
import { RecordInspector } from './record-inspector.tsx';
import { useSavedFilters } from './saved-filters.ts';
import { TopicDataDialogs, useRecordActions } from './topic-data-actions.tsx';
import { TopicDataChipsBar } from './topic-data-chips-bar.tsx';
import { RecordDetails, recordColumns, recordId } from './topic-data-columns.tsx';
import { NextPageBar, SearchProgress } from './topic-data-parts.tsx';
import { topicDataKeys } from './topic-data-queries.ts';
import {
  choiceQuery,
  type DataTabSearch,
  hasChoice,
  parseRecordId,
  readSearch,
} from './topic-data-search.ts';
import { useRecordsView } from './use-records-view.ts';

const TIME_FORMATS = [
  { value: 'RELATIVE', label: 'Relative time' },
  { value: 'ISO', label: 'ISO time' },
] as const;

/**
 * The data tab of a topic (spec §2.4, §4; issue 14): browse, search (text and CEL filters), the
 * active filters as chips, the deserializer choice (remembered per topic), the record inspector
 * (also what AKHQ's share link opens), export and download.
 */
export function TopicDataTab({ clusterId, topicId }: { clusterId: string; topicId: string }) {
  const { cluster, roles } = useClusterContext();
  const settings = useUiSettings(clusterId);
  const { me } = useAuth();
  const client = useQueryClient();
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const { search, shared } = readSearch(raw);
  const navigate = useNavigate();
  const defaultSort = settings.topicData.sort === 'NEWEST' ? 'Newest' : 'Oldest';
  const [isoTime, setIsoTime] = useState(settings.topicData.dateTimeFormat === 'ISO');
  const [selected, setSelected] = useState<string[]>([]);
  const deserializers = useTopicDeserializers(clusterId, topicId);
  const savedFilters = useSavedFilters(displayUser(me));

  const go = (next: DataTabSearch, replace: boolean) =>
    navigate({ to: '.', search: next as never, replace } as never);
  const change = (patch: Partial<DataTabSearch>, replace = true) => {
    setSelected([]);
    const next = { ...search, after: undefined, ...patch };
    if (DESERIALIZER_FIELDS.some((f) => f in patch)) deserializers.save(choiceQuery(next));
    go(next, replace);
  };

  // AKHQ's share link becomes the inspector over the topic's data; a topic's remembered
  // deserializers apply when the URL names none (and then show in the URL and as chips).
  const missingChoice = !hasChoice(search) && deserializers.saved !== undefined;
  useEffect(() => {
    if (shared || missingChoice) go({ ...search, ...(missingChoice ? deserializers.saved : {}) }, true);
  });

  const view = useRecordsView(
    clusterId,
    topicId,
    missingChoice ? { ...search, ...deserializers.saved } : search,
    defaultSort,
  );
  const inspected = parseRecordId(search.record);
  const actions = useRecordActions({
    clusterId,
    topicId,
    canDelete: view.canDeleteRecords && can(roles, P.TOPIC_DATA.DELETE),
    canCreate: can(roles, P.TOPIC_DATA.CREATE),
    choice: choiceQuery(search),
    open: (partition, offset) => go({ ...search, record: `${partition}-${offset}` }, false),
    showInTable: (partition, offset) =>
      change({ partition, offset, sort: 'Oldest', timestamp: undefined, endTimestamp: undefined }, false),
  });
  const chosen = view.records.filter((r) => selected.includes(recordId(r)));
  const refused = view.error && /^filter\b/i.test(view.error.message) ? 'filter' : undefined;

  return (
    <Stack gap="xs" data-testid="topic-data-tab">
      <LateToolbar
        clusterId={clusterId}
        topicId={topicId}
        search={search}
        defaultSort={defaultSort}
        missingChoice={missingChoice}
        ready={!view.loading}
        onChange={change}
        onSaveFilter={(f) => {
          savedFilters.save(f);
          notifySuccess(`Filter '${f.name}' saved`);
        }}
      />
      <TopicDataChipsBar
        search={search}
        saved={savedFilters.list}
        refused={refused}
        onChange={change}
        onRemoveSaved={savedFilters.remove}
      />
      {view.error ? (
        <Alert
          color="red"
          p="xs"
          title={
            view.error instanceof ApiError && view.error.status >= 400 && view.error.status < 500
              ? 'The server refused this query'
              : 'Reading the records failed'
          }
          data-testid="data-error"
        >
          {view.error.message}
        </Alert>
      ) : null}
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          {view.searching ? (
            <SearchProgress search={view.search} />
          ) : (
            <Text size="sm" c="dimmed" data-testid="data-size">
              {view.size !== undefined
                ? `${view.records.length.toLocaleString()} shown · ≈ ${view.size.toLocaleString()} records in ${search.partition === undefined ? 'the topic' : `partition ${search.partition}`}`
                : ''}
            </Text>
          )}
          {view.refreshing ? (
            <Group gap={4} data-testid="data-refreshing">
              <Loader size={12} />
              <Text size="xs" c="dimmed">
                Reading again…
              </Text>
            </Group>
          ) : null}
        </Group>
        <Group gap="xs">
          <SegmentedChoice
            size="xs"
            value={isoTime ? 'ISO' : 'RELATIVE'}
            onChange={(v) => setIsoTime(v === 'ISO')}
            data={TIME_FORMATS}
            data-testid="data-time-format"
          />
          <LazyTooltip label="Read again (shows records written since)">
            <ActionIcon
              variant="default"
              aria-label="Refresh"
              loading={view.refreshing || view.search.running}
              onClick={() =>
                void client.invalidateQueries({ queryKey: topicDataKeys.all(clusterId, topicId) })
              }
              data-testid="data-refresh"
            >
              <IconRefresh size={16} />
            </ActionIcon>
          </LazyTooltip>
          <LateDownload
            ready={!view.loading}
            selected={chosen.length}
            onAll={(format) => actions.askDownloadAll(view.query, format)}
            onSelected={(format) => actions.exportAs(format, chosen)}
          />
        </Group>
      </Group>
      <DeletedNotes notes={view.deleted} testId="data-deleted-notes" />
      <DataTable
        columns={recordColumns({
          clusterId: cluster.id,
          isoTime,
          registryLinks: cluster.registryType !== 'GLUE',
          records: view.records,
          open: (r) => actions.inspector.open(r.partition, r.offset),
        })}
        data={view.records}
        getRowId={recordId}
        loading={view.loading}
        emptyText={view.error ? 'Nothing to show: see the error above' : undefined}
        actions={actions.rowActions}
        renderExpanded={(r) => <RecordDetails record={r} />}
        selection={{ selected, onChange: setSelected }}
        layout="fixed"
        density="compact"
        activeRowId={search.record}
        testId="records-table"
      />
      <NextPageBar
        view={view}
        paged={search.after !== undefined}
        onFirst={() => change({ after: undefined }, false)}
        onNext={(after) => change({ after }, false)}
      />
      {/* Closed, these show nothing: they come after the rows' first paint, unless a link opens one. */}
      <AfterPaint now={inspected !== undefined} ready={!view.loading}>
        <RecordInspector
          clusterId={clusterId}
          topicId={topicId}
          at={inspected}
          choice={choiceQuery(search)}
          fromList={view.records.find((r) => recordId(r) === search.record)}
          linkable={cluster.registryType !== 'GLUE'}
          actions={actions.inspector}
          onClose={() => go({ ...search, record: undefined }, true)}
        />
        <TopicDataDialogs actions={actions} />
      </AfterPaint>
    </Stack>
  );
}
