import type { AccessControl } from '@console/contract';
import { Badge, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type DataColumn, DataTable } from '../../components/data-table/index.ts';
import { shareGroupQueries } from './share-group-queries.ts';

// A share group is a GROUP resource for Kafka's authorizer, like any group: the same ACLs apply.

interface AclRow {
  key: string;
  principal: string;
  host: string;
  permissions: { operation: string; permissionType: string }[];
}

const columns: DataColumn<AclRow>[] = [
  { id: 'principal', header: 'Principal', accessor: (r) => r.principal, sortable: true },
  { id: 'host', header: 'Host', accessor: (r) => r.host },
  {
    id: 'permissions',
    header: 'Permissions',
    accessor: (r) => r.permissions.length,
    cell: (r) => (
      <Group gap={4}>
        {r.permissions.map((p) => (
          <Badge
            key={`${p.operation}-${p.permissionType}`}
            color={p.permissionType === 'ALLOW' ? 'green' : 'red'}
          >
            {p.operation}
          </Badge>
        ))}
      </Group>
    ),
  },
];

function rows(acls: AccessControl[]): AclRow[] {
  const byKey = new Map<string, AclRow>();
  for (const a of acls) {
    for (const e of a.acls ?? []) {
      const key = `${a.principal}\u0000${e.host}`;
      const row = byKey.get(key) ?? { key, principal: a.principal, host: e.host, permissions: [] };
      row.permissions.push(e.operation);
      byKey.set(key, row);
    }
  }
  return [...byKey.values()];
}

/** Who may do what on this group (`GET group/{g}/acls`). */
export function ShareGroupAclsTab({ clusterId, groupId }: { clusterId: string; groupId: string }) {
  const acls = useQuery(shareGroupQueries.acls(clusterId, groupId));
  return (
    <DataTable
      testId="share-acls-table"
      columns={columns}
      data={acls.data ? rows(acls.data) : undefined}
      loading={acls.isPending}
      getRowId={(r) => r.key}
      emptyText='No ACLS found, or the "authorizer.class.name" parameter is not configured on the cluster.'
    />
  );
}
