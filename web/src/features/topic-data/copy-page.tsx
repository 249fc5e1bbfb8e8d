import { Button, Checkbox, Group, NumberInput, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { TitleBar } from '../../components/title-bar.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useClusterContext } from '../session/use-cluster.ts';
import { topicDataApi, topicDataQueries } from './topic-data-queries.ts';

const route = getRouteApi('/ui/$clusterId/topic/$topicId/copy');

/**
 * `/ui/{clusterId}/topic/{topicId}/copy` (spec §2.4, §5): per-partition offsets with checkboxes
 * (each between the partition's first and last offset), target cluster and topic (required).
 */
export function CopyPage() {
  const { clusterId, topicId } = route.useParams();
  const { clusters } = useClusterContext();
  const navigate = useNavigate();
  const partitions = useQuery(topicDataQueries.partitions(clusterId, topicId));
  const [checked, setChecked] = useState<Record<number, boolean>>({});
  const [offsets, setOffsets] = useState<Record<number, number | ''>>({});
  const [targetCluster, setTargetCluster] = useState<string | null>(null);
  const [targetTopic, setTargetTopic] = useState('');
  const copy = useMutation({
    mutationFn: () =>
      topicDataApi.copy(
        clusterId,
        topicId,
        targetCluster ?? '',
        targetTopic,
        rows
          .filter((p) => checked[p.id] !== false)
          .map((p) => ({ partition: p.id, offset: Number(offsetOf(p)) })),
      ),
    onSuccess: (answer) => {
      notifySuccess(`${answer.records} records copied to '${targetTopic}' on '${targetCluster}'`);
      navigate({ to: '/ui/$clusterId/topic/$topicId/{-$tab}', params: { clusterId, topicId, tab: 'data' } });
    },
  });
  const rows = partitions.data ?? [];
  const offsetOf = (p: (typeof rows)[number]) => offsets[p.id] ?? p.firstOffset;
  const offsetError = (p: (typeof rows)[number]) => {
    const value = offsetOf(p);
    if (value === '') return 'Required';
    if (value < p.firstOffset || value > p.lastOffset) return `Between ${p.firstOffset} and ${p.lastOffset}`;
    return undefined;
  };
  const chosen = rows.filter((p) => checked[p.id] !== false);
  const invalid =
    chosen.length === 0 || chosen.some((p) => offsetError(p)) || !targetCluster || targetTopic.trim() === '';

  return (
    <>
      <TitleBar title={`Copy topic ${topicId} from cluster ${clusterId}`} />
      <Stack gap="sm" maw={760} data-testid="copy-form">
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>Partition</Table.Th>
              <Table.Th>Offset</Table.Th>
              <Table.Th>First to last offset</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => (
              <Table.Tr key={p.id} data-testid="copy-partition-row">
                <Table.Td>
                  <Checkbox
                    checked={checked[p.id] !== false}
                    onChange={(e) => setChecked({ ...checked, [p.id]: e.currentTarget.checked })}
                    data-testid={`copy-check-${p.id}`}
                  />
                </Table.Td>
                <Table.Td>{p.id}</Table.Td>
                <Table.Td>
                  <NumberInput
                    w={160}
                    value={offsetOf(p)}
                    disabled={checked[p.id] === false}
                    error={checked[p.id] !== false ? offsetError(p) : undefined}
                    onChange={(v) => setOffsets({ ...offsets, [p.id]: v === '' ? '' : Number(v) })}
                    data-testid={`copy-offset-${p.id}`}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {p.firstOffset} → {p.lastOffset}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group grow>
          <Select
            label="Target cluster"
            placeholder="Choose item..."
            data={clusters.map((c) => c.id)}
            value={targetCluster}
            onChange={setTargetCluster}
            error={targetCluster ? undefined : 'Required'}
            data-testid="copy-target-cluster"
          />
          <TextInput
            label="Target topic"
            value={targetTopic}
            onChange={(e) => setTargetTopic(e.currentTarget.value)}
            error={targetTopic.trim() ? undefined : 'Required'}
            data-testid="copy-target-topic"
          />
        </Group>
        <Group>
          <Button
            disabled={invalid}
            loading={copy.isPending}
            onClick={() => copy.mutate()}
            data-testid="copy-submit"
          >
            Copy
          </Button>
        </Group>
      </Stack>
    </>
  );
}
