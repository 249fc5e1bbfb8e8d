import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Switch, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { ChoiceSelect } from '../../components/choice-select.tsx';
import {
  DATA_SORT_LABELS,
  DATE_TIME_FORMAT_LABELS,
  options,
  TOPIC_LIST_VIEW_LABELS,
} from '../../lib/labels.ts';
import { UiSettings, type UiSettingsInput } from './settings-schema.ts';

interface SettingsFormProps {
  defaultValues: UiSettingsInput;
  onSave: (settings: UiSettings) => void;
}

const SWITCHES = [
  ['topic.skipConsumerGroups', 'Skip consumer groups in the topic list'],
  ['topic.skipLastRecord', 'Skip the last record in the topic list'],
  ['topic.showAllConsumerGroups', 'Show all consumer groups in the topic list'],
] as const;

/** The six options of spec §3, validated on change; Save is disabled while a field is invalid. */
export function SettingsForm({ defaultValues, onSave }: SettingsFormProps) {
  const { control, handleSubmit, formState } = useForm<UiSettingsInput, unknown, UiSettings>({
    resolver: zodResolver(UiSettings),
    defaultValues,
    mode: 'onChange',
  });

  return (
    <form onSubmit={handleSubmit(onSave)} data-testid="settings-form">
      <Stack gap="md">
        <Title order={4}>Topic list</Title>
        <Controller
          control={control}
          name="topic.defaultView"
          render={({ field }) => (
            <ChoiceSelect
              label="Default topic list view"
              data={options(TOPIC_LIST_VIEW_LABELS)}
              value={field.value ?? null}
              onChange={field.onChange}
              data-testid="settings-topic-default-view"
            />
          )}
        />
        {SWITCHES.map(([name, label]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <Switch
                label={label}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                data-testid={`settings-${name.replace('topic.', 'topic-')}`}
              />
            )}
          />
        ))}
        <Title order={4} mt="sm">
          Topic data
        </Title>
        <Controller
          control={control}
          name="topicData.sort"
          render={({ field }) => (
            <ChoiceSelect
              label="Sort"
              data={options(DATA_SORT_LABELS)}
              value={field.value ?? null}
              onChange={field.onChange}
              data-testid="settings-topic-data-sort"
            />
          )}
        />
        <Controller
          control={control}
          name="topicData.dateTimeFormat"
          render={({ field, fieldState }) => (
            <ChoiceSelect
              label="Time format"
              withAsterisk
              data={options(DATE_TIME_FORMAT_LABELS)}
              value={field.value ?? null}
              onChange={field.onChange}
              error={fieldState.error?.message}
              data-testid="settings-topic-data-date-time-format"
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={!formState.isValid} data-testid="settings-save">
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
