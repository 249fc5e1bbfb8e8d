import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconSettings,
} from '@tabler/icons-react';
import {
  GrayActionIcon,
  PlainDivider,
  PlainGroup,
  PlainStack,
  SizedText,
  XsLightBadge,
} from '../../components/plain-layout.tsx';
import { useAuth } from '../session/session.ts';
import { useClusterContext } from '../session/use-cluster.ts';
import { ClusterSwitcher } from './cluster-switcher.tsx';
import { InstanceEntry, SidebarLink } from './sidebar-entry.tsx';
import { sidebarItems } from './sidebar-items.ts';
import { ThemeToggle } from './theme-toggle.tsx';

interface SidebarProps {
  collapsed: boolean;
  onToggle: () => void;
}

const SETTINGS = {
  key: 'settings',
  label: 'Settings',
  icon: IconSettings,
  to: '/ui/$clusterId/settings',
} as const;

/**
 * Sidebar of spec §2.3: cluster switcher, the entries the roles allow, settings, version, theme.
 * Plain DOM in Mantine's classes (components/plain-layout.tsx): it is drawn before every full
 * load's first row.
 */
export function Sidebar({ collapsed, onToggle }: SidebarProps) {
  const { cluster, roles } = useClusterContext();
  const { auths } = useAuth();
  const ctx = { cluster, roles };
  const clusterId = cluster.id;

  return (
    <PlainStack gap={0} style={{ height: '100%' }} data-testid="sidebar">
      <PlainGroup
        justify={collapsed ? 'center' : 'space-between'}
        wrap="nowrap"
        style={{ padding: 'var(--mantine-spacing-sm)' }}
      >
        {collapsed ? null : (
          <SizedText size="lg" style={{ fontWeight: 700 }} data-testid="product-name">
            Kafka Console
          </SizedText>
        )}
        <GrayActionIcon
          onClick={onToggle}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          data-testid="sidebar-toggle"
        >
          {collapsed ? (
            <IconLayoutSidebarLeftExpand size={18} />
          ) : (
            <IconLayoutSidebarLeftCollapse size={18} />
          )}
        </GrayActionIcon>
      </PlainGroup>
      <div style={{ padding: collapsed ? 0 : '0 var(--mantine-spacing-sm) var(--mantine-spacing-sm)' }}>
        <ClusterSwitcher collapsed={collapsed} />
        {collapsed ? (
          // The collapsed switcher is an icon: the open cluster's name stays written under it.
          <SizedText
            size="xs"
            data-truncate="end"
            style={{
              fontWeight: 600,
              textAlign: 'center',
              paddingInline: 'calc(0.25rem * var(--mantine-scale))',
              paddingBottom: 'calc(0.375rem * var(--mantine-scale))',
            }}
            title={`Cluster ${cluster.id}`}
            data-testid="collapsed-cluster"
          >
            {cluster.id}
          </SizedText>
        ) : null}
      </div>
      <PlainDivider />
      <div
        style={{
          flex: 1,
          minHeight: 0,
          overflowY: 'auto',
          scrollbarWidth: 'thin',
          paddingBlock: 'var(--mantine-spacing-xs)',
        }}
      >
        {sidebarItems
          .filter((item) => item.visible(ctx))
          .map((item) =>
            item.kind === 'page' ? (
              <SidebarLink key={item.key} item={item} clusterId={clusterId} collapsed={collapsed} />
            ) : (
              <InstanceEntry
                key={item.key}
                item={item}
                instances={item.instances(ctx)}
                clusterId={clusterId}
                collapsed={collapsed}
              />
            ),
          )}
        <SidebarLink item={SETTINGS} clusterId={clusterId} collapsed={collapsed} />
      </div>
      <PlainDivider />
      <PlainGroup
        justify={collapsed ? 'center' : 'space-between'}
        gap="xs"
        wrap="nowrap"
        style={{ padding: 'var(--mantine-spacing-sm)' }}
      >
        {collapsed ? null : (
          <PlainGroup gap={6} wrap="nowrap" data-testid="version-label">
            <SizedText size="xs" dimmed>
              {auths.version}
            </SizedText>
            <XsLightBadge color="orange">Beta</XsLightBadge>
          </PlainGroup>
        )}
        <ThemeToggle />
      </PlainGroup>
    </PlainStack>
  );
}
