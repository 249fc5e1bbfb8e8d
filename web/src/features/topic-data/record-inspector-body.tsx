import { Alert, Button, CopyButton, Divider, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import {
  IconCheck,
  IconCopy,
  IconDownload,
  IconListSearch,
  IconSend,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import type { InspectorProps } from './record-inspector.tsx';
import { CopyIcon, RecordFacts, RecordHeaders, RecordPart } from './record-inspector-parts.tsx';
import { useInspectedRecord, useRecordHex } from './use-inspected-record.ts';

// The inspector's content, loaded the first time a record is opened (the JSON tree, hex dump and
// their helpers stay out of the app's first download).

export default function RecordInspectorBody({
  clusterId,
  topicId,
  at,
  choice,
  fromList,
  linkable,
  actions,
}: InspectorProps & { at: NonNullable<InspectorProps['at']> }) {
  const inspected = useInspectedRecord(clusterId, topicId, at, choice, fromList);
  const [hexWanted, setHexWanted] = useState(false);
  const hex = useRecordHex(clusterId, topicId, at, hexWanted);
  const r = inspected.record;
  if (inspected.error)
    return (
      <Alert color="red" title="The record could not be read" data-testid="inspector-error">
        {inspected.error.message}
      </Alert>
    );
  if (inspected.missing)
    return (
      <Alert
        color="yellow"
        title={`No record at partition ${at.partition}, offset ${at.offset}`}
        data-testid="inspector-missing"
      >
        <Stack gap="xs">
          <Text size="sm">
            It was deleted or compacted away, or the offset is past the end of the partition.
          </Text>
          {inspected.missing.next ? (
            <Button
              size="xs"
              variant="default"
              onClick={() =>
                actions.open(inspected.missing?.next?.partition ?? 0, inspected.missing?.next?.offset ?? 0)
              }
              data-testid="inspector-open-next"
            >
              Open the next record ({inspected.missing.next.partition}-{inspected.missing.next.offset})
            </Button>
          ) : null}
        </Stack>
      </Alert>
    );
  if (!r)
    return (
      <Group gap="xs" data-testid="inspector-loading">
        <Loader size="sm" />
        <Text size="sm">
          Reading record {at.partition}-{at.offset}…
        </Text>
      </Group>
    );
  const url = actions.shareUrl(r);
  const hexOf = (side?: { hex?: string }) => ({
    loading: hex.loading,
    hex: side?.hex,
    unsupported: hex.unsupported,
    error: hex.error,
  });
  return (
    <Stack gap="md" data-testid="inspector-record" data-record={`${r.partition}-${r.offset}`}>
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconShare size={14} />}
          onClick={() => actions.share(r)}
          data-testid="inspector-share"
        >
          Share
        </Button>
        {actions.produceCopy ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconSend size={14} />}
            onClick={() => actions.produceCopy?.(r)}
            data-testid="inspector-produce-copy"
          >
            Produce a copy
          </Button>
        ) : null}
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} />}
          onClick={() => actions.download(r)}
          data-testid="inspector-download"
        >
          Download
        </Button>
        <CopyButton value={JSON.stringify(r, null, 2)} timeout={1500}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="default"
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={copy}
              data-testid="inspector-copy-record"
            >
              {copied ? 'Copied' : 'Copy as JSON'}
            </Button>
          )}
        </CopyButton>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconListSearch size={14} />}
          onClick={() => actions.showInTable(r)}
          data-testid="inspector-show-in-table"
        >
          Show in table
        </Button>
        {actions.askDelete && inspected.canDeleteRecords && r.key !== undefined ? (
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => actions.askDelete?.(r)}
            data-testid="inspector-delete"
          >
            Delete
          </Button>
        ) : null}
      </Group>
      <TextInput
        readOnly
        size="xs"
        label="Share link"
        value={url}
        onFocus={(e) => e.currentTarget.select()}
        rightSection={<CopyIcon value={url} label="Copy the share link" testId="inspector-copy-link" />}
        data-testid="inspector-share-url"
      />
      <RecordFacts record={r} clusterId={clusterId} linkable={linkable} />
      <Divider />
      <RecordPart which="key" text={r.key} hex={hexOf(hex.key)} onHex={() => setHexWanted(true)} />
      <RecordPart
        which="value"
        text={r.value}
        tombstone={r.tombstone ?? r.value === undefined}
        hex={hexOf(hex.value)}
        onHex={() => setHexWanted(true)}
      />
      <RecordHeaders record={r} />
    </Stack>
  );
}
