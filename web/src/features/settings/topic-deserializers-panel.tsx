import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { RouterAnchor } from '../../components/router-links.tsx';
import {
  saveTopicDeserializers,
  type TopicDeserializers,
  useTopicDeserializerList,
} from './topic-deserializers.ts';

const side = (d: TopicDeserializers, which: 'key' | 'value') => {
  const deserializer = d[`${which}Deserializer`];
  if (!deserializer) return 'Automatic';
  const subject = d[`${which}Subject`];
  const type = d[`${which}ProtobufType`];
  return [deserializer, type, subject && `(${subject})`].filter(Boolean).join(' ');
};

/** The deserializers remembered per topic in this browser (issue 14), each with a way to forget it. */
export function TopicDeserializersPanel({ clusterId }: { clusterId: string }) {
  const list = useTopicDeserializerList(clusterId);
  return (
    <Paper withBorder p="lg" maw={640} mt="md" data-testid="settings-deserializers">
      <Stack gap="sm">
        <Title order={4}>Deserializers per topic</Title>
        <Text size="sm" c="dimmed">
          Chosen on a topic's data tab and used again the next time it opens (here, in this browser).
        </Text>
        {list.length === 0 ? (
          <Text size="sm" data-testid="settings-deserializers-empty">
            No topic has a remembered choice: every topic is read automatically.
          </Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Topic</Table.Th>
                <Table.Th>Key</Table.Th>
                <Table.Th>Value</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map(([topic, choice]) => (
                <Table.Tr key={topic} data-testid="settings-deserializer-row" data-topic={topic}>
                  <Table.Td>
                    <RouterAnchor
                      to="/ui/$clusterId/topic/$topicId/{-$tab}"
                      params={{ clusterId, topicId: topic, tab: 'data' }}
                    >
                      {topic}
                    </RouterAnchor>
                  </Table.Td>
                  <Table.Td>{side(choice, 'key')}</Table.Td>
                  <Table.Td>{side(choice, 'value')}</Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => saveTopicDeserializers(clusterId, topic, {})}
                        data-testid="settings-deserializer-forget"
                      >
                        Forget
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
