import { groupStateColor } from '@console/contract';
import { Badge, Group } from '@mantine/core';
import { useState } from 'react';
import { RouterBadge } from '../../components/router-links.tsx';
import type { TopicGroupLag } from './topic-rows.ts';

/**
 * Consumer groups of one topic (spec §2.4): a badge per group linking to it, with its lag. One is
 * shown first and the rest fold behind a '+N' badge, unless showAllConsumerGroups is on.
 */
export function TopicGroupBadges({
  clusterId,
  groups,
  showAll,
}: {
  clusterId: string;
  groups: readonly TopicGroupLag[];
  showAll: boolean;
}) {
  const [open, setOpen] = useState(false);
  const shown = showAll || open ? groups : groups.slice(0, 1);
  const hidden = groups.length - shown.length;
  return (
    <Group gap={4} wrap="wrap" data-testid="topic-groups">
      {shown.map((g) => (
        <RouterBadge
          key={g.id}
          to="/ui/$clusterId/group/$groupId/{-$tab}"
          params={{ clusterId, groupId: g.id, tab: undefined }}
          color={groupStateColor(g.state)}
          variant="light"
          tt="none"
          // Mantine cuts a long label with an ellipsis, which hid the lag at its end: show it whole.
          styles={{ root: { maxWidth: 'none' }, label: { overflow: 'visible', textOverflow: 'clip' } }}
          data-testid="topic-group-badge"
        >
          {g.id} ({g.lag.toLocaleString()})
        </RouterBadge>
      ))}
      {!showAll && groups.length > 1 ? (
        <Badge
          component="button"
          type="button"
          variant="outline"
          color="gray"
          style={{ cursor: 'pointer' }}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          data-testid="topic-groups-more"
        >
          {open ? 'less' : `+${hidden}`}
        </Badge>
      ) : null}
    </Group>
  );
}
