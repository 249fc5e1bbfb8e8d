import type { KsqlDbQuery, KsqlDbStream } from '@console/contract';
import { Anchor, Button, Code } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { basePath } from '../../app/config.ts';
import type { DataColumn } from '../../components/data-table/index.ts';

/** A topic name linking to /ui/{clusterId}/topic/{topic} (spec §2.11), navigated inside the app. */
function TopicLink({ clusterId, topic }: { clusterId: string; topic: string }) {
  const router = useRouter();
  const href = `${basePath}/ui/${encodeURIComponent(clusterId)}/topic/${encodeURIComponent(topic)}`;
  const open = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    router.history.push(href);
  };
  return (
    <Anchor href={href} onClick={open} data-testid="ksqldb-topic-link">
      {topic}
    </Anchor>
  );
}

/** Streams and tables: Name, Topic (a link), Key format, Value format, Windowed (Yes/No, spec §3). */
export function relationColumns(clusterId: string): DataColumn<KsqlDbStream>[] {
  return [
    { id: 'name', header: 'Name', accessor: (r) => r.name, sortable: true },
    {
      id: 'topic',
      header: 'Topic',
      accessor: (r) => r.topic,
      readOnly: true,
      cell: (r) => (r.topic ? <TopicLink clusterId={clusterId} topic={r.topic} /> : null),
    },
    { id: 'keyFormat', header: 'Key format', accessor: (r) => r.keyFormat },
    { id: 'valueFormat', header: 'Value format', accessor: (r) => r.valueFormat },
    { id: 'isWindowed', header: 'Windowed', accessor: (r) => (r.isWindowed ? 'Yes' : 'No') },
  ];
}

/** Queries: Id, Type, State, Sink, Sink topic (a link), SQL; plus Stop when the caller may execute. */
export function queryColumns(
  clusterId: string,
  onStop: ((q: KsqlDbQuery) => void) | undefined,
): DataColumn<KsqlDbQuery>[] {
  const columns: DataColumn<KsqlDbQuery>[] = [
    { id: 'id', header: 'Id', accessor: (q) => q.id, sortable: true },
    { id: 'queryType', header: 'Type', accessor: (q) => q.queryType },
    { id: 'state', header: 'State', accessor: (q) => q.state },
    { id: 'sink', header: 'Sink', accessor: (q) => q.sink },
    {
      id: 'sinkTopic',
      header: 'Sink topic',
      accessor: (q) => q.sinkTopic,
      readOnly: true,
      cell: (q) => (q.sinkTopic ? <TopicLink clusterId={clusterId} topic={q.sinkTopic} /> : null),
    },
    {
      id: 'sql',
      header: 'SQL',
      accessor: (q) => q.sql,
      cell: (q) => (
        <Code block style={{ maxWidth: 420, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {q.sql}
        </Code>
      ),
    },
  ];
  if (onStop) {
    columns.push({
      id: 'stop',
      header: '',
      accessor: () => '',
      readOnly: true,
      cell: (q) => (
        <Button
          size="xs"
          color="red"
          variant="light"
          onClick={() => onStop(q)}
          data-testid="ksqldb-stop-query"
        >
          Stop
        </Button>
      ),
    });
  }
  return columns;
}
