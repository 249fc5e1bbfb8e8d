import { type ClusterFeature, can, P, releaseOf } from '@console/contract';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../components/data-table/index.ts';
import { SectionError } from '../../components/section-error.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { clusterQueries } from './cluster-queries.ts';
import { FeatureUpgradeDialog } from './feature-upgrade-dialog.tsx';

const upgradable = (f: ClusterFeature) => f.finalized < f.supportedMax;

/** A level as Kafka numbers it; metadata.version's also names the Kafka release it belongs to. */
const levelText = (f: ClusterFeature, level: number) =>
  f.name === 'metadata.version' ? `${level} (Kafka ${releaseOf(level)})` : String(level);

function columns(onUpgrade: ((f: ClusterFeature) => void) | undefined): DataColumn<ClusterFeature>[] {
  return [
    { id: 'name', header: 'Feature', accessor: (f) => f.name },
    {
      id: 'finalized',
      header: 'Finalized level',
      accessor: (f) => f.finalized,
      cell: (f) => (
        <Badge variant="light" color={upgradable(f) ? 'orange' : 'green'} tt="none">
          {levelText(f, f.finalized)}
        </Badge>
      ),
    },
    {
      id: 'supported',
      header: 'Supported',
      accessor: (f) => `${f.supportedMin} – ${levelText(f, f.supportedMax)}`,
    },
    {
      id: 'upgrade',
      header: '',
      accessor: () => '',
      readOnly: true,
      cell: (f) =>
        upgradable(f) ? (
          onUpgrade ? (
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => onUpgrade(f)}
              data-testid="feature-upgrade"
            >
              Upgrade
            </Button>
          ) : (
            <Text size="xs" c="dimmed">
              Level {levelText(f, f.supportedMax)} available
            </Text>
          )
        ) : (
          <Text size="xs" c="dimmed">
            Highest supported
          </Text>
        ),
    },
  ];
}

/**
 * Feature levels (`kafka-features.sh describe`): the cluster's finalized level and the range the
 * brokers support. A feature below its highest supported level can be upgraded (CLUSTER UPDATE_FEATURE).
 */
export function FeaturesTab({ clusterId }: { clusterId: string }) {
  const { roles } = useClusterContext();
  const features = useQuery(clusterQueries.features(clusterId));
  const [chosen, setChosen] = useState<ClusterFeature>();
  if (features.error) return <SectionError title="The features could not be read" error={features.error} />;
  const onUpgrade = can(roles, P.CLUSTER.UPDATE_FEATURE) ? setChosen : undefined;
  return (
    <Stack>
      <Group gap="xs">
        <Text size="sm" c="dimmed" data-testid="features-epoch">
          {features.data ? `Finalized epoch ${features.data.finalizedEpoch}` : 'Reading the feature levels…'}
        </Text>
      </Group>
      <DataTable
        columns={columns(onUpgrade)}
        data={features.data?.features}
        loading={features.isPending}
        getRowId={(f) => f.name}
        testId="features-table"
      />
      <FeatureUpgradeDialog clusterId={clusterId} feature={chosen} onClose={() => setChosen(undefined)} />
    </Stack>
  );
}
