import {
  ACL_OPERATIONS,
  ACL_PATTERN_TYPES,
  ACL_PERMISSIONS,
  ACL_RESOURCE_TYPES,
  AclBinding,
  AclOperation,
} from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { DialogFooter } from '../../components/dialog-footer.tsx';

export interface AclsFormProps {
  opened: boolean;
  initialPrincipal?: string;
  loading: boolean;
  /** One binding per chosen operation. */
  onSubmit: (bindings: AclBinding[]) => void;
  onClose: () => void;
}

type Choice = 'resourceType' | 'patternType' | 'permissionType';

/**
 * The form: one binding's fields with several operations. Each operation's binding is checked by the
 * contract's AclBinding (its messages land on the fields), and the output is the list of them.
 */
const AclsFormSchema = z
  .object({
    principal: z.string(),
    resourceType: z.string(),
    resourceName: z.string(),
    patternType: z.string(),
    operations: z.array(AclOperation).min(1, 'Choose at least one operation'),
    permissionType: z.string(),
    host: z.string(),
  })
  .transform((form, ctx) => {
    const bindings = form.operations.map((operation) => AclBinding.safeParse({ ...form, operation }));
    const failed = bindings.find((b) => !b.success);
    if (failed && !failed.success) {
      for (const issue of failed.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
      return z.NEVER;
    }
    return bindings.flatMap((b) => (b.success ? [b.data] : []));
  });
type Draft = z.input<typeof AclsFormSchema>;

const empty = (principal = ''): Draft => ({
  principal,
  resourceType: 'TOPIC',
  resourceName: '',
  patternType: 'LITERAL',
  operations: ['READ'],
  permissionType: 'ALLOW',
  host: '*',
});

/**
 * Create ACL bindings: resource type, name, pattern type, one or more operations, permission, host.
 * Validated as the user types (spec §5); Create is disabled once an edit made it invalid.
 */
export function AclsForm({ opened, initialPrincipal, loading, onSubmit, onClose }: AclsFormProps) {
  const { control, register, handleSubmit, formState, watch } = useForm<Draft, unknown, AclBinding[]>({
    resolver: zodResolver(AclsFormSchema),
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
    <Modal opened={opened} onClose={onClose} title="Create ACLs" size="lg">
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
          <Controller
            control={control}
            name="operations"
            render={({ field, fieldState }) => (
              <MultiSelect
                label="Operations"
                searchable
                data={[...ACL_OPERATIONS]}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                data-testid="acl-form-operations"
              />
            )}
          />
          {select('permissionType', 'Permission', ACL_PERMISSIONS)}
        </SimpleGrid>
        <DialogFooter
          formState={formState}
          loading={loading}
          onCancel={onClose}
          submitTestId="acl-form-submit"
        >
          Create
        </DialogFooter>
      </form>
    </Modal>
  );
}
