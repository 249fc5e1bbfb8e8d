import {
  type CleanupChoice,
  type ConfigEntry,
  humanizeConfigValue,
  type TopicCreateForm,
} from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { createFormSchema, TopicCreateConfigs } from './topic-create-configs.tsx';

const CLEANUP_LABELS: { value: CleanupChoice; label: string }[] = [
  { value: 'delete', label: 'Delete' },
  { value: 'compact', label: 'Compact' },
  { value: 'deleteAndCompact', label: 'Delete and Compact' },
];

const num = (v: string | number) => (v === '' ? (undefined as unknown as number) : Number(v));

/**
 * The contract's create form schema, checked on every change; Create stays disabled while any field
 * is invalid (spec §5).
 */
export function TopicCreateFormView({
  defaultValues,
  configs,
  onSubmit,
  submitting,
}: {
  defaultValues: TopicCreateForm;
  /** The cluster's topic configs (names, descriptions, types, defaults) for "Other configs". */
  configs: readonly ConfigEntry[];
  onSubmit: (form: TopicCreateForm) => void;
  submitting: boolean;
}) {
  const { control, register, handleSubmit, formState, watch } = useForm<TopicCreateForm>({
    resolver: zodResolver(useMemo(() => createFormSchema(configs), [configs])),
    defaultValues,
    mode: 'onChange',
  });
  const errors = formState.errors;
  const retentionHint = humanizeConfigValue('retention.ms', String(watch('retention') ?? ''));

  return (
    <form onSubmit={handleSubmit(onSubmit)} data-testid="topic-create-form">
      <Stack gap="md" maw={560}>
        <TextInput
          label="Name"
          withAsterisk
          {...register('name')}
          error={errors.name?.message}
          data-testid="topic-create-name"
        />
        {(['partition', 'replication'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <NumberInput
                label={name === 'partition' ? 'Partitions' : 'Replication Factor'}
                withAsterisk
                min={1}
                allowDecimal={false}
                value={field.value ?? ''}
                onChange={(v) => field.onChange(num(v))}
                error={errors[name]?.message}
                data-testid={`topic-create-${name}`}
              />
            )}
          />
        ))}
        <Controller
          control={control}
          name="cleanup"
          render={({ field }) => (
            <Select
              label="Cleanup Policy"
              withAsterisk
              allowDeselect={false}
              data={CLEANUP_LABELS}
              value={field.value}
              onChange={(v) => field.onChange(v ?? undefined)}
              error={errors.cleanup?.message}
              data-testid="topic-create-cleanup"
            />
          )}
        />
        <Controller
          control={control}
          name="retention"
          render={({ field }) => (
            <NumberInput
              label="Retention (ms)"
              allowDecimal={false}
              value={field.value ?? ''}
              onChange={(v) => field.onChange(num(v))}
              description={retentionHint}
              error={errors.retention?.message}
              data-testid="topic-create-retention"
            />
          )}
        />
        <TopicCreateConfigs control={control} watch={watch} configs={configs} />
        <Group>
          <Button
            type="submit"
            disabled={!formState.isValid}
            loading={submitting}
            data-testid="topic-create-submit"
          >
            Create
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
