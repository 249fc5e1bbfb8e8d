import type { Icon } from '@tabler/icons-react';
import { useMatchRoute, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { LazySelect } from '../../components/lazy/lazy-select.tsx';
import { LazyTooltip as Tooltip } from '../../components/lazy/lazy-tooltip.tsx';
import { RouterNavLink } from '../../components/router-nav-link.tsx';
import { useClusterContext } from '../session/use-cluster.ts';

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

/** One sidebar entry; collapsed, it shows only its icon with the label as a tooltip. */
export function SidebarLink({
  item,
  params,
  collapsed,
}: {
  item: LinkItem;
  params: { clusterId: string };
  collapsed: boolean;
}) {
  const matchRoute = useMatchRoute();
  const active = Boolean(matchRoute({ to: item.to, params, fuzzy: true }));
  const ItemIcon = item.icon;
  return (
    <Tooltip label={item.label} position="right" disabled={!collapsed}>
      <RouterNavLink
        to={item.to}
        params={params}
        active={active}
        label={collapsed ? null : item.label}
        aria-label={item.label}
        leftSection={<ItemIcon size={20} stroke={1.6} />}
        data-testid={`sidebar-${item.key}`}
      />
    </Tooltip>
  );
}

interface InstanceItem {
  key: 'connect' | 'ksqldb';
  label: string;
  icon: Icon;
}

/**
 * Connect and stream-SQL entries: the cluster may have several instances, the first one is
 * selected until the user picks another (spec §2.3); the entry opens the selected instance.
 */
export function InstanceEntry({
  item,
  instances,
  collapsed,
}: {
  item: InstanceItem;
  instances: readonly string[];
  collapsed: boolean;
}) {
  const { cluster } = useClusterContext();
  const current = useParams({ strict: false }) as { connectId?: string; ksqldbId?: string };
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const fromUrl = item.key === 'connect' ? current.connectId : current.ksqldbId;
  const selected = [fromUrl, picked, instances[0]].find((id) => id !== undefined && instances.includes(id))!;
  const matchRoute = useMatchRoute();
  const navigate = useNavigate();
  const ItemIcon = item.icon;
  const linkTo = (id: string) =>
    item.key === 'connect'
      ? ({
          to: '/ui/$clusterId/connect/$connectId',
          params: { clusterId: cluster.id, connectId: id },
        } as const)
      : ({ to: '/ui/$clusterId/ksqldb/$ksqldbId', params: { clusterId: cluster.id, ksqldbId: id } } as const);
  // Picking an instance opens it (spec §2.3); the URL then carries the choice.
  const pick = (id: string) => {
    setPicked(id);
    void navigate(linkTo(id));
  };
  const link = linkTo(selected);
  const active = Boolean(matchRoute({ ...link, fuzzy: true }));

  return (
    <>
      <Tooltip label={`${item.label}: ${selected}`} position="right" disabled={!collapsed}>
        <RouterNavLink
          {...link}
          active={active}
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
}
