import {
  SCRAM_ITERATIONS,
  SCRAM_MECHANISMS,
  type ScramMechanism,
  type ScramUserCreate,
  ScramUserCreateForm,
} from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, NumberInput, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogFooter } from '../../components/dialog-footer.tsx';

export interface ScramFormProps {
  opened: boolean;
  /** Change the password of this user; a new user when left out. */
  user?: string;
  /** The mechanism chosen first (the user's own when changing). */
  mechanism?: ScramMechanism;
  /** When changing: the mechanisms the user holds, the only ones a change may name (a new one is Create). */
  held?: ScramMechanism[];
  loading: boolean;
  onSubmit: (values: ScramUserCreate) => void;
  onClose: () => void;
}

type Draft = z.input<typeof ScramUserCreateForm>;

/**
 * Create a SCRAM user, or change a user's password (issue 16): mechanism, iterations and the
 * password typed twice, checked with the contract's schema. The password leaves the browser only in
 * the request to the console, which salts it; it is never shown again.
 */
export function ScramForm({ opened, user, mechanism, held, loading, onSubmit, onClose }: ScramFormProps) {
  const { control, register, handleSubmit, formState } = useForm<
    Draft,
    unknown,
    ScramUserCreate & { confirm: string }
  >({
    resolver: zodResolver(ScramUserCreateForm),
    defaultValues: {
      user: user ?? '',
      mechanism: mechanism ?? 'SCRAM-SHA-512',
      iterations: SCRAM_ITERATIONS.default,
      password: '',
      confirm: '',
    },
    mode: 'onChange',
  });
  const { errors } = formState;
  const changing = user !== undefined;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={changing ? `Change the password of ${user}` : 'Create a user'}
      size="lg"
    >
      <form
        onSubmit={handleSubmit(({ confirm: _, ...values }) => onSubmit(values))}
        data-testid="scram-form"
        autoComplete="off"
      >
        <Stack>
          <TextInput
            label="User"
            placeholder="alice"
            disabled={changing}
            {...register('user')}
            error={errors.user?.message}
            data-testid="scram-form-user"
          />
          <SimpleGrid cols={2}>
            <Controller
              control={control}
              name="mechanism"
              render={({ field, fieldState }) => (
                <Select
                  label="Mechanism"
                  data={held ?? [...SCRAM_MECHANISMS]}
                  value={field.value}
                  allowDeselect={false}
                  onChange={(v) => field.onChange(v ?? '')}
                  error={fieldState.error?.message}
                  data-testid="scram-form-mechanism"
                />
              )}
            />
            <Controller
              control={control}
              name="iterations"
              render={({ field, fieldState }) => (
                <NumberInput
                  label="Iterations"
                  description={`${SCRAM_ITERATIONS.min} to ${SCRAM_ITERATIONS.max}`}
                  value={field.value}
                  onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
                  allowDecimal={false}
                  error={fieldState.error?.message}
                  data-testid="scram-form-iterations"
                />
              )}
            />
            <PasswordInput
              label={changing ? 'New password' : 'Password'}
              autoComplete="new-password"
              {...register('password')}
              error={errors.password?.message}
              data-testid="scram-form-password"
            />
            <PasswordInput
              label="Password again"
              autoComplete="new-password"
              {...register('confirm')}
              error={errors.confirm?.message}
              data-testid="scram-form-confirm"
            />
          </SimpleGrid>
        </Stack>
        <DialogFooter
          formState={formState}
          loading={loading}
          onCancel={onClose}
          submitTestId="scram-form-submit"
        >
          {changing ? 'Change password' : 'Create'}
        </DialogFooter>
      </form>
    </Modal>
  );
}
