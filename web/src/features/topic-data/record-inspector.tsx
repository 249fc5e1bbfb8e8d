import type { TopicRecord } from '@console/contract';
import { Center, Drawer, Loader, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { lazyCode } from '../../lib/load-code.ts';
import type { DataQuery } from './topic-data-search.ts';

// The record inspector (issue 14): one record beside the topic's data, in a side panel that leaves
// the table usable (another row's Details replaces it). Key and value as a JSON tree, text or hex,
// headers, partition, offset, timestamp and its type, sizes, the schema and version that decoded
// it, copy buttons, 'Produce a copy', download, delete and its share link. A share link opens it
// over the topic's data; closing it is the way back.

export interface InspectorActions {
  shareUrl: (r: TopicRecord) => string;
  share: (r: TopicRecord) => void;
  produceCopy?: (r: TopicRecord) => void;
  download: (r: TopicRecord) => void;
  askDelete?: (r: TopicRecord) => void;
  showInTable: (r: TopicRecord) => void;
  open: (partition: number, offset: number) => void;
}

export interface InspectorProps {
  clusterId: string;
  topicId: string;
  at: { partition: number; offset: number } | undefined;
  choice: DataQuery;
  fromList?: TopicRecord;
  linkable: boolean;
  actions: InspectorActions;
  onClose: () => void;
}

const Body = lazyCode(() => import('./record-inspector-body.tsx'));

export function RecordInspector(props: InspectorProps) {
  const { at, topicId, onClose } = props;
  return (
    <Drawer
      opened={at !== undefined}
      onClose={onClose}
      position="right"
      size={620}
      withOverlay={false}
      lockScroll={false}
      trapFocus={false}
      closeOnClickOutside={false}
      shadow="xl"
      title={
        <Stack gap={0}>
          <Text fw={600} data-testid="inspector-title">
            Record {at ? `${at.partition}-${at.offset}` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {topicId} · partition {at?.partition}, offset {at?.offset}
          </Text>
        </Stack>
      }
      closeButtonProps={{ 'aria-label': 'Close the record', 'data-testid': 'inspector-close' } as never}
      data-testid="record-inspector"
    >
      {at ? (
        <Suspense
          fallback={
            <Center p="md">
              <Loader size="sm" />
            </Center>
          }
        >
          <Body key={`${at.partition}-${at.offset}`} {...props} at={at} />
        </Suspense>
      ) : null}
    </Drawer>
  );
}
