import { entityText, type Quota } from '@console/contract';
import { quotaOps } from '@console/contract/api/quota';
import { Badge, Group, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type DataColumn, DataTable } from '../../components/data-table/index.ts';
import { call } from '../../lib/api.ts';

// The quotas that apply to a user principal (issue 16): its own user entities (with or without a
// client id) and the user defaults. Read under the quota area's keys (['cluster', c, 'quota', ...]),
// so a change on the Quotas page refreshes this section too.

const columns: DataColumn<Quota>[] = [
  {
    id: 'entity',
    header: 'Entity',
    accessor: (q) => entityText(q.entity),
    cell: (q) => (
      <Group gap="xs">
        {entityText(q.entity)}
        {q.entity.some((p) => p.type === 'user' && p.name === undefined) ? (
          <Badge size="sm" variant="light" color="gray">
            user default
          </Badge>
        ) : null}
      </Group>
    ),
  },
  {
    id: 'values',
    header: 'Quotas',
    accessor: (q) =>
      Object.entries(q.values)
        .map(([k, v]) => `${k}=${v}`)
        .join(', '),
  },
];

export function PrincipalQuotas({ cluster, principal }: { cluster: string; principal: string }) {
  const user = principal.slice('User:'.length);
  const quotas = useQuery({
    queryKey: ['cluster', cluster, 'quota', 'user', user],
    queryFn: ({ signal }) => call(quotaOps.list, { params: { cluster }, query: { user }, signal }),
  });
  return (
    <section data-testid="principal-quotas">
      <Title order={4} mt="xl" mb="sm">
        Quotas
      </Title>
      <DataTable<Quota>
        testId="principal-quota-table"
        columns={columns}
        data={quotas.data}
        loading={quotas.isPending}
        emptyText={`No client quota applies to ${user}`}
        getRowId={(q) => entityText(q.entity)}
      />
    </section>
  );
}
