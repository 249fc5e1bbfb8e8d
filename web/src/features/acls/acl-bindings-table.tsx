import type { AccessControl, AclEntry } from '@console/contract';
import { ACL_PERMISSIONS, ACL_RESOURCE_TYPES } from '@console/contract';
import { Badge, Group, Select, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { type DataColumn, DataTable } from '../../components/data-table/index.ts';

/** One binding of the flat list: a principal's entry with the principal beside it. */
export interface FlatBinding extends AclEntry {
  principal: string;
}

export interface BindingFilters {
  filter?: string | undefined;
  type?: string | undefined;
  permission?: string | undefined;
}

const columns: DataColumn<FlatBinding>[] = [
  { id: 'principal', header: 'Principal', accessor: (b) => b.principal, sortable: true },
  { id: 'resourceType', header: 'Resource', accessor: (b) => b.resource.resourceType, sortable: true },
  { id: 'name', header: 'Name', accessor: (b) => b.resource.name, sortable: true },
  { id: 'patternType', header: 'Pattern', accessor: (b) => b.resource.patternType, sortable: true },
  { id: 'operation', header: 'Operation', accessor: (b) => b.operation.operation, sortable: true },
  {
    id: 'permission',
    header: 'Permission',
    accessor: (b) => b.operation.permissionType,
    cell: (b) => (
      <Badge color={b.operation.permissionType === 'DENY' ? 'red' : 'green'} variant="light">
        {b.operation.permissionType}
      </Badge>
    ),
    sortable: true,
  },
  { id: 'host', header: 'Host', accessor: (b) => b.host, sortable: true },
];

/** Every binding of the cluster, one row each, kept if it matches every filter. */
export function flatBindings(all: AccessControl[], f: BindingFilters): FlatBinding[] {
  const words = (f.filter ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return all
    .flatMap((a) => (a.acls ?? []).map((e) => ({ ...e, principal: a.principal })))
    .filter((b) => !f.type || b.resource.resourceType === f.type)
    .filter((b) => !f.permission || b.operation.permissionType === f.permission)
    .filter((b) => {
      const text = [b.principal, b.resource.name, b.operation.operation, b.host].join(' ').toLowerCase();
      return words.every((w) => text.includes(w));
    });
}

/**
 * The flat view of the ACL page (issue 15): every binding of the cluster, filtered by text (principal,
 * resource name, operation, host), resource type and permission, the filters in the URL.
 */
export function AclBindingsTable(props: {
  acls: AccessControl[] | undefined;
  loading: boolean;
  filters: BindingFilters;
  onFilters: (next: BindingFilters) => void;
  onOpen: (b: FlatBinding) => void;
}) {
  const rows = useMemo(
    () => props.acls && flatBindings(props.acls, props.filters),
    [props.acls, props.filters],
  );
  const filtered = Boolean(props.filters.filter || props.filters.type || props.filters.permission);
  return (
    <>
      <Group mb="md" align="flex-end">
        <TextInput
          label="Filter"
          placeholder="principal, resource, operation, host"
          w={320}
          defaultValue={props.filters.filter ?? ''}
          onChange={(e) => props.onFilters({ ...props.filters, filter: e.currentTarget.value || undefined })}
          data-testid="acl-bindings-filter"
        />
        <Select
          label="Resource type"
          placeholder="Any"
          clearable
          data={[...ACL_RESOURCE_TYPES]}
          value={props.filters.type ?? null}
          onChange={(v) => props.onFilters({ ...props.filters, type: v ?? undefined })}
          data-testid="acl-bindings-type"
        />
        <Select
          label="Permission"
          placeholder="Any"
          clearable
          data={[...ACL_PERMISSIONS]}
          value={props.filters.permission ?? null}
          onChange={(v) => props.onFilters({ ...props.filters, permission: v ?? undefined })}
          data-testid="acl-bindings-permission"
        />
      </Group>
      <DataTable<FlatBinding>
        testId="acl-bindings"
        columns={columns}
        data={rows}
        loading={props.loading}
        emptyText={filtered ? 'No ACL matches these filters' : 'No ACLs on this cluster'}
        getRowId={(b) =>
          [
            b.principal,
            b.resource.resourceType,
            b.resource.name,
            b.resource.patternType,
            b.operation.operation,
            b.operation.permissionType,
            b.host,
          ].join('|')
        }
        actions={{ details: props.onOpen }}
      />
    </>
  );
}
