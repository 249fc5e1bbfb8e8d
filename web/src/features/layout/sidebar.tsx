import { ActionIcon, Badge, Box, Divider, Group, Stack, Text } from '@mantine/core';
import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconSettings,
} from '@tabler/icons-react';
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

/** Sidebar of spec §2.3: cluster switcher, the entries the roles allow, settings, version, theme. */
export function Sidebar({ collapsed, onToggle }: SidebarProps) {
  const { cluster, roles } = useClusterContext();
  const { auths } = useAuth();
  const ctx = { cluster, roles };
  const params = { clusterId: cluster.id };

  return (
    <Stack h="100%" gap={0} data-testid="sidebar">
      <Group justify={collapsed ? 'center' : 'space-between'} p="sm" wrap="nowrap">
        {collapsed ? null : (
          <Text fw={700} size="lg" data-testid="product-name">
            Kafka Console
          </Text>
        )}
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={onToggle}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          data-testid="sidebar-toggle"
        >
          {collapsed ? (
            <IconLayoutSidebarLeftExpand size={18} />
          ) : (
            <IconLayoutSidebarLeftCollapse size={18} />
          )}
        </ActionIcon>
      </Group>
      <div style={{ padding: collapsed ? 0 : '0 var(--mantine-spacing-sm) var(--mantine-spacing-sm)' }}>
        <ClusterSwitcher collapsed={collapsed} />
        {collapsed ? (
          // The collapsed switcher is an icon: the open cluster's name stays written under it.
          <Text
            size="xs"
            fw={600}
            ta="center"
            px={4}
            pb={6}
            truncate
            title={`Cluster ${cluster.id}`}
            data-testid="collapsed-cluster"
          >
            {cluster.id}
          </Text>
        ) : null}
      </div>
      <Divider />
      {/* A plain scrolling box: Mantine's ScrollArea brought floating-ui into the first screen's code (issue 17). */}
      <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto', scrollbarWidth: 'thin' }} py="xs">
        {sidebarItems
          .filter((item) => item.visible(ctx))
          .map((item) =>
            item.kind === 'page' ? (
              <SidebarLink key={item.key} item={item} params={params} collapsed={collapsed} />
            ) : (
              <InstanceEntry
                key={item.key}
                item={item}
                instances={item.instances(ctx)}
                collapsed={collapsed}
              />
            ),
          )}
        <SidebarLink
          item={{ key: 'settings', label: 'Settings', icon: IconSettings, to: '/ui/$clusterId/settings' }}
          params={params}
          collapsed={collapsed}
        />
      </Box>
      <Divider />
      <Group justify={collapsed ? 'center' : 'space-between'} p="sm" gap="xs" wrap="nowrap">
        {collapsed ? null : (
          <Group gap={6} wrap="nowrap" data-testid="version-label">
            <Text size="xs" c="dimmed">
              {auths.version}
            </Text>
            <Badge size="xs" variant="light" color="orange">
              Beta
            </Badge>
          </Group>
        )}
        <ThemeToggle />
      </Group>
    </Stack>
  );
}
