import type { SchemaReference } from '@console/contract';
import { Group, Text } from '@mantine/core';
import { RouterBadge } from '../../components/router-links.tsx';
import { useClusterContext } from '../session/use-cluster.ts';

/**
 * The schemas a schema is built on (Avro named types, JSON `$ref`s, Protobuf imports): each a link
 * to the referenced subject's versions, so a reference can be followed.
 */
export function SchemaReferences({ references }: { references: SchemaReference[] | undefined }) {
  const { cluster } = useClusterContext();
  if (!references || references.length === 0) return null;
  return (
    <Group gap={6} data-testid="schema-references">
      <Text size="sm" c="dimmed">
        References
      </Text>
      {references.map((r) => (
        <RouterBadge
          key={`${r.name}-${r.subject}-${r.version}`}
          to="/ui/$clusterId/schema/details/$subject/{-$tab}"
          params={{ clusterId: cluster.id, subject: r.subject, tab: 'versions' }}
          variant="outline"
          tt="none"
          data-testid="schema-reference"
          title={`${r.name}: version ${r.version} of ${r.subject}`}
        >
          {r.name} → {r.subject} v{r.version}
        </RouterBadge>
      ))}
    </Group>
  );
}
