import type { GroupOffsetsForm } from '@console/contract';
import { Checkbox, Group, NumberInput, Paper, SimpleGrid, Text } from '@mantine/core';
import { type Control, Controller, useWatch } from 'react-hook-form';

export interface GroupOffsetsTopicProps {
  control: Control<GroupOffsetsForm>;
  index: number;
  /** After the checkbox changed: the topic's inputs are validated again (only checked ones count). */
  onChecked: () => void;
}

/** One topic of the Update Offsets form: its checkbox enables the partition inputs under it. */
export function GroupOffsetsTopic({ control, index, onChecked }: GroupOffsetsTopicProps) {
  const draft = useWatch({ control, name: `topics.${index}` });
  return (
    <Paper withBorder p="md" data-testid="offsets-topic" data-topic={draft.topic}>
      <Controller
        control={control}
        name={`topics.${index}.checked`}
        render={({ field }) => (
          <Checkbox
            label={<Text fw={600}>{draft.topic}</Text>}
            checked={field.value}
            onChange={(e) => {
              field.onChange(e.currentTarget.checked);
              onChecked();
            }}
            data-testid="offsets-topic-check"
            mb="sm"
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {draft.partitions.map((p, j) => (
          <Group key={p.partition} gap="xs" wrap="nowrap" align="flex-start">
            <Controller
              control={control}
              name={`topics.${index}.partitions.${j}.value`}
              render={({ field, fieldState }) => (
                <NumberInput
                  label={`Partition ${p.partition}`}
                  description={`First ${p.first} · last ${p.last} · committed ${p.current ?? '-'}`}
                  disabled={!draft.checked}
                  value={field.value}
                  onChange={(v) => field.onChange(String(v))}
                  onBlur={field.onBlur}
                  allowDecimal={false}
                  error={fieldState.error?.message}
                  data-testid={`offset-input-${draft.topic}-${p.partition}`}
                  style={{ flex: 1 }}
                />
              )}
            />
          </Group>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
