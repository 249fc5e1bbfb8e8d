import type { TopicRecord } from '@console/contract';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { basePath } from '../../app/config.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import type { RowActions } from '../../components/data-table/index.ts';
import { notifySuccess, notifyWarning } from '../../lib/notify.ts';
import { saveFile, toCsv, toJson } from './topic-data-export.ts';
import { useDeleteRecord } from './topic-data-mutations.ts';
import { type DataQuery, downloadUrl } from './topic-data-queries.ts';

// Row actions of the data tab (spec §2.4): share, copy, delete, download; the export of selected
// records; the confirmations of delete and of "Download query result" (spec §8).

/** Where the copy action leaves the record for the produce page. */
export const COPIED_RECORD_KEY = 'console.topic-data.copied-record';

interface Options {
  clusterId: string;
  topicId: string;
  single: boolean;
  canDelete: boolean;
}

export function useRecordActions({ clusterId, topicId, single, canDelete }: Options) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<TopicRecord | undefined>();
  const [downloadAll, setDownloadAll] = useState<DataQuery | undefined>();
  const deleteRecord = useDeleteRecord(clusterId, topicId);

  const rowActions: RowActions<TopicRecord> = {
    share: (r) => {
      const url = `${window.location.origin}${basePath}/ui/${encodeURIComponent(clusterId)}/topic/${encodeURIComponent(topicId)}/data?single=true&partition=${r.partition}&offset=${r.offset}`;
      const done = () => notifySuccess('Message url is copied to your clipboard!');
      navigator.clipboard.writeText(url).then(done, () => {
        window.prompt('Message url', url);
      });
    },
    copy: (r) => {
      sessionStorage.setItem(COPIED_RECORD_KEY, JSON.stringify(r));
      navigate({ to: '/ui/$clusterId/topic/$topicId/produce', params: { clusterId, topicId } });
    },
    delete: (r) => setDeleting(r),
    download: (r) =>
      saveFile(`${topicId}-${r.partition}-${r.offset}.json`, JSON.stringify(r, null, 2), 'application/json'),
    available: (action, r) => {
      if (action === 'delete') return canDelete && r.key !== undefined;
      if (action === 'download') return single;
      return true;
    },
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
    deleting,
    busy: deleteRecord.isPending,
    downloadAll,
    cancel: () => {
      setDeleting(undefined);
      setDownloadAll(undefined);
    },
    confirmDelete,
    askDownloadAll: (query: DataQuery) => setDownloadAll(query),
    confirmDownloadAll: () => {
      if (downloadAll) window.location.assign(downloadUrl(clusterId, topicId, downloadAll));
      setDownloadAll(undefined);
    },
    exportAs: (format: 'csv' | 'json', records: TopicRecord[]) => {
      if (format === 'csv') return saveFile(`${topicId}.csv`, toCsv(records), 'text/csv');
      const json = toJson(records);
      if (json === undefined) return notifyWarning('Unable to export data in JSON. Please use CSV instead');
      saveFile(`${topicId}.json`, json, 'application/json');
    },
  };
}

export function TopicDataDialogs({ actions }: { actions: ReturnType<typeof useRecordActions> }) {
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
        message="Do you want to download all matching records? For large topics, it can be slow and lead to high memory consumption."
        onConfirm={actions.confirmDownloadAll}
        onCancel={actions.cancel}
      />
    </>
  );
}
