import { type ConnectDefinition, can, P } from '@console/contract';
import { Button } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import {
  useDeleteConnector,
  usePauseConnector,
  useRestartConnector,
  useResumeConnector,
} from './connect-mutations.ts';

type Action = 'pause' | 'resume' | 'restart' | 'delete';

const LABELS: Record<Action, string> = {
  pause: 'Pause',
  resume: 'Resume',
  restart: 'Restart',
  delete: 'Delete',
};

/**
 * Header buttons of a definition (spec §2.10, §4): not paused offers Pause and Restart, paused only
 * Resume; Delete with CONNECTOR DELETE. Each runs after a confirmation.
 */
export function ConnectStateActions(props: {
  clusterId: string;
  connectId: string;
  definition: ConnectDefinition;
  onDeleted: () => void;
}) {
  const { clusterId, connectId, definition } = props;
  const { roles } = useClusterContext();
  const [pending, setPending] = useState<Action | undefined>();
  const name = definition.name;
  const changes = {
    pause: usePauseConnector(clusterId, connectId, name),
    resume: useResumeConnector(clusterId, connectId, name),
    restart: useRestartConnector(clusterId, connectId, name),
  };
  const remove = useDeleteConnector(clusterId, connectId);
  const run = (action: Action) => {
    const done = { onSettled: () => setPending(undefined) };
    if (action === 'delete') remove.mutate(name, { ...done, onSuccess: props.onDeleted });
    else changes[action].mutate(undefined, done);
  };
  const offered: Action[] = [
    ...(can(roles, P.CONNECTOR.UPDATE_STATE)
      ? definition.paused
        ? (['resume'] as const)
        : (['pause', 'restart'] as const)
      : []),
    ...(can(roles, P.CONNECTOR.DELETE) ? (['delete'] as const) : []),
  ];
  const icons = { pause: IconPlayerPause, resume: IconPlayerPlay, restart: IconRefresh, delete: IconTrash };

  return (
    <>
      {offered.map((action) => {
        const Icon = icons[action];
        return (
          <Button
            key={action}
            variant={action === 'delete' ? 'light' : 'default'}
            color={action === 'delete' ? 'red' : undefined}
            leftSection={<Icon size={16} />}
            onClick={() => setPending(action)}
            data-testid={`connect-${action}`}
          >
            {LABELS[action]}
          </Button>
        );
      })}
      <ConfirmDialog
        opened={pending !== undefined}
        message={`Do you want to ${pending ?? ''} the definition '${definition.name}'?`}
        loading={pending !== undefined && (pending === 'delete' ? remove : changes[pending]).isPending}
        onConfirm={() => pending && run(pending)}
        onCancel={() => setPending(undefined)}
      />
    </>
  );
}
