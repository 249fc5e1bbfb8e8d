import { DataSort, DateTimeFormat, TopicListView } from '@console/contract';
import { z } from 'zod';

/**
 * The six per-cluster UI options of spec §3, as the user keeps them (localStorage, per cluster).
 * Same nesting and names as the server's `ui-options` answer, so one can fill the other. Only the
 * time format is required (spec §5).
 */
export const UiSettings = z.object({
  topic: z.object({
    defaultView: TopicListView.nullish(),
    skipConsumerGroups: z.boolean(),
    skipLastRecord: z.boolean(),
    showAllConsumerGroups: z.boolean(),
  }),
  topicData: z.object({
    sort: DataSort.nullish(),
    dateTimeFormat: DateTimeFormat.nullable().refine((value) => value !== null, 'Time format is required'),
  }),
});
export type UiSettings = z.infer<typeof UiSettings>;
export type UiSettingsInput = z.input<typeof UiSettings>;
