import type { ConnectDefinition } from '@console/contract';
import { Badge, Group, Text } from '@mantine/core';
import type { DataColumn } from '../../components/data-table/index.ts';
import { ConnectFailures } from './connect-failures.tsx';
import { StateBadge, shownState, stateColor } from './connect-states.tsx';

export const connectColumns: DataColumn<ConnectDefinition>[] = [
  { id: 'name', header: 'Name', accessor: (d) => d.name, sortable: true },
  {
    id: 'type',
    header: 'Type',
    accessor: (d) => d.type,
    sortable: true,
    cell: (d) => (
      <Badge variant="outline" color={d.type === 'sink' ? 'grape' : 'blue'} tt="none">
        {d.type}
      </Badge>
    ),
    width: 100,
  },
  { id: 'class', header: 'Class', accessor: (d) => d.shortClassName, sortable: true },
  {
    id: 'state',
    header: 'State',
    // The connector's state with its tasks folded in (a RUNNING connector whose task failed is FAILED).
    accessor: (d) => shownState(d),
    cell: (d) => (shownState(d) ? <StateBadge state={shownState(d)} /> : null),
    sortable: true,
    width: 130,
  },
  {
    id: 'failedTasks',
    header: 'Failed tasks',
    accessor: (d) => d.failedTasks ?? 0,
    // The count opens the traces: a failure is one click from the list.
    cell: (d) =>
      d.failedTasks ? (
        <ConnectFailures definition={d} compact />
      ) : (
        <Text c="dimmed" size="sm">
          0
        </Text>
      ),
    sortable: true,
    readOnly: true,
    width: 120,
  },
  {
    id: 'tasks',
    header: 'Tasks',
    accessor: (d) => d.tasks?.length ?? 0,
    sortable: true,
    cell: (d) => (
      <Group gap={4}>
        {(d.tasks ?? []).map((t) => (
          <Badge key={t.id} color={stateColor(t.state)} variant="dot" tt="none" data-testid="task-badge">
            {t.id}: {t.state}
          </Badge>
        ))}
      </Group>
    ),
  },
];
