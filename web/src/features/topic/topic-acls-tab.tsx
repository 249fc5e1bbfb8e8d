import type { AccessControl } from '@console/contract';
import { Badge, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type DataColumn, DataTable } from '../../components/data-table/index.ts';
import { topicQueries } from './topic-queries.ts';

interface AclRow {
  key: string;
  principal: string;
  host: string;
  permissions: { operation: string; permissionType: string }[];
}

/** One row per principal and host, with every operation it has on the topic. */
function toRows(acls: readonly AccessControl[]): AclRow[] {
  const rows = new Map<string, AclRow>();
  for (const entry of acls) {
    for (const acl of entry.acls ?? []) {
      const key = `${entry.principal}|${acl.host}`;
      const row = rows.get(key) ?? { key, principal: entry.principal, host: acl.host, permissions: [] };
      row.permissions.push(acl.operation);
      rows.set(key, row);
    }
  }
  return [...rows.values()];
}

const columns: DataColumn<AclRow>[] = [
  { id: 'principal', header: 'Principal', accessor: (r) => r.principal, sortable: true },
  { id: 'host', header: 'Host', accessor: (r) => r.host },
  {
    id: 'permissions',
    header: 'Permissions',
    accessor: (r) => r.permissions.map((p) => p.operation).join(','),
    cell: (r) => (
      <Group gap={4}>
        {r.permissions.map((p) => (
          <Badge
            key={`${p.operation}-${p.permissionType}`}
            color={p.permissionType === 'ALLOW' ? 'green' : 'red'}
            variant="light"
            tt="none"
          >
            {p.operation} {p.permissionType}
          </Badge>
        ))}
      </Group>
    ),
  },
];

/** ACLs tab (spec §2.4): principal, host, permissions on this topic. */
export function TopicAclsTab({ clusterId, topicId }: { clusterId: string; topicId: string }) {
  const acls = useQuery(topicQueries.acls(clusterId, topicId));
  return (
    <DataTable
      testId="topic-acl-table"
      columns={columns}
      data={acls.data ? toRows(acls.data) : undefined}
      loading={acls.isPending}
      emptyText='No ACLS found, or the "authorizer.class.name" parameter is not configured on the cluster.'
      getRowId={(r) => r.key}
    />
  );
}
