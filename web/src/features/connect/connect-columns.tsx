import type { ConnectDefinition } from '@console/contract';
import { Badge, Group } from '@mantine/core';
import type { DataColumn } from '../../components/data-table/index.ts';
import { StateBadge, stateColor } from './connect-states.tsx';

export const connectColumns: DataColumn<ConnectDefinition>[] = [
  { id: 'name', header: 'Name', accessor: (d) => d.name },
  {
    id: 'type',
    header: 'Type',
    accessor: (d) => d.type,
    cell: (d) => (
      <Badge variant="outline" color={d.type === 'sink' ? 'grape' : 'blue'} tt="none">
        {d.type}
      </Badge>
    ),
    width: 100,
  },
  { id: 'class', header: 'Class', accessor: (d) => d.shortClassName },
  {
    id: 'state',
    header: 'State',
    accessor: (d) => d.state ?? (d.paused ? 'PAUSED' : ''),
    cell: (d) => (d.state ? <StateBadge state={d.state} /> : null),
    width: 130,
  },
  {
    id: 'tasks',
    header: 'Tasks',
    accessor: (d) => d.tasks?.length ?? 0,
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
