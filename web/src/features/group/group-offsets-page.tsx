import { Button, Group, NumberInput, Paper, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { DateTimePicker } from '../../components/date-time-picker.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { notifySuccess, notifyWarning } from '../../lib/notify.ts';
import { GroupOffsetsPreview } from './group-offsets-preview.tsx';
import * as form from './group-offsets-schema.ts';
import { GroupOffsetsTopic } from './group-offsets-topic.tsx';
import { groupApi, groupKeys, groupQueries } from './group-queries.ts';

const route = getRouteApi('/ui/$clusterId/group/$groupId/offsets');

/**
 * `/ui/{clusterId}/group/{groupId}/offsets` (spec §2.7, §5): per-topic checkboxes enabling partition
 * inputs, check/uncheck all, reset to first/last, offsets at a time, shift by N, and a preview of
 * the new offsets and lag that must be confirmed before anything is committed.
 */
export function GroupOffsetsPage() {
  const { clusterId, groupId } = route.useParams();
  const navigate = route.useNavigate();
  const client = useQueryClient();
  const group = useQuery(groupQueries.one(clusterId, groupId));
  const [draft, setDraft] = useState<form.TopicDraft[]>([]);
  const [at, setAt] = useState<Date | null>(null);
  const [shift, setShift] = useState<string | number>(0);
  const [previewRows, setPreviewRows] = useState<form.PreviewRow[]>();
  useEffect(() => {
    // Only the first answer fills the form: a refetch must not wipe what the user typed.
    if (group.data) setDraft((d) => (d.length > 0 ? d : form.draftFrom(group.data.offsets ?? [])));
  }, [group.data]);

  const byTime = useMutation({
    mutationFn: (date: Date) => groupApi.offsetsAt(clusterId, groupId, date.toISOString()),
    onSuccess: (found) => setDraft((d) => form.applyTimeOffsets(d, found)),
  });
  const commit = useMutation({
    mutationFn: () => groupApi.updateOffsets(clusterId, groupId, form.toUpdates(draft)),
    onSuccess: async () => {
      notifySuccess(`Offsets for '${groupId}' updated successfully.`);
      await client.invalidateQueries({ queryKey: groupKeys.all(clusterId) });
      await navigate({
        to: '/ui/$clusterId/group/$groupId/{-$tab}',
        params: { clusterId, groupId, tab: 'topics' },
      });
    },
    onSettled: () => setPreviewRows(undefined),
  });
  const submit = () => {
    if (!draft.some((t) => t.checked)) return notifyWarning(form.NO_TOPIC_CHECKED);
    if (!form.hasErrors(draft)) setPreviewRows(form.preview(draft));
  };

  return (
    <>
      <TitleBar title={`Update offsets: ${groupId}`} />
      <Paper withBorder p="md" mb="md">
        <Group gap="xs" align="flex-end">
          <Button
            variant="default"
            onClick={() => setDraft((d) => form.setChecked(d, true))}
            data-testid="offsets-check-all"
          >
            Check all
          </Button>
          <Button
            variant="default"
            onClick={() => setDraft((d) => form.setChecked(d, false))}
            data-testid="offsets-uncheck-all"
          >
            Uncheck all
          </Button>
          <Button
            variant="default"
            onClick={() => setDraft(form.resetToFirst)}
            data-testid="offsets-reset-first"
          >
            Reset to first offsets
          </Button>
          <Button
            variant="default"
            onClick={() => setDraft(form.resetToLast)}
            data-testid="offsets-reset-last"
          >
            Reset to last offsets
          </Button>
          <DateTimePicker label="Timestamp" value={at} onChange={setAt} testId="offsets-timestamp" />
          <Button
            variant="default"
            loading={byTime.isPending}
            onClick={() => byTime.mutate(at ?? new Date())}
            data-testid="offsets-apply-timestamp"
          >
            Offsets at this time
          </Button>
          <NumberInput
            label="Shift by"
            w={110}
            value={shift}
            onChange={setShift}
            allowDecimal={false}
            data-testid="offsets-shift"
          />
          <Button
            variant="default"
            onClick={() => setDraft((d) => form.shiftBy(d, Number(shift) || 0))}
            data-testid="offsets-apply-shift"
          >
            Shift
          </Button>
        </Group>
      </Paper>
      <Stack gap="sm" mb="md">
        {draft.map((t) => (
          <GroupOffsetsTopic
            key={t.topic}
            draft={t}
            onChecked={(checked) => setDraft((d) => form.setChecked(d, checked, t.topic))}
            onValue={(partition, value) => setDraft((d) => form.setValue(d, t.topic, partition, value))}
          />
        ))}
      </Stack>
      <Button onClick={submit} disabled={form.hasErrors(draft)} data-testid="offsets-submit">
        Update
      </Button>
      <GroupOffsetsPreview
        rows={previewRows}
        loading={commit.isPending}
        onConfirm={() => commit.mutate()}
        onCancel={() => setPreviewRows(undefined)}
      />
    </>
  );
}
