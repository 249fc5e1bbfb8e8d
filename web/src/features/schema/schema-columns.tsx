import type { Schema } from '@console/contract';
import { Badge } from '@mantine/core';
import type { DataColumn } from '../../components/data-table/index.ts';

export const schemaColumns: DataColumn<Schema>[] = [
  { id: 'id', header: 'Id', accessor: (s) => s.id, width: 80 },
  { id: 'subject', header: 'Subject', accessor: (s) => s.subject, sortable: true },
  {
    id: 'version',
    header: 'Version',
    accessor: (s) => s.version,
    sortable: true,
    cell: (s) => (
      <Badge variant="light" tt="none" data-testid="schema-version-badge">
        {s.version}
      </Badge>
    ),
    width: 100,
  },
  {
    id: 'compatibility',
    header: 'Compatibility',
    accessor: (s) => s.compatibilityLevel ?? '',
    sortable: true,
    width: 200,
  },
  { id: 'schemaType', header: 'Type', accessor: (s) => s.schemaType ?? '', sortable: true, width: 120 },
];
