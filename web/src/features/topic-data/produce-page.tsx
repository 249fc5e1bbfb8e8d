import type { TopicRecord } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { TitleBar } from '../../components/title-bar.tsx';
import { ProduceForm } from './produce-form.tsx';
import { COPIED_RECORD_KEY } from './topic-data-actions.tsx';
import { useProduce } from './topic-data-mutations.ts';
import { topicDataQueries } from './topic-data-queries.ts';

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
  const subjects = useQuery(topicDataQueries.subjects(clusterId));
  const produce = useProduce(clusterId, topicId);
  return (
    <>
      <TitleBar title={`Produce to ${topicId}`} />
      <ProduceForm
        partitions={(partitions.data ?? []).map((p) => p.id)}
        subjects={subjects.data ?? []}
        initial={initial}
        submitting={produce.isPending}
        onSubmit={(body) =>
          produce.mutate(body, {
            onSuccess: () =>
              navigate({
                to: '/ui/$clusterId/topic/$topicId/{-$tab}',
                params: { clusterId, topicId, tab: 'data' },
              }),
          })
        }
      />
    </>
  );
}
