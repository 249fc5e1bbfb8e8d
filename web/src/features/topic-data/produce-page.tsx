import type { TopicRecord } from '@console/contract';
import { Alert, Anchor, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { basePath } from '../../app/config.ts';
import { TitleBar } from '../../components/title-bar.tsx';
import { ProduceForm } from './produce-form.tsx';
import { COPIED_RECORD_KEY } from './topic-data-actions.tsx';
import { useProduce } from './topic-data-mutations.ts';
import { topicDataQueries } from './topic-data-queries.ts';

const route = getRouteApi('/ui/$clusterId/topic/$topicId/produce');

/**
 * `/ui/{clusterId}/topic/{topicId}/produce` (spec §2.4): 'Produce to <topic>', back to the topic's
 * data; with 'Keep the form after sending', the page stays and lists what was just written.
 */
export function ProducePage() {
  const { clusterId, topicId } = route.useParams();
  const navigate = useNavigate();
  // A record copied from the data tab pre-fills the form once.
  const [initial] = useState<TopicRecord | undefined>(() => {
    const stored = sessionStorage.getItem(COPIED_RECORD_KEY);
    sessionStorage.removeItem(COPIED_RECORD_KEY);
    return stored ? (JSON.parse(stored) as TopicRecord) : undefined;
  });
  const [sent, setSent] = useState<TopicRecord[] | undefined>();
  const partitions = useQuery(topicDataQueries.partitions(clusterId, topicId));
  const subjects = useQuery(topicDataQueries.subjects(clusterId));
  const produce = useProduce(clusterId, topicId);
  return (
    <>
      <TitleBar title={`Produce to ${topicId}`} />
      <ProduceForm
        cluster={clusterId}
        partitions={(partitions.data ?? []).map((p) => p.id)}
        subjects={subjects.data ?? []}
        initial={initial}
        submitting={produce.isPending}
        onSubmit={(body, keepForm) =>
          produce.mutate(body, {
            onSuccess: (records) =>
              keepForm
                ? setSent(records)
                : navigate({
                    to: '/ui/$clusterId/topic/$topicId/{-$tab}',
                    params: { clusterId, topicId, tab: 'data' },
                  }),
          })
        }
      />
      {sent ? <Produced cluster={clusterId} topic={topicId} records={sent} /> : null}
    </>
  );
}

/** What the last Produce wrote, each record linked to its own view. */
function Produced({ cluster, topic, records }: { cluster: string; topic: string; records: TopicRecord[] }) {
  const shown = records.slice(0, 10);
  const ref = useRef<HTMLDivElement>(null);
  // Below the Produce button: brought into view each time something new was sent.
  useEffect(() => {
    if (records.length > 0) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [records]);
  return (
    <Alert ref={ref} color="teal" mt="md" maw={1100} title="Last sent" data-testid="produce-result">
      <List size="sm" spacing={2}>
        {shown.map((r) => (
          <List.Item key={`${r.partition}-${r.offset}`} data-testid="produce-result-record">
            <Anchor href={recordUrl(cluster, topic, r)} data-testid="produce-result-link">
              partition {r.partition}, offset {r.offset}
            </Anchor>{' '}
            at {r.timestamp}
            {r.valueFormat ? ` · value ${describe(r.valueFormat, r.valueSubject, r.valueSchemaVersion)}` : ''}
            {r.tombstone ? ' · tombstone' : ''}
          </List.Item>
        ))}
      </List>
      {records.length > shown.length ? (
        <Text size="sm" mt={4}>
          and {records.length - shown.length} more
        </Text>
      ) : null}
    </Alert>
  );
}

function describe(format: string, subject: string | undefined, version: number | undefined): string {
  return subject ? `${format} via ${subject} v${version ?? '?'}` : format;
}

/** The record's own view: the data tab's share link. */
function recordUrl(cluster: string, topic: string, r: TopicRecord): string {
  const path = `${basePath}/ui/${encodeURIComponent(cluster)}/topic/${encodeURIComponent(topic)}/data`;
  return `${path}?single=true&partition=${r.partition}&offset=${r.offset}`;
}
