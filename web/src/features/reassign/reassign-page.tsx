import { can, P } from '@console/contract';
import { Alert, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { RouterButton } from '../../components/router-links.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { ReassignEditor } from './reassign-editor.tsx';
import { useCancelReassignment, useReassign, useRemoveLeftoverThrottle } from './reassign-mutations.ts';
import { ReassignProgress } from './reassign-progress.tsx';
import { reassignQueries } from './reassign-queries.ts';

const route = getRouteApi('/ui/$clusterId/topic/$topicId/reassign');

/**
 * `/ui/{clusterId}/topic/{topicId}/reassign` (issue 16): the replicas of every partition, edited and
 * previewed before a move starts; while one runs, its progress and Cancel.
 */
export function ReassignPage() {
  const { cluster, roles } = useClusterContext();
  const { topicId } = route.useParams();
  const state = useQuery(reassignQueries.state(cluster.id, topicId));
  const reassign = useReassign(cluster.id, topicId);
  const cancel = useCancelReassignment(cluster.id, topicId);
  const unthrottle = useRemoveLeftoverThrottle(cluster.id, topicId);
  const canReassign = can(roles, P.TOPIC.REASSIGN);
  // A move seen running (or started here) that is no longer running has finished, or was cancelled
  // elsewhere. One started here counts too: an empty partition's move can end before the page reads
  // the state again, and the page would then say only that no move is running. One cancelled here
  // did not finish: its toast says so, and the page does not call it done.
  const wasRunning = useRef(false);
  const cancelledHere = useRef(false);
  const [finished, setFinished] = useState(false);
  const [throttleRemoved, setThrottleRemoved] = useState(false);
  const data = state.data;
  useEffect(() => {
    if (!data) return;
    if (data.inProgress) {
      // A move seen starting (here or elsewhere) is a new one: a cancel here was of an earlier one.
      if (!wasRunning.current) cancelledHere.current = false;
      setFinished(false);
      setThrottleRemoved(false);
    } else if (wasRunning.current && !cancelledHere.current) setFinished(true);
    wasRunning.current = data.inProgress;
  }, [data]);
  // Reading the state changes nothing; a throttle a finished move left is removed here, by its own
  // change, once per state that shows it (a failure is shown by the error toast, not retried).
  const { mutate: removeThrottle } = unthrottle;
  useEffect(() => {
    if (!data?.throttleLeftover || !canReassign) return;
    removeThrottle(undefined, { onSuccess: (answer) => setThrottleRemoved(answer.throttleRemoved === true) });
  }, [data, canReassign, removeThrottle]);
  const move = finished ? 'the move' : 'the last move';
  const throttleNote = unthrottle.isPending
    ? `Removing the replication throttle ${move} left…`
    : throttleRemoved
      ? `The replication throttle ${move} used was removed now.`
      : data?.throttleLeftover && data.throttle
        ? `The replication throttle ${move} used (${data.throttle.rate.toLocaleString('en-US')} bytes/s on brokers ${data.throttle.brokers.join(', ')}) is still set: removing it needs REASSIGN on this topic.`
        : '';

  return (
    <>
      <TitleBar title={`Reassign partitions of ${topicId}`}>
        <RouterButton
          to="/ui/$clusterId/topic/$topicId/{-$tab}"
          params={{ clusterId: cluster.id, topicId, tab: 'partitions' }}
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
          data-testid="reassign-back"
        >
          Partitions
        </RouterButton>
      </TitleBar>
      {state.isPending ? (
        <Text c="dimmed" data-testid="reassign-loading">
          Reading the replicas of every partition and any move in progress…
        </Text>
      ) : null}
      {state.isError ? <SectionError title="The replicas could not be read" error={state.error} /> : null}
      {finished && data && !data.inProgress ? (
        <Alert color="green" mb="md" title="The reassignment is done" data-testid="reassign-finished">
          Every partition is on its new replicas. {throttleNote}
        </Alert>
      ) : throttleNote ? (
        <Alert
          color={throttleRemoved ? 'green' : 'blue'}
          mb="md"
          data-testid={throttleRemoved ? 'reassign-throttle-removed' : 'reassign-throttle-leftover'}
        >
          No move is running:{' '}
          {throttleNote.replace('it left', 'the last one left').replace('it used', 'left by the last one')}
        </Alert>
      ) : null}
      {data?.inProgress ? (
        <ReassignProgress
          state={data}
          canCancel={can(roles, P.TOPIC.REASSIGN)}
          cancelling={cancel.isPending}
          onCancel={(partitions) => {
            cancelledHere.current = partitions === undefined;
            return cancel.mutateAsync(partitions).catch((error: unknown) => {
              cancelledHere.current = false;
              throw error;
            });
          }}
        />
      ) : data ? (
        <ReassignEditor
          // A new editor for each settled state, so its form starts from the replicas Kafka now holds.
          key={data.partitions.map((p) => p.replicas.join(',')).join(';')}
          clusterId={cluster.id}
          state={data}
          submitting={reassign.isPending}
          onSubmit={(body) => {
            wasRunning.current = true;
            cancelledHere.current = false;
            return reassign.mutateAsync(body).catch((error: unknown) => {
              wasRunning.current = false;
              throw error;
            });
          }}
        />
      ) : null}
    </>
  );
}
