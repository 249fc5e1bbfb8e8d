import { can, type FlatRoles, P } from '@console/contract';

// Tab rules of the topic detail page (spec §2.4): data only with TOPIC_DATA READ, acls only with
// ACL READ (groups only with CONSUMER_GROUP READ, whose API it calls). No tab in the URL opens
// data, or configs without TOPIC_DATA READ; an unknown tab falls back to the first available one.

export const TOPIC_TABS = ['data', 'partitions', 'groups', 'configs', 'acls', 'logs'] as const;
export type TopicTab = (typeof TOPIC_TABS)[number];

export const TOPIC_TAB_LABELS: Record<TopicTab, string> = {
  data: 'Data',
  partitions: 'Partitions',
  groups: 'Consumer Groups',
  configs: 'Configs',
  acls: 'ACLS',
  logs: 'Logs',
};

export function availableTopicTabs(roles: FlatRoles): TopicTab[] {
  return TOPIC_TABS.filter((tab) => {
    if (tab === 'data') return can(roles, P.TOPIC_DATA.READ);
    if (tab === 'acls') return can(roles, P.ACL.READ);
    if (tab === 'groups') return can(roles, P.CONSUMER_GROUP.READ);
    return true;
  });
}

export function activeTopicTab(tab: string | undefined, available: readonly TopicTab[]): TopicTab {
  if (tab === undefined) return available.includes('data') ? 'data' : 'configs';
  return (available as readonly string[]).includes(tab) ? (tab as TopicTab) : (available[0] ?? 'configs');
}

/** Empty Topic is offered only when the cleanup policy includes delete (spec §4). */
export function canEmpty(cleanupPolicy: string | undefined): boolean {
  return (cleanupPolicy ?? 'delete').split(',').some((p) => p.trim() === 'delete');
}
