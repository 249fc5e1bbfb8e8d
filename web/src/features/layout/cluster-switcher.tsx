import { Select } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useClusterContext } from '../session/use-cluster.ts';
import { clusterIcon as ClusterIcon } from './sidebar-items.ts';

/**
 * Picks the cluster every screen works on (spec §2.3). Changing it goes to the new cluster's home,
 * which is its topic list whenever the roles allow topics (spec §2.1 order otherwise).
 */
export function ClusterSwitcher({ collapsed }: { collapsed: boolean }) {
  const { cluster, clusters } = useClusterContext();
  const navigate = useNavigate();
  if (collapsed) return null;
  return (
    <Select
      aria-label="Cluster"
      data={clusters.map((c) => ({ value: c.id, label: c.id }))}
      value={cluster.id}
      allowDeselect={false}
      leftSection={<ClusterIcon size={16} />}
      onChange={(clusterId) => {
        if (clusterId && clusterId !== cluster.id)
          void navigate({ to: '/ui/$clusterId', params: { clusterId } });
      }}
      comboboxProps={{ withinPortal: true }}
      data-testid="cluster-switcher"
    />
  );
}
