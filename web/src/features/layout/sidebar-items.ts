import { type ClusterDefinition, can, type FlatRoles, P } from '@console/contract';
import {
  type Icon,
  IconAdjustmentsHorizontal,
  IconBroadcast,
  IconBuildingCommunity,
  IconDatabase,
  IconFileCode,
  IconGauge,
  IconListDetails,
  IconPlugConnected,
  IconServer2,
  IconShieldLock,
  IconTerminal2,
  IconUserShield,
  IconUsersGroup,
} from '@tabler/icons-react';

export interface SidebarContext {
  cluster: ClusterDefinition;
  roles: FlatRoles;
}

interface PageItem {
  kind: 'page';
  key: string;
  label: string;
  icon: Icon;
  to:
    | '/ui/$clusterId/overview'
    | '/ui/$clusterId/node'
    | '/ui/$clusterId/cluster/{-$tab}'
    | '/ui/$clusterId/topic'
    | '/ui/$clusterId/tail'
    | '/ui/$clusterId/group'
    | '/ui/$clusterId/acls'
    | '/ui/$clusterId/quota'
    | '/ui/$clusterId/scram-user'
    | '/ui/$clusterId/schema';
  visible: (ctx: SidebarContext) => boolean;
}

/** An entry with an instance selector: the cluster may have several Connect or stream-SQL servers. */
interface InstanceItem {
  kind: 'instance';
  key: 'connect' | 'ksqldb';
  label: string;
  icon: Icon;
  instances: (ctx: SidebarContext) => readonly string[];
  visible: (ctx: SidebarContext) => boolean;
}

export type SidebarItem = PageItem | InstanceItem;

/**
 * The sidebar of spec §2.3 as data, in display order, each entry with the role check of spec §6.
 * The server enforces the same permissions; hiding here only keeps dead ends out of sight.
 */
export const sidebarItems: readonly SidebarItem[] = [
  {
    kind: 'page',
    key: 'overview',
    label: 'Overview',
    icon: IconGauge,
    to: '/ui/$clusterId/overview',
    visible: ({ roles }) => can(roles, P.NODE.READ),
  },
  {
    kind: 'page',
    key: 'node',
    label: 'Nodes',
    icon: IconServer2,
    to: '/ui/$clusterId/node',
    visible: ({ roles }) => can(roles, P.NODE.READ),
  },
  {
    kind: 'page',
    key: 'cluster',
    label: 'Cluster',
    icon: IconBuildingCommunity,
    to: '/ui/$clusterId/cluster/{-$tab}',
    visible: ({ roles }) => can(roles, P.CLUSTER.READ),
  },
  {
    kind: 'page',
    key: 'topic',
    label: 'Topics',
    icon: IconListDetails,
    to: '/ui/$clusterId/topic',
    visible: ({ roles }) => can(roles, P.TOPIC.READ),
  },
  {
    kind: 'page',
    key: 'tail',
    label: 'Live Tail',
    icon: IconBroadcast,
    to: '/ui/$clusterId/tail',
    visible: ({ roles }) => can(roles, P.TOPIC_DATA.READ),
  },
  {
    kind: 'page',
    key: 'group',
    label: 'Consumer Groups',
    icon: IconUsersGroup,
    to: '/ui/$clusterId/group',
    visible: ({ roles }) => can(roles, P.CONSUMER_GROUP.READ),
  },
  {
    kind: 'page',
    key: 'acls',
    label: 'ACLS',
    icon: IconShieldLock,
    to: '/ui/$clusterId/acls',
    visible: ({ roles }) => can(roles, P.ACL.READ),
  },
  {
    kind: 'page',
    key: 'quota',
    label: 'Quotas',
    icon: IconAdjustmentsHorizontal,
    to: '/ui/$clusterId/quota',
    visible: ({ roles }) => can(roles, P.QUOTA.READ),
  },
  {
    kind: 'page',
    key: 'scram-user',
    label: 'Users',
    icon: IconUserShield,
    to: '/ui/$clusterId/scram-user',
    visible: ({ roles }) => can(roles, P.SCRAM_USER.READ),
  },
  {
    kind: 'page',
    key: 'schema',
    label: 'Schema Registry',
    icon: IconFileCode,
    to: '/ui/$clusterId/schema',
    // A GLUE registry has no browsable subjects (spec §2.3).
    visible: ({ roles, cluster }) =>
      can(roles, P.SCHEMA.READ) && cluster.registry && cluster.registryType !== 'GLUE',
  },
  {
    kind: 'instance',
    key: 'connect',
    label: 'Connect',
    icon: IconPlugConnected,
    instances: ({ cluster }) => cluster.connects ?? [],
    visible: ({ roles, cluster }) => can(roles, P.CONNECTOR.READ) && (cluster.connects?.length ?? 0) > 0,
  },
  {
    kind: 'instance',
    key: 'ksqldb',
    label: 'Stream SQL',
    icon: IconTerminal2,
    instances: ({ cluster }) => cluster.ksqldbs ?? [],
    visible: ({ roles, cluster }) => can(roles, P.KSQLDB.READ) && (cluster.ksqldbs?.length ?? 0) > 0,
  },
];

export const clusterIcon = IconDatabase;
