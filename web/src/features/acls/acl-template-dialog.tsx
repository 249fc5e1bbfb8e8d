import type { AclBinding } from '@console/contract';
import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { namesOf, type TemplateKind, templateBindings, templateProblem } from './acl-templates.ts';

const LABELS: Record<TemplateKind, string> = {
  consumer: 'Consumer',
  producer: 'Producer',
  streams: 'Kafka Streams app',
};

/**
 * 'ACLs from a template' (issue 15): the set of ACLs a consumer, a producer or a Kafka Streams
 * application needs, previewed row by row before anything is created.
 */
export function AclTemplateDialog(props: {
  opened: boolean;
  loading: boolean;
  onSubmit: (bindings: AclBinding[]) => void;
  onClose: () => void;
}) {
  const [kind, setKind] = useState<TemplateKind>('consumer');
  const [principal, setPrincipal] = useState('');
  const [topics, setTopics] = useState('');
  const [outputs, setOutputs] = useState('');
  const [group, setGroup] = useState('');
  const [transactionalId, setTransactionalId] = useState('');
  const [applicationId, setApplicationId] = useState('');
  const [prefixed, setPrefixed] = useState(false);
  const input = {
    kind,
    principal,
    topics: namesOf(topics),
    outputTopics: namesOf(outputs),
    prefixed,
    group,
    transactionalId,
    applicationId,
  };
  const problem = templateProblem(input);
  const preview = problem ? [] : templateBindings(input);

  return (
    <Modal opened={props.opened} onClose={props.onClose} title="ACLs from a template" size="xl">
      <Stack>
        <SegmentedControl
          value={kind}
          onChange={(v) => setKind(v as TemplateKind)}
          data={Object.entries(LABELS).map(([value, label]) => ({ value, label }))}
          data-testid="acl-template-kind"
        />
        <SimpleGrid cols={2}>
          <TextInput
            label="Principal"
            placeholder="User:billing"
            value={principal}
            onChange={(e) => setPrincipal(e.currentTarget.value)}
            data-testid="acl-template-principal"
          />
          <TextInput
            label={kind === 'streams' ? 'Input topics' : 'Topics'}
            description="Separated by commas or spaces"
            value={topics}
            onChange={(e) => setTopics(e.currentTarget.value)}
            data-testid="acl-template-topics"
          />
          {kind === 'consumer' ? (
            <TextInput
              label="Consumer group"
              value={group}
              onChange={(e) => setGroup(e.currentTarget.value)}
              data-testid="acl-template-group"
            />
          ) : null}
          {kind === 'producer' ? (
            <TextInput
              label="Transactional id (optional)"
              value={transactionalId}
              onChange={(e) => setTransactionalId(e.currentTarget.value)}
              data-testid="acl-template-transactional-id"
            />
          ) : null}
          {kind === 'streams' ? (
            <>
              <TextInput
                label="application.id"
                value={applicationId}
                onChange={(e) => setApplicationId(e.currentTarget.value)}
                data-testid="acl-template-application-id"
              />
              <TextInput
                label="Output topics"
                value={outputs}
                onChange={(e) => setOutputs(e.currentTarget.value)}
                data-testid="acl-template-outputs"
              />
            </>
          ) : null}
          <Switch
            label="Names are prefixes (PREFIXED)"
            checked={prefixed}
            onChange={(e) => setPrefixed(e.currentTarget.checked)}
            mt="lg"
            data-testid="acl-template-prefixed"
          />
        </SimpleGrid>
        {problem ? (
          <Text c="dimmed" size="sm" data-testid="acl-template-problem">
            {problem}
          </Text>
        ) : (
          <>
            <Alert color="blue" data-testid="acl-template-summary">
              {`${preview.length} ACLs will be created for ${principal.trim()} (those already there are left as they are):`}
            </Alert>
            <Table striped data-testid="acl-template-preview">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Resource</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Pattern</Table.Th>
                  <Table.Th>Operation</Table.Th>
                  <Table.Th>Permission</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.map((b) => (
                  <Table.Tr
                    key={`${b.resourceType}|${b.resourceName}|${b.patternType}|${b.operation}`}
                    data-testid="acl-template-row"
                  >
                    <Table.Td>{b.resourceType}</Table.Td>
                    <Table.Td>{b.resourceName}</Table.Td>
                    <Table.Td>{b.patternType}</Table.Td>
                    <Table.Td>{b.operation}</Table.Td>
                    <Table.Td>{b.permissionType}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button
            disabled={preview.length === 0}
            loading={props.loading}
            onClick={() => props.onSubmit(preview)}
            data-testid="acl-template-submit"
          >
            {`Create ${preview.length} ACLs`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
