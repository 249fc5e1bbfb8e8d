import { TAIL_DEFAULT_MAX_RECORDS, TAIL_MAX_RECORDS, TailForm } from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Box, Button, Group, MultiSelect, Paper, Select, Text, TextInput } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DataTable } from '../../components/data-table/index.ts';
import { DeletedNotes } from '../../components/deleted-notes.tsx';
import {
  AUTOMATIC,
  choiceOf,
  choiceParams,
  type DeserializerChoice,
  describeSide,
  isChosen,
} from '../../components/deserializer-choice/choice.ts';
import { DeserializersButton } from '../../components/deserializer-choice/deserializers-button.tsx';
import { subjectNames } from '../../components/deserializer-choice/subject-names.ts';
import { TitleBar } from '../../components/title-bar.tsx';
import { notifyWarning } from '../../lib/notify.ts';
import { useClusterContext } from '../session/use-cluster.ts';
import { savedTopicDeserializers } from '../settings/topic-deserializers.ts';
import { tailColumns } from './tail-columns.tsx';
import { useTail } from './use-tail.ts';
import { useTopicNames } from './use-topic-names.ts';

const route = getRouteApi('/ui/$clusterId/tail');

/**
 * `/ui/{clusterId}/tail` (spec §2.5, §4): search, topics, max records, the key and value
 * deserializers (issue 14, applied to every topic), Start/Pause/Resume, Clear. `topicId` in the URL
 * starts at once, with the deserializers remembered for that topic on its data tab; changing a
 * parameter stops the stream and clears the rows; the table is hidden while STOPPED.
 */
export function TailPage() {
  const { cluster } = useClusterContext();
  const { topicId } = route.useSearch();
  const names = useTopicNames(cluster.id);
  const { control, register, handleSubmit, watch } = useForm<TailForm>({
    resolver: zodResolver(TailForm),
    defaultValues: { topics: topicId ? [topicId] : [], search: '', max: TAIL_DEFAULT_MAX_RECORDS },
  });
  const max = watch('max');
  const [choice, setChoice] = useState<DeserializerChoice>(() =>
    topicId ? choiceOf(savedTopicDeserializers(cluster.id, topicId) ?? {}) : AUTOMATIC,
  );
  const subjects = useQuery({ ...subjectNames(cluster.id), enabled: cluster.registry });
  const [error, setError] = useState<string>();
  const tail = useTail(cluster.id, setError);
  const start = handleSubmit(
    (params) => {
      setError(undefined);
      tail.start({ ...params, decoding: choiceParams(choice) });
    },
    (errors) => {
      setError(undefined);
      notifyWarning(errors.topics?.message ?? 'Choose at least one topic');
    },
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a topicId arriving in the URL starts the tail
  useEffect(() => {
    if (topicId)
      tail.start({
        topics: [topicId],
        search: '',
        max: TAIL_DEFAULT_MAX_RECORDS,
        decoding: choiceParams(choice),
      });
  }, [topicId]);

  return (
    <>
      <TitleBar title="Live Tail" />
      <Paper withBorder p="md" mb="md">
        <form onSubmit={start}>
          <Group align="flex-end" gap="xs">
            {/* Changing search, topics or max records stops the stream and clears the rows (spec §4). */}
            <TextInput
              label="Search"
              placeholder="Search"
              {...register('search', { onChange: tail.reset })}
              data-testid="tail-search"
            />
            <Controller
              control={control}
              name="topics"
              render={({ field }) => (
                <MultiSelect
                  label="Topics"
                  placeholder="Choose item..."
                  searchable
                  data={names.data ?? []}
                  value={field.value}
                  onChange={(topics) => {
                    tail.reset();
                    field.onChange(topics);
                  }}
                  miw={280}
                  data-testid="tail-topics"
                />
              )}
            />
            <Controller
              control={control}
              name="max"
              render={({ field }) => (
                <Select
                  label="Max records"
                  data={TAIL_MAX_RECORDS.map(String)}
                  value={String(field.value)}
                  allowDeselect={false}
                  onChange={(v) => {
                    if (!v) return;
                    tail.reset();
                    field.onChange(Number(v));
                  }}
                  w={120}
                  data-testid="tail-max"
                />
              )}
            />
            <DeserializersButton
              choice={choice}
              subjects={subjects.data ?? []}
              onApply={(next) => {
                tail.reset();
                setChoice(next);
              }}
              note="Used for every topic of this tail."
              testId="tail-deserializers"
            />
            {tail.state === 'STARTED' ? (
              <Button
                leftSection={<IconPlayerPause size={16} />}
                onClick={tail.pause}
                data-testid="tail-toggle"
              >
                Pause
              </Button>
            ) : tail.state === 'PAUSED' ? (
              <Button
                leftSection={<IconPlayerPlay size={16} />}
                onClick={tail.resume}
                data-testid="tail-toggle"
              >
                Resume
              </Button>
            ) : (
              <Button type="submit" leftSection={<IconPlayerPlay size={16} />} data-testid="tail-toggle">
                Start
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconTrash size={16} />}
              onClick={tail.clear}
              data-testid="tail-clear"
            >
              Clear
            </Button>
            <Badge
              size="lg"
              variant="light"
              color={tail.state === 'STARTED' ? 'green' : 'gray'}
              data-testid="tail-state"
            >
              {tail.state}
            </Badge>
            {tail.state !== 'STOPPED' ? (
              <Text size="sm" c="dimmed" data-testid="tail-count">
                {tail.rows.length} / {max} records
              </Text>
            ) : null}
          </Group>
        </form>
        {isChosen(choice) ? (
          <Text size="sm" c="dimmed" mt="xs" data-testid="tail-deserializers-chosen">
            Key as {describeSide(choice.key)}, value as {describeSide(choice.value)}
          </Text>
        ) : null}
        {tail.notice ? (
          <Text c="orange" size="sm" mt="sm" data-testid="tail-notice">
            {tail.notice}
          </Text>
        ) : null}
        {tail.deleted.length > 0 ? (
          <Box mt="sm">
            <DeletedNotes notes={tail.deleted} testId="tail-deleted-notes" />
          </Box>
        ) : null}
        {error ? (
          <Text c="red" size="sm" mt="sm" data-testid="tail-error">
            {error}
          </Text>
        ) : null}
      </Paper>
      {tail.state === 'STOPPED' ? null : (
        <DataTable testId="tail-table" columns={tailColumns} data={tail.rows} getRowId={(r) => r.id} />
      )}
    </>
  );
}
