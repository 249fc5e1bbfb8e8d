import type { StreamsGroup, StreamsSubtopology } from '@console/contract';
import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';

function Topics({ label, names, testId }: { label: string; names: string[]; testId: string }) {
  if (names.length === 0) return null;
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {names.map((n) => (
        <Text key={n} size="sm" ff="monospace" data-testid={testId} style={{ wordBreak: 'break-all' }}>
          {n}
        </Text>
      ))}
    </div>
  );
}

function Subtopology({ s }: { s: StreamsSubtopology }) {
  return (
    <Card withBorder data-testid="subtopology" data-subtopology={s.id}>
      <Group mb="xs">
        <Badge variant="light" tt="none">
          Subtopology {s.id}
        </Badge>
      </Group>
      <Stack gap="xs">
        <Topics label="Reads topics" names={s.sourceTopics ?? []} testId="source-topic" />
        <Topics
          label="Reads repartition topics"
          names={(s.repartitionSourceTopics ?? []).map((t) => t.name)}
          testId="repartition-source-topic"
        />
        <Topics
          label="Writes repartition topics"
          names={s.repartitionSinkTopics ?? []}
          testId="repartition-sink-topic"
        />
        <Topics
          label="State changelog topics"
          names={(s.stateChangelogTopics ?? []).map((t) => t.name)}
          testId="changelog-topic"
        />
      </Stack>
    </Card>
  );
}

/** The application's subtopologies as the broker holds them, with the topics each reads and writes. */
export function StreamsTopologyTab({ group }: { group: StreamsGroup }) {
  if (!group.subtopologies) {
    return (
      <Text c="dimmed" data-testid="topology-empty">
        No topology yet: the application has not initialized it, or its source topics are missing.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {group.subtopologies.map((s) => (
        <Subtopology key={s.id} s={s} />
      ))}
    </SimpleGrid>
  );
}
