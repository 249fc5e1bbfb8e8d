import { z } from 'zod';

export const RegistryType = z.enum(['CONFLUENT', 'TIBCO', 'GLUE']);
export type RegistryType = z.infer<typeof RegistryType>;

/** One entry of `GET /api/cluster`. Empty lists are left out, as AKHQ does (the sidebar relies on it). */
export const ClusterDefinition = z.object({
  id: z.string(),
  registry: z.boolean(),
  registryType: RegistryType.optional(),
  connects: z.array(z.string()).optional(),
  ksqldbs: z.array(z.string()).optional(),
});
export type ClusterDefinition = z.infer<typeof ClusterDefinition>;
export const ClusterList = z.array(ClusterDefinition);

export const TopicListView = z.enum(['ALL', 'HIDE_INTERNAL', 'HIDE_INTERNAL_STREAM', 'HIDE_STREAM']);
export type TopicListView = z.infer<typeof TopicListView>;
export const GroupsListView = z.enum(['ALL', 'HIDE_EMPTY']);
export const DataSort = z.enum(['OLDEST', 'NEWEST']);
export type DataSort = z.infer<typeof DataSort>;
export const DateTimeFormat = z.enum(['RELATIVE', 'ISO']);
export type DateTimeFormat = z.infer<typeof DateTimeFormat>;

/** `GET /api/{cluster}/ui-options`: the server's defaults for the per-cluster settings (spec §3). */
export const UiOptions = z.object({
  topic: z.object({
    defaultView: TopicListView.optional(),
    skipConsumerGroups: z.boolean().optional(),
    skipLastRecord: z.boolean().optional(),
    showAllConsumerGroups: z.boolean().optional(),
    groupsDefaultView: GroupsListView.optional(),
  }),
  topicData: z.object({
    sort: DataSort.optional(),
    dateTimeFormat: DateTimeFormat,
  }),
});
export type UiOptions = z.infer<typeof UiOptions>;
