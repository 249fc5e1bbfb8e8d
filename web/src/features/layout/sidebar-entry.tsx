import type { Icon } from '@tabler/icons-react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { memo, useState } from 'react';
import { LazySelect } from '../../components/lazy/lazy-select.tsx';
import { LazyTooltip as Tooltip } from '../../components/lazy/lazy-tooltip.tsx';
import { RouterNavLink } from '../../components/router-nav-link.tsx';

type PagePath =
  | '/ui/$clusterId/overview'
  | '/ui/$clusterId/node'
  | '/ui/$clusterId/cluster/{-$tab}'
  | '/ui/$clusterId/topic'
  | '/ui/$clusterId/tail'
  | '/ui/$clusterId/group'
  | '/ui/$clusterId/acls'
  | '/ui/$clusterId/quota'
  | '/ui/$clusterId/scram-user'
  | '/ui/$clusterId/schema'
  | '/ui/$clusterId/settings';

interface LinkItem {
  key: string;
  label: string;
  icon: Icon;
  to: PagePath;
}

// The entries are memoized on plain props (the item is a constant, the cluster a string): the
// sidebar renders again on every navigation (its route context is new), its entries need not; the
// router's link inside each renders again only when its active state changes.

/** One sidebar entry; collapsed, it shows only its icon with the label as a tooltip. */
export const SidebarLink = memo(function SidebarLink({
  item,
  clusterId,
  collapsed,
}: {
  item: LinkItem;
  clusterId: string;
  collapsed: boolean;
}) {
  const ItemIcon = item.icon;
  return (
    <Tooltip label={item.label} position="right" disabled={!collapsed}>
      <RouterNavLink
        to={item.to}
        params={{ clusterId }}
        label={collapsed ? null : item.label}
        aria-label={item.label}
        leftSection={<ItemIcon size={20} stroke={1.6} />}
        data-testid={`sidebar-${item.key}`}
      />
    </Tooltip>
  );
});

interface InstanceItem {
  key: 'connect' | 'ksqldb';
  label: string;
  icon: Icon;
}

/**
 * Connect and stream-SQL entries: the cluster may have several instances, the first one is
 * selected until the user picks another (spec §2.3); the entry opens the selected instance.
 */
export const InstanceEntry = memo(function InstanceEntry({
  item,
  instances,
  clusterId,
  collapsed,
}: {
  item: InstanceItem;
  instances: readonly string[];
  clusterId: string;
  collapsed: boolean;
}) {
  // Only the instance the address names: a primitive, so other navigations do not render this again.
  const fromUrl = useParams({
    strict: false,
    select: (params) => (item.key === 'connect' ? params.connectId : params.ksqldbId) as string | undefined,
  });
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const selected = [fromUrl, picked, instances[0]].find((id) => id !== undefined && instances.includes(id))!;
  const navigate = useNavigate();
  const ItemIcon = item.icon;
  const linkTo = (id: string) =>
    item.key === 'connect'
      ? ({
          to: '/ui/$clusterId/connect/$connectId',
          params: { clusterId, connectId: id },
        } as const)
      : ({ to: '/ui/$clusterId/ksqldb/$ksqldbId', params: { clusterId, ksqldbId: id } } as const);
  // Picking an instance opens it (spec §2.3); the URL then carries the choice.
  const pick = (id: string) => {
    setPicked(id);
    void navigate(linkTo(id));
  };
  const link = linkTo(selected);

  return (
    <>
      <Tooltip label={`${item.label}: ${selected}`} position="right" disabled={!collapsed}>
        <RouterNavLink
          {...link}
          label={collapsed ? null : item.label}
          description={collapsed || instances.length > 1 ? null : selected}
          aria-label={item.label}
          leftSection={<ItemIcon size={20} stroke={1.6} />}
          data-testid={`sidebar-${item.key}`}
        />
      </Tooltip>
      {!collapsed && instances.length > 1 ? (
        <LazySelect
          size="xs"
          mx="sm"
          mb={4}
          pl={36}
          aria-label={`${item.label} instance`}
          data={[...instances]}
          value={selected}
          allowDeselect={false}
          onChange={(value) => value && pick(value)}
          data-testid={`sidebar-${item.key}-select`}
        />
      ) : null}
    </>
  );
});
