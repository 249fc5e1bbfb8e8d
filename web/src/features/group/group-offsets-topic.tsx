import { Checkbox, Group, NumberInput, Paper, SimpleGrid, Text } from '@mantine/core';
import { offsetError, type TopicDraft } from './group-offsets-schema.ts';

export interface GroupOffsetsTopicProps {
  draft: TopicDraft;
  onChecked: (checked: boolean) => void;
  onValue: (partition: number, value: string) => void;
}

/** One topic of the Update Offsets form: its checkbox enables the partition inputs under it. */
export function GroupOffsetsTopic({ draft, onChecked, onValue }: GroupOffsetsTopicProps) {
  return (
    <Paper withBorder p="md" data-testid="offsets-topic" data-topic={draft.topic}>
      <Checkbox
        label={<Text fw={600}>{draft.topic}</Text>}
        checked={draft.checked}
        onChange={(e) => onChecked(e.currentTarget.checked)}
        data-testid="offsets-topic-check"
        mb="sm"
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {draft.partitions.map((p) => (
          <Group key={p.partition} gap="xs" wrap="nowrap" align="flex-start">
            <NumberInput
              label={`Partition ${p.partition}`}
              description={`First ${p.first} · last ${p.last} · committed ${p.current ?? '-'}`}
              disabled={!draft.checked}
              value={p.value}
              onChange={(v) => onValue(p.partition, String(v))}
              allowDecimal={false}
              error={draft.checked ? offsetError(p) : undefined}
              data-testid={`offset-input-${draft.topic}-${p.partition}`}
              style={{ flex: 1 }}
            />
          </Group>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
