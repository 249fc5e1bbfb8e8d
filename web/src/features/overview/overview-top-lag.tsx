import type { GroupLagItem } from '@console/contract';
import { Group, Text } from '@mantine/core';
import { RouterAnchor } from '../../components/router-links.tsx';
import { GroupTypeBadge } from '../group/group-columns.tsx';

// The overview's largest-lag list holds groups of every type; each type has its own page (as in
// the group list): share and streams groups theirs, classic and consumer groups the group page.

function GroupLink({ clusterId, item }: { clusterId: string; item: GroupLagItem }) {
  const params = { clusterId, groupId: item.group, tab: undefined };
  const testId = `top-lag-link-${item.group}`;
  if (item.type === 'share')
    return (
      <RouterAnchor to="/ui/$clusterId/share-group/$groupId/{-$tab}" params={params} data-testid={testId}>
        {item.group}
      </RouterAnchor>
    );
  if (item.type === 'streams')
    return (
      <RouterAnchor to="/ui/$clusterId/streams-group/$groupId/{-$tab}" params={params} data-testid={testId}>
        {item.group}
      </RouterAnchor>
    );
  return (
    <RouterAnchor to="/ui/$clusterId/group/$groupId/{-$tab}" params={params} data-testid={testId}>
      {item.group}
    </RouterAnchor>
  );
}

export function TopLagList({
  clusterId,
  items,
  sampled,
  linked,
}: {
  clusterId: string;
  items: GroupLagItem[];
  /** False before the server's first sampling round. */
  sampled: boolean;
  /** Whether the caller may open group pages. */
  linked: boolean;
}) {
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {sampled ? 'No group is behind.' : 'Known after the first sample.'}
      </Text>
    );
  return items.map((item) => (
    <Group key={item.group} gap="xs" wrap="nowrap" data-testid={`top-lag-${item.group}`}>
      <GroupTypeBadge type={item.type} />
      <Text size="sm" truncate>
        {linked ? <GroupLink clusterId={clusterId} item={item} /> : item.group}
      </Text>
      <Text size="sm" ml="auto" ff="monospace">
        {item.lag.toLocaleString('en-US')}
      </Text>
    </Group>
  ));
}
