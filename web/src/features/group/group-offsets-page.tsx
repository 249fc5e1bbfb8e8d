import { GroupOffsetsForm, type GroupTopicDraft } from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DateTimePicker } from '../../components/date-time-picker.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { notifyWarning } from '../../lib/notify.ts';
import { useGroupOffsetsAt, useUpdateGroupOffsets } from './group-mutations.ts';
import { GroupOffsetsPreview } from './group-offsets-preview.tsx';
import * as draft from './group-offsets-schema.ts';
import { GroupOffsetsTopic } from './group-offsets-topic.tsx';
import { groupQueries } from './group-queries.ts';

const route = getRouteApi('/ui/$clusterId/group/$groupId/offsets');

/**
 * `/ui/{clusterId}/group/{groupId}/offsets` (spec §2.7, §5): per-topic checkboxes enabling partition
 * inputs, check/uncheck all, reset to first/last, offsets at a time, shift by N, and a preview of
 * the new offsets and lag that must be confirmed before anything is committed. The form's rules are
 * the contract's GroupOffsetsForm.
 */
export function GroupOffsetsPage() {
  const { clusterId, groupId } = route.useParams();
  const navigate = route.useNavigate();
  const group = useQuery(groupQueries.one(clusterId, groupId));
  const form = useForm<GroupOffsetsForm>({
    resolver: zodResolver(GroupOffsetsForm),
    defaultValues: { topics: [] },
    mode: 'onChange',
  });
  const topics = useWatch({ control: form.control, name: 'topics' });
  const [at, setAt] = useState<Date | null>(null);
  const [shift, setShift] = useState<string | number>(0);
  const [previewRows, setPreviewRows] = useState<draft.PreviewRow[]>();
  const byTime = useGroupOffsetsAt(clusterId, groupId);
  const commit = useUpdateGroupOffsets(clusterId, groupId);

  useEffect(() => {
    // Only the first answer fills the form: a refetch must not wipe what the user typed.
    if (group.data && form.getValues('topics').length === 0) {
      form.reset({ topics: draft.draftFrom(group.data.offsets ?? []) });
    }
  }, [group.data, form]);

  /** A button's change to every topic, validated at once so the inputs show their errors. */
  const change = (f: (topics: GroupTopicDraft[]) => GroupTopicDraft[]) =>
    form.setValue('topics', f(form.getValues('topics')), { shouldValidate: true });
  const revalidate = () => void form.trigger('topics');
  const submit = form.handleSubmit(
    (values) => setPreviewRows(draft.preview(values.topics)),
    (errors) => {
      if (errors.root?.message) notifyWarning(errors.root.message);
    },
  );
  const confirm = () =>
    commit.mutate(draft.toUpdates(form.getValues('topics')), {
      onSuccess: () =>
        navigate({
          to: '/ui/$clusterId/group/$groupId/{-$tab}',
          params: { clusterId, groupId, tab: 'topics' },
        }),
      onSettled: () => setPreviewRows(undefined),
    });

  return (
    <>
      <TitleBar title={`Update offsets: ${groupId}`} />
      <Paper withBorder p="md" mb="md">
        <Group gap="xs" align="flex-end">
          <Button
            variant="default"
            onClick={() => change((t) => draft.setChecked(t, true))}
            data-testid="offsets-check-all"
          >
            Check all
          </Button>
          <Button
            variant="default"
            onClick={() => change((t) => draft.setChecked(t, false))}
            data-testid="offsets-uncheck-all"
          >
            Uncheck all
          </Button>
          <Button
            variant="default"
            onClick={() => change(draft.resetToFirst)}
            data-testid="offsets-reset-first"
          >
            Reset to first offsets
          </Button>
          <Button
            variant="default"
            onClick={() => change(draft.resetToLast)}
            data-testid="offsets-reset-last"
          >
            Reset to last offsets
          </Button>
          <DateTimePicker label="Timestamp" value={at} onChange={setAt} testId="offsets-timestamp" />
          <Button
            variant="default"
            loading={byTime.isPending}
            onClick={() =>
              byTime.mutate(at ?? new Date(), {
                onSuccess: (found) => change((t) => draft.applyTimeOffsets(t, found)),
              })
            }
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
            onClick={() => change((t) => draft.shiftBy(t, Number(shift) || 0))}
            data-testid="offsets-apply-shift"
          >
            Shift
          </Button>
        </Group>
      </Paper>
      <form onSubmit={submit} data-testid="offsets-form">
        <Stack gap="sm" mb="md">
          {topics.map((t, index) => (
            <GroupOffsetsTopic key={t.topic} control={form.control} index={index} onChecked={revalidate} />
          ))}
        </Stack>
        <Button
          type="submit"
          disabled={form.formState.errors.topics !== undefined}
          data-testid="offsets-submit"
        >
          Update
        </Button>
      </form>
      <GroupOffsetsPreview
        rows={previewRows}
        loading={commit.isPending}
        onConfirm={confirm}
        onCancel={() => setPreviewRows(undefined)}
      />
    </>
  );
}
