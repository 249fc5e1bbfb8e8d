import type { DownloadFormat, TopicRecord } from '@console/contract';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { basePath } from '../../app/config.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import type { RowActions } from '../../components/data-table/index.ts';
import { notifySuccess, notifyWarning } from '../../lib/notify.ts';
import type { InspectorActions } from './record-inspector.tsx';
import { saveFile, toCsv, toJson, toNdjson } from './topic-data-export.ts';
import { useDeleteRecord } from './topic-data-mutations.ts';
import { type DataQuery, downloadUrl } from './topic-data-queries.ts';

// Row and inspector actions of the data tab (spec §2.4): details (the inspector), share, copy
// ('Produce a copy'), delete, download; the export of selected records; the confirmations of
// delete and of downloading every matching record (spec §8).

/** Where the copy action leaves the record for the produce page. */
export const COPIED_RECORD_KEY = 'console.topic-data.copied-record';

interface Options {
  clusterId: string;
  topicId: string;
  /** The topic allows deleting records and the user may. */
  canDelete: boolean;
  /** The user may produce (TOPIC_DATA CREATE). */
  canCreate: boolean;
  /** The deserializer parameters, carried by share links so they open read the same way. */
  choice: DataQuery;
  open: (partition: number, offset: number) => void;
  showInTable: (partition: number, offset: number) => void;
}

export function useRecordActions({
  clusterId,
  topicId,
  canDelete,
  canCreate,
  choice,
  open,
  showInTable,
}: Options) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<TopicRecord | undefined>();
  const [downloadAll, setDownloadAll] = useState<DataQuery | undefined>();
  const deleteRecord = useDeleteRecord(clusterId, topicId);

  const shareUrl = (r: TopicRecord) => {
    const extra = Object.entries(choice)
      .filter((e): e is [string, string] => e[1] !== undefined)
      .map(([k, v]) => `&${k}=${encodeURIComponent(v)}`)
      .join('');
    return `${window.location.origin}${basePath}/ui/${encodeURIComponent(clusterId)}/topic/${encodeURIComponent(topicId)}/data?single=true&partition=${r.partition}&offset=${r.offset}${extra}`;
  };
  const share = (r: TopicRecord) => {
    const url = shareUrl(r);
    const done = () => notifySuccess('Message url is copied to your clipboard!');
    navigator.clipboard.writeText(url).then(done, () => {
      window.prompt('Message url', url);
    });
  };
  const produceCopy = (r: TopicRecord) => {
    sessionStorage.setItem(COPIED_RECORD_KEY, JSON.stringify(r));
    navigate({ to: '/ui/$clusterId/topic/$topicId/produce', params: { clusterId, topicId } });
  };
  const download = (r: TopicRecord) =>
    saveFile(`${topicId}-${r.partition}-${r.offset}.json`, JSON.stringify(r, null, 2), 'application/json');

  const rowActions: RowActions<TopicRecord> = {
    details: (r) => open(r.partition, r.offset),
    copy: canCreate ? produceCopy : undefined,
    share,
    // Only on topics whose records can be deleted: the column keeps no room for an icon never shown.
    delete: canDelete ? (r) => setDeleting(r) : undefined,
    available: (action, r) => (action === 'delete' ? r.key !== undefined : true),
  };

  const inspector: InspectorActions = {
    shareUrl,
    share,
    produceCopy: canCreate ? produceCopy : undefined,
    download,
    askDelete: (r) => setDeleting(r),
    showInTable: (r) => showInTable(r.partition, r.offset),
    open,
  };

  // A failed delete closes the dialog too (spec §8); the failure itself is shown by the mutation cache.
  const confirmDelete = () => {
    const record = deleting;
    if (!record) return;
    deleteRecord.mutate(
      { partition: record.partition, offset: record.offset, key: record.key ?? '' },
      { onSettled: () => setDeleting(undefined) },
    );
  };

  return {
    rowActions,
    inspector,
    deleting,
    busy: deleteRecord.isPending,
    downloadAll,
    cancel: () => {
      setDeleting(undefined);
      setDownloadAll(undefined);
    },
    confirmDelete,
    askDownloadAll: (query: DataQuery, format: DownloadFormat) =>
      setDownloadAll({ ...query, after: undefined, format: format === 'json' ? undefined : format }),
    confirmDownloadAll: () => {
      if (downloadAll) window.location.assign(downloadUrl(clusterId, topicId, downloadAll));
      setDownloadAll(undefined);
    },
    exportAs: (format: DownloadFormat, records: TopicRecord[]) => {
      if (format === 'csv') return saveFile(`${topicId}.csv`, toCsv(records), 'text/csv');
      if (format === 'ndjson')
        return saveFile(`${topicId}.ndjson`, toNdjson(records), 'application/x-ndjson');
      const json = toJson(records);
      if (json === undefined) return notifyWarning('Unable to export data in JSON. Please use CSV instead');
      saveFile(`${topicId}.json`, json, 'application/json');
    },
  };
}

export function TopicDataDialogs({ actions }: { actions: ReturnType<typeof useRecordActions> }) {
  const format = actions.downloadAll?.format ?? 'json';
  return (
    <>
      <ConfirmDialog
        opened={actions.deleting !== undefined}
        message={`Do you want to delete the record '${actions.deleting?.partition}-${actions.deleting?.offset}' (key '${actions.deleting?.key}')?`}
        onConfirm={actions.confirmDelete}
        onCancel={actions.cancel}
        loading={actions.busy}
      />
      <ConfirmDialog
        opened={actions.downloadAll !== undefined}
        message={`Do you want to download all matching records as ${format.toUpperCase()}? For large topics, it can be slow and lead to high memory consumption.`}
        onConfirm={actions.confirmDownloadAll}
        onCancel={actions.cancel}
      />
    </>
  );
}
