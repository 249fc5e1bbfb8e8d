import { type ConnectDefinition, type ConnectTask, can, P } from '@console/contract';
import { Code } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { type DataColumn, DataTable } from '../../components/data-table/index.ts';
import { useClusterContext } from '../session/use-cluster.ts';
import { useRestartTask } from './connect-mutations.ts';
import { StateBadge } from './connect-states.tsx';

const columns: DataColumn<ConnectTask>[] = [
  { id: 'id', header: 'Id', accessor: (t) => t.id, width: 80 },
  { id: 'state', header: 'State', accessor: (t) => t.state, cell: (t) => <StateBadge state={t.state} /> },
  { id: 'worker', header: 'Worker', accessor: (t) => t.workerId },
];

/** Tasks tab (spec §2.10): state colours, worker, the failure trace in the expanded row, restart one task. */
export function ConnectTasksTab(props: {
  clusterId: string;
  connectId: string;
  definition: ConnectDefinition;
}) {
  const { clusterId, connectId, definition } = props;
  const { roles } = useClusterContext();
  const [toRestart, setToRestart] = useState<ConnectTask | undefined>();
  const restart = useRestartTask(clusterId, connectId, definition.name);

  return (
    <>
      <DataTable
        testId="connect-tasks-table"
        columns={columns}
        data={definition.tasks ?? []}
        getRowId={(t) => String(t.id)}
        canExpand={(t) => !!t.trace}
        renderExpanded={(t) => (
          <Code block data-testid="task-trace" style={{ maxHeight: 300, overflow: 'auto' }}>
            {t.trace}
          </Code>
        )}
        actions={can(roles, P.CONNECTOR.UPDATE_STATE) ? { restart: setToRestart } : {}}
      />
      <ConfirmDialog
        opened={toRestart !== undefined}
        message={`Do you want to restart task ${toRestart?.id ?? ''} of the definition '${definition.name}'?`}
        loading={restart.isPending}
        onConfirm={() =>
          toRestart && restart.mutate(toRestart.id, { onSettled: () => setToRestart(undefined) })
        }
        onCancel={() => setToRestart(undefined)}
      />
    </>
  );
}
