import { DEFAULT_ENTITY, entityText, type Quota, type QuotaChange } from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Modal, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type Control, Controller, type FieldErrors, type UseFormRegister, useForm } from 'react-hook-form';
import { DialogFooter } from '../../components/dialog-footer.tsx';
import {
  draftOf,
  ENTITY_KINDS,
  type EntityKind,
  KEY_HELP,
  keysFor,
  type QuotaDraft,
  QuotaFormSchema,
} from './quota-form-schema.ts';

export interface QuotaFormProps {
  opened: boolean;
  /** The quota being edited; a new one when left out. */
  editing?: Quota;
  loading: boolean;
  onSubmit: (change: QuotaChange) => void;
  onClose: () => void;
}

type PartField = 'user' | 'clientId' | 'ip';
const PART_LABELS: Record<PartField, { label: string; placeholder: string; everyone: string }> = {
  user: { label: 'User', placeholder: 'alice', everyone: 'Default: every user without a quota of its own' },
  clientId: { label: 'Client id', placeholder: 'orders-service', everyone: 'Default: every client id' },
  ip: { label: 'IP', placeholder: '10.0.0.7', everyone: 'Default: every address' },
};
const PARTS_OF: Record<EntityKind, PartField[]> = {
  user: ['user'],
  'client-id': ['clientId'],
  'user+client-id': ['user', 'clientId'],
  ip: ['ip'],
};

function PartInput({
  field,
  control,
  register,
  errors,
}: {
  field: PartField;
  control: Control<QuotaDraft, unknown, QuotaChange>;
  register: UseFormRegister<QuotaDraft>;
  errors: FieldErrors<QuotaDraft>;
}) {
  const text = PART_LABELS[field];
  return (
    <Controller
      control={control}
      name={`${field}.isDefault`}
      render={({ field: isDefault }) => (
        <Stack gap={4}>
          <TextInput
            label={text.label}
            placeholder={isDefault.value ? DEFAULT_ENTITY : text.placeholder}
            disabled={isDefault.value}
            {...register(`${field}.name`)}
            error={errors[field]?.name?.message}
            data-testid={`quota-form-${field}`}
          />
          <Checkbox
            label={text.everyone}
            checked={isDefault.value}
            onChange={(e) => isDefault.onChange(e.currentTarget.checked)}
            data-testid={`quota-form-${field}-default`}
          />
        </Stack>
      )}
    />
  );
}

/**
 * Create or edit the quotas of one entity (issue 16). Creating picks the entity (user, client id,
 * both, or IP; each a name or the default); editing keeps it and changes the values, where an
 * emptied box removes that quota. Checked as the user types with the contract's QuotaChange.
 */
export function QuotaForm({ opened, editing, loading, onSubmit, onClose }: QuotaFormProps) {
  const { control, register, handleSubmit, formState, watch } = useForm<QuotaDraft, unknown, QuotaChange>({
    resolver: zodResolver(QuotaFormSchema),
    defaultValues: draftOf(editing),
    mode: 'onChange',
  });
  const { errors } = formState;
  const kind = watch('kind');
  const valueErrors = errors.values as
    | ({ message?: unknown } & Record<string, { message?: string }>)
    | undefined;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? `Quotas of ${entityText(editing.entity)}` : 'Create a quota'}
      size="lg"
    >
      <form onSubmit={handleSubmit(onSubmit)} data-testid="quota-form">
        <Stack>
          {editing ? null : (
            <Controller
              control={control}
              name="kind"
              render={({ field }) => (
                <SegmentedControl
                  data={ENTITY_KINDS.map((k) => ({ value: k.value, label: k.label }))}
                  value={field.value}
                  onChange={field.onChange}
                  data-testid="quota-form-kind"
                />
              )}
            />
          )}
          {editing ? null : (
            <SimpleGrid cols={PARTS_OF[kind].length}>
              {PARTS_OF[kind].map((part) => (
                <PartInput key={part} field={part} control={control} register={register} errors={errors} />
              ))}
            </SimpleGrid>
          )}
          <Text size="sm" c="dimmed">
            Leave a box empty for no quota of that kind.
          </Text>
          <SimpleGrid cols={2}>
            {keysFor(kind).map((key) => (
              <TextInput
                key={key}
                label={key}
                description={KEY_HELP[key]}
                inputMode="decimal"
                {...register(`values.${key}`)}
                error={valueErrors?.[key]?.message}
                data-testid={`quota-form-${key}`}
              />
            ))}
          </SimpleGrid>
          {valueErrors?.message ? (
            <Text c="red" size="sm" data-testid="quota-form-values-error">
              {String(valueErrors.message)}
            </Text>
          ) : null}
        </Stack>
        <DialogFooter
          formState={formState}
          loading={loading}
          onCancel={onClose}
          submitTestId="quota-form-submit"
        >
          {editing ? 'Update' : 'Create'}
        </DialogFooter>
      </form>
    </Modal>
  );
}
