import { useRouteContext } from '@tanstack/react-router';

/** The current cluster, all clusters and the roles flattened for this cluster (set by the cluster route). */
export function useClusterContext() {
  const { cluster, clusters, roles } = useRouteContext({ from: '/ui/$clusterId' });
  return { cluster, clusters, roles };
}
