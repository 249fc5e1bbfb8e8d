import {
  ACL_OPERATIONS,
  ACL_PATTERN_TYPES,
  ACL_PERMISSIONS,
  ACL_RESOURCE_TYPES,
  AclBinding,
  type AclBinding as Binding,
} from '@console/contract';
import { Button, Group, Modal, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';

export interface AclsFormProps {
  opened: boolean;
  initialPrincipal?: string;
  loading: boolean;
  onSubmit: (binding: Binding) => void;
  onClose: () => void;
}

type Draft = Record<keyof Binding, string>;
const empty = (principal = ''): Draft => ({
  principal,
  resourceType: 'TOPIC',
  resourceName: '',
  patternType: 'LITERAL',
  operation: 'READ',
  permissionType: 'ALLOW',
  host: '*',
});

/** Errors per field from the contract's schema, shown under each field as the user types (spec §5). */
function errorsOf(draft: Draft): Partial<Record<keyof Binding, string>> {
  const parsed = AclBinding.safeParse(draft);
  if (parsed.success) return {};
  const out: Partial<Record<keyof Binding, string>> = {};
  for (const issue of parsed.error.issues) out[issue.path[0] as keyof Binding] ??= issue.message;
  return out;
}

/** Create an ACL binding: resource type, name, pattern type, operation, permission, host. */
export function AclsForm({ opened, initialPrincipal, loading, onSubmit, onClose }: AclsFormProps) {
  const [draft, setDraft] = useState<Draft>(empty(initialPrincipal));
  const [touched, setTouched] = useState(false);
  const errors = errorsOf(draft);
  const invalid = Object.keys(errors).length > 0;
  const set = (key: keyof Binding) => (value: string | null) => {
    setTouched(true);
    setDraft((d) => ({ ...d, [key]: value ?? '' }));
  };
  const shown = (key: keyof Binding) => (touched ? errors[key] : undefined);
  const select = (key: keyof Binding, label: string, data: readonly string[]) => (
    <Select
      label={label}
      data={[...data]}
      value={draft[key]}
      allowDeselect={false}
      onChange={set(key)}
      error={shown(key)}
      data-testid={`acl-form-${key}`}
    />
  );

  return (
    <Modal opened={opened} onClose={onClose} title="Create an ACL" size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (!invalid) onSubmit(AclBinding.parse(draft));
        }}
      >
        <SimpleGrid cols={2}>
          <TextInput
            label="Principal"
            placeholder="User:alice"
            value={draft.principal}
            onChange={(e) => set('principal')(e.currentTarget.value)}
            error={shown('principal')}
            data-testid="acl-form-principal"
          />
          <TextInput
            label="Host"
            value={draft.host}
            onChange={(e) => set('host')(e.currentTarget.value)}
            error={shown('host')}
            data-testid="acl-form-host"
          />
          {select('resourceType', 'Resource type', ACL_RESOURCE_TYPES)}
          <TextInput
            label="Resource name"
            placeholder={draft.resourceType === 'CLUSTER' ? 'kafka-cluster' : 'orders'}
            value={draft.resourceName}
            onChange={(e) => set('resourceName')(e.currentTarget.value)}
            error={shown('resourceName')}
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
          <Button type="submit" loading={loading} disabled={touched && invalid} data-testid="acl-form-submit">
            Create
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
