import { type ConnectDefinition, can, P } from '@console/contract';
import { Button } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useClusterContext } from '../session/use-cluster.ts';
import { connectCalls, connectKeys, type StateAction } from './connect-queries.ts';

type Action = StateAction | 'delete';

const LABELS: Record<Action, string> = {
  pause: 'Pause',
  resume: 'Resume',
  restart: 'Restart',
  delete: 'Delete',
};
const DONE: Record<StateAction, string> = { pause: 'paused', resume: 'resumed', restart: 'restarted' };

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
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Action | undefined>();
  const run = useMutation({
    mutationFn: (action: Action) =>
      action === 'delete'
        ? connectCalls.remove(clusterId, connectId, definition.name)
        : connectCalls.state(clusterId, connectId, definition.name, action),
    onSuccess: (_, action) => {
      if (action === 'delete') {
        notifySuccess(`Definition '${definition.name}' is deleted`);
        props.onDeleted();
      } else {
        notifySuccess(`Definition '${definition.name}' is ${DONE[action]}`);
      }
    },
    onSettled: () => {
      setPending(undefined);
      return queryClient.invalidateQueries({ queryKey: connectKeys.all(clusterId, connectId) });
    },
  });
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
        loading={run.isPending}
        onConfirm={() => pending && run.mutate(pending)}
        onCancel={() => setPending(undefined)}
      />
    </>
  );
}
