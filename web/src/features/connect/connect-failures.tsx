import type { ConnectDefinition } from '@console/contract';
import { Button, Code, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';

/** The failures of a definition: the connector's own and each FAILED task's, with their traces. */
function failures(d: ConnectDefinition): Array<{ what: string; trace: string }> {
  return [
    ...(d.state === 'FAILED' ? [{ what: 'Connector', trace: d.trace ?? '' }] : []),
    ...(d.tasks ?? [])
      .filter((t) => t.state === 'FAILED')
      .map((t) => ({ what: `Task ${t.id} on ${t.workerId}`, trace: t.trace ?? '' })),
  ];
}

/**
 * Header button of a definition that failed somewhere ("1 of 1 task failed"): one click shows
 * every trace, so a failure is never hidden behind a RUNNING connector and a row expander.
 */
export function ConnectFailures({
  definition,
  compact,
}: {
  definition: ConnectDefinition;
  /** In a list cell: the failed-task count alone, still opening the traces. */
  compact?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const list = failures(definition);
  if (list.length === 0) return null;
  const tasks = definition.tasks?.length ?? 0;
  const label =
    definition.failedTasks && definition.failedTasks > 0
      ? `${definition.failedTasks} of ${tasks} task${tasks === 1 ? '' : 's'} failed`
      : 'Connector failed';
  return (
    <>
      <Button
        color="red"
        variant="light"
        size="compact-sm"
        leftSection={<IconAlertTriangle size={14} />}
        onClick={() => setOpen(true)}
        title={compact ? `${label}: show the trace` : undefined}
        data-testid={compact ? 'failed-tasks' : 'connect-failures'}
      >
        {compact ? String(definition.failedTasks ?? 1) : `${label} · show trace`}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={`Failures of '${definition.name}'`}
        size="xl"
        data-testid="connect-failures-dialog"
      >
        <Stack>
          {list.map((f) => (
            <Stack key={f.what} gap={4}>
              <Text fw={600}>{f.what}</Text>
              <Code block data-testid="failure-trace" style={{ maxHeight: 320, overflow: 'auto' }}>
                {f.trace || 'Connect gave no trace.'}
              </Code>
            </Stack>
          ))}
        </Stack>
      </Modal>
    </>
  );
}
