import { type AclBinding, AclTemplateForm } from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { Controller, useForm, useWatch } from 'react-hook-form';
import { namesOf, type TemplateKind, templateBindings, templateProblem } from './acl-templates.ts';

const EMPTY: AclTemplateForm = {
  kind: 'consumer',
  principal: '',
  topics: '',
  outputs: '',
  group: '',
  transactionalId: '',
  applicationId: '',
  prefixed: false,
};

const LABELS: Record<TemplateKind, string> = {
  consumer: 'Consumer',
  producer: 'Producer',
  streams: 'Kafka Streams app',
};

/**
 * 'ACLs from a template' (issue 15): the set of ACLs a consumer, a producer or a Kafka Streams
 * application needs, previewed row by row as the fields are typed, before anything is created.
 */
export function AclTemplateDialog(props: {
  opened: boolean;
  loading: boolean;
  onSubmit: (bindings: AclBinding[]) => void;
  onClose: () => void;
}) {
  const { control, register, handleSubmit } = useForm<AclTemplateForm>({
    resolver: zodResolver(AclTemplateForm),
    defaultValues: EMPTY,
  });
  const values = { ...EMPTY, ...useWatch({ control }) };
  const { kind, principal } = values;
  const input = {
    kind,
    principal,
    topics: namesOf(values.topics),
    outputTopics: namesOf(values.outputs),
    prefixed: values.prefixed,
    group: values.group,
    transactionalId: values.transactionalId,
    applicationId: values.applicationId,
  };
  const problem = templateProblem(input);
  const preview = problem ? [] : templateBindings(input);

  return (
    <Modal opened={props.opened} onClose={props.onClose} title="ACLs from a template" size="xl">
      <Stack
        component="form"
        onSubmit={handleSubmit(() => {
          // The preview is what is created: the same bindings the user saw.
          if (preview.length > 0) props.onSubmit(preview);
        })}
      >
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <SegmentedControl
              value={field.value}
              onChange={field.onChange}
              data={Object.entries(LABELS).map(([value, label]) => ({ value, label }))}
              data-testid="acl-template-kind"
            />
          )}
        />
        <SimpleGrid cols={2}>
          <TextInput
            label="Principal"
            placeholder="User:billing"
            {...register('principal')}
            data-testid="acl-template-principal"
          />
          <TextInput
            label={kind === 'streams' ? 'Input topics' : 'Topics'}
            description="Separated by commas or spaces"
            {...register('topics')}
            data-testid="acl-template-topics"
          />
          {kind === 'consumer' ? (
            <TextInput label="Consumer group" {...register('group')} data-testid="acl-template-group" />
          ) : null}
          {kind === 'producer' ? (
            <TextInput
              label="Transactional id (optional)"
              {...register('transactionalId')}
              data-testid="acl-template-transactional-id"
            />
          ) : null}
          {kind === 'streams' ? (
            <>
              <TextInput
                label="application.id"
                {...register('applicationId')}
                data-testid="acl-template-application-id"
              />
              <TextInput label="Output topics" {...register('outputs')} data-testid="acl-template-outputs" />
            </>
          ) : null}
          <Switch
            label="Names are prefixes (PREFIXED)"
            {...register('prefixed')}
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
            type="submit"
            disabled={preview.length === 0}
            loading={props.loading}
            data-testid="acl-template-submit"
          >
            {`Create ${preview.length} ACLs`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
