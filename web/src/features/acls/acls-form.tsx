import {
  ACL_OPERATIONS,
  ACL_PATTERN_TYPES,
  ACL_PERMISSIONS,
  ACL_RESOURCE_TYPES,
  AclBinding,
} from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';

export interface AclsFormProps {
  opened: boolean;
  initialPrincipal?: string;
  loading: boolean;
  onSubmit: (binding: AclBinding) => void;
  onClose: () => void;
}

type Draft = z.input<typeof AclBinding>;
type Choice = 'resourceType' | 'patternType' | 'operation' | 'permissionType';

const empty = (principal = ''): Draft => ({
  principal,
  resourceType: 'TOPIC',
  resourceName: '',
  patternType: 'LITERAL',
  operation: 'READ',
  permissionType: 'ALLOW',
  host: '*',
});

/**
 * Create an ACL binding: resource type, name, pattern type, operation, permission, host. Validated by
 * the contract's AclBinding as the user types (spec §5); Create is disabled once an edit made it invalid.
 */
export function AclsForm({ opened, initialPrincipal, loading, onSubmit, onClose }: AclsFormProps) {
  const { control, register, handleSubmit, formState, watch } = useForm<Draft, unknown, AclBinding>({
    resolver: zodResolver(AclBinding),
    defaultValues: empty(initialPrincipal),
    mode: 'onChange',
  });
  const { errors } = formState;
  const select = (name: Choice, label: string, data: readonly string[]) => (
    <Controller
      control={control}
      name={name}
      // A CLUSTER resource must be named 'kafka-cluster': the name is checked again when the type changes.
      rules={name === 'resourceType' ? { deps: ['resourceName'] } : {}}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          data={[...data]}
          value={field.value}
          allowDeselect={false}
          onChange={(v) => field.onChange(v ?? '')}
          error={fieldState.error?.message}
          data-testid={`acl-form-${name}`}
        />
      )}
    />
  );

  return (
    <Modal opened={opened} onClose={onClose} title="Create an ACL" size="lg">
      <form onSubmit={handleSubmit(onSubmit)}>
        <SimpleGrid cols={2}>
          <TextInput
            label="Principal"
            placeholder="User:alice"
            {...register('principal')}
            error={errors.principal?.message}
            data-testid="acl-form-principal"
          />
          <TextInput
            label="Host"
            {...register('host')}
            error={errors.host?.message}
            data-testid="acl-form-host"
          />
          {select('resourceType', 'Resource type', ACL_RESOURCE_TYPES)}
          <TextInput
            label="Resource name"
            placeholder={watch('resourceType') === 'CLUSTER' ? 'kafka-cluster' : 'orders'}
            {...register('resourceName')}
            error={errors.resourceName?.message}
            data-testid="acl-form-resourceName"
          />
          {select('patternType', 'Pattern type', ACL_PATTERN_TYPES)}
          {select('operation', 'Operation', ACL_OPERATIONS)}
          {select('permissionType', 'Permission', ACL_PERMISSIONS)}
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={loading}
            disabled={(formState.isDirty || formState.isSubmitted) && !formState.isValid}
            data-testid="acl-form-submit"
          >
            Create
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
