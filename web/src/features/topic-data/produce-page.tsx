import type { ProduceRequest, TopicRecord } from '@console/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { TitleBar } from '../../components/title-bar.tsx';
import { api } from '../../lib/api.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { ProduceForm } from './produce-form.tsx';
import { COPIED_RECORD_KEY } from './topic-data-actions.tsx';
import { topicDataApi, topicDataQueries } from './topic-data-queries.ts';

const route = getRouteApi('/ui/$clusterId/topic/$topicId/produce');

/** `/ui/{clusterId}/topic/{topicId}/produce` (spec §2.4): 'Produce to <topic>', back to the topic. */
export function ProducePage() {
  const { clusterId, topicId } = route.useParams();
  const navigate = useNavigate();
  // A record copied from the data tab pre-fills the form once.
  const [initial] = useState<TopicRecord | undefined>(() => {
    const stored = sessionStorage.getItem(COPIED_RECORD_KEY);
    sessionStorage.removeItem(COPIED_RECORD_KEY);
    return stored ? (JSON.parse(stored) as TopicRecord) : undefined;
  });
  const partitions = useQuery(topicDataQueries.partitions(clusterId, topicId));
  const subjects = useQuery({
    queryKey: ['cluster', clusterId, 'schema', 'names'],
    queryFn: ({ signal }) =>
      api<{ results?: Array<{ subject: string }> }>(`${encodeURIComponent(clusterId)}/schema`, {
        signal,
        query: { page: 1 },
      }).then(
        (r) => (r.results ?? []).map((s) => s.subject),
        () => [],
      ),
  });
  const produce = useMutation({
    mutationFn: (body: ProduceRequest) => topicDataApi.produce(clusterId, topicId, body),
    onSuccess: (records) => {
      notifySuccess(`${records.length} record${records.length === 1 ? '' : 's'} produced to '${topicId}'`);
      navigate({ to: '/ui/$clusterId/topic/$topicId/{-$tab}', params: { clusterId, topicId, tab: 'data' } });
    },
  });
  return (
    <>
      <TitleBar title={`Produce to ${topicId}`} />
      <ProduceForm
        partitions={(partitions.data ?? []).map((p) => p.id)}
        subjects={subjects.data ?? []}
        initial={initial}
        submitting={produce.isPending}
        onSubmit={(body) => produce.mutate(body)}
      />
    </>
  );
}
