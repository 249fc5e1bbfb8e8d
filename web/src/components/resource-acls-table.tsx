import type { AccessControl } from '@console/contract';
import { Badge, Group } from '@mantine/core';
import { type DataColumn, DataTable } from './data-table/index.ts';

// The ACLs on one resource (a topic, a consumer group, a share group), one row per principal and
// host, each permission a badge with its ALLOW/DENY: the ACLs tab of those pages.

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

function rows(acls: readonly AccessControl[]): AclRow[] {
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

/** `acls`: the answer of the resource's `acls` route, undefined while it loads. */
export function ResourceAclsTable(props: {
  testId: string;
  acls: readonly AccessControl[] | undefined;
  loading: boolean;
}) {
  return (
    <DataTable
      testId={props.testId}
      columns={columns}
      data={props.acls ? rows(props.acls) : undefined}
      loading={props.loading}
      getRowId={(r) => r.key}
      emptyText='No ACLS found, or the "authorizer.class.name" parameter is not configured on the cluster.'
    />
  );
}
