import { useNavigate } from '@tanstack/react-router';
import { LazySelect } from '../../components/lazy/lazy-select.tsx';
import { PlainGroup } from '../../components/plain-layout.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { ClusterHealthDot } from './cluster-health-dot.tsx';
import { clusterIcon as ClusterIcon } from './sidebar-items.ts';

/**
 * Picks the cluster every screen works on (spec §2.3). Changing it goes to the new cluster's home,
 * its overview when the roles allow nodes, else the first area they allow (spec §2.1 order).
 */
export function ClusterSwitcher({ collapsed }: { collapsed: boolean }) {
  const { cluster, clusters } = useClusterContext();
  const navigate = useNavigate();
  if (collapsed) return null;
  return (
    <LazySelect
      aria-label="Cluster"
      data={clusters.map((c) => ({ value: c.id, label: c.id }))}
      value={cluster.id}
      allowDeselect={false}
      leftSection={
        <PlainGroup gap={4} wrap="nowrap">
          <ClusterIcon size={16} />
          <ClusterHealthDot cluster={cluster.id} />
        </PlainGroup>
      }
      leftSectionWidth={46}
      renderOption={({ option }) => (
        <PlainGroup gap="xs" wrap="nowrap">
          <ClusterHealthDot cluster={option.value} inOption />
          {option.label}
        </PlainGroup>
      )}
      onChange={(clusterId) => {
        if (clusterId && clusterId !== cluster.id)
          void navigate({ to: '/ui/$clusterId', params: { clusterId } });
      }}
      comboboxProps={{ withinPortal: true }}
      data-testid="cluster-switcher"
    />
  );
}
