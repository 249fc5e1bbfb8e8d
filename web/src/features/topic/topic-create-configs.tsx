import {
  type ConfigEntry,
  configValueProblem,
  humanizeConfigValue,
  TopicCreateForm,
} from '@console/contract';
import { ActionIcon, Autocomplete, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type Control, Controller, type UseFormWatch, useFieldArray } from 'react-hook-form';

// "Other configs" of the create form (issue 15): any topic config Kafka knows, its name suggested
// from the cluster's list, its description and default shown, and its value checked against Kafka's
// declared type before Create is enabled.

/** Kafka's documentation carries HTML (<code>, <a>); the hint shows its text. */
const plain = (html: string | undefined) => html?.replace(/<[^>]*>/g, '');

const FIXED = new Set(['cleanup.policy', 'retention.ms']);

/** The contract's form, plus: each added config is one Kafka knows, with a value of its type. */
export function createFormSchema(configs: readonly ConfigEntry[]) {
  const byName = new Map(configs.map((c) => [c.name, c]));
  return TopicCreateForm.superRefine((form, ctx) => {
    (form.configs ?? []).forEach((c, i) => {
      if (byName.size > 0 && c.name !== '' && !byName.has(c.name) && !FIXED.has(c.name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['configs', i, 'name'],
          message: `Kafka has no topic config '${c.name}'`,
        });
      }
      const problem = configValueProblem(byName.get(c.name)?.type, c.value);
      if (problem) ctx.addIssue({ code: 'custom', path: ['configs', i, 'value'], message: problem });
    });
  });
}

export function TopicCreateConfigs({
  control,
  watch,
  configs,
}: {
  control: Control<TopicCreateForm>;
  watch: UseFormWatch<TopicCreateForm>;
  configs: readonly ConfigEntry[];
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'configs' });
  const byName = new Map(configs.map((c) => [c.name, c]));
  const chosen = (watch('configs') ?? []).map((c) => c.name);
  const names = configs.map((c) => c.name).filter((n) => !FIXED.has(n));
  return (
    <Stack gap="xs" data-testid="topic-create-configs">
      <Text size="sm" fw={500}>
        Other configs
      </Text>
      {fields.map((field, index) => {
        const name = chosen[index] ?? '';
        const known = byName.get(name);
        return (
          <Group key={field.id} align="flex-start" wrap="nowrap" data-testid="topic-create-config">
            <Controller
              control={control}
              name={`configs.${index}.name`}
              render={({ field: f, fieldState }) => (
                <Autocomplete
                  w={260}
                  placeholder="config name"
                  aria-label="Config name"
                  data={names.filter((n) => n === f.value || !chosen.includes(n))}
                  limit={50}
                  maxDropdownHeight={240}
                  value={f.value}
                  onChange={f.onChange}
                  error={fieldState.error?.message}
                  data-testid="topic-create-config-name"
                />
              )}
            />
            <Controller
              control={control}
              name={`configs.${index}.value`}
              render={({ field: f, fieldState }) => (
                <TextInput
                  style={{ flex: 1 }}
                  aria-label="Config value"
                  placeholder={known?.value !== undefined ? `default ${known.value}` : 'value'}
                  value={f.value}
                  onChange={f.onChange}
                  error={fieldState.error?.message}
                  description={
                    known
                      ? [known.type, humanizeConfigValue(name, f.value), plain(known.description)]
                          .filter(Boolean)
                          .join(' · ')
                      : undefined
                  }
                  inputWrapperOrder={['input', 'error', 'description']}
                  data-testid="topic-create-config-value"
                />
              )}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label="Remove config"
              onClick={() => remove(index)}
              data-testid="topic-create-config-remove"
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => append({ name: '', value: '' })}
          data-testid="topic-create-config-add"
        >
          Add a config
        </Button>
      </Group>
    </Stack>
  );
}
