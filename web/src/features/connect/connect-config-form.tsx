import type { ConnectPlugin } from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Accordion, Alert, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ConnectField } from './connect-field.tsx';
import { JsonField, SubmitRow } from './connect-form-parts.tsx';
import { type ConnectFormOutput, type ConnectFormValues, connectFormSchema } from './connect-form-schema.ts';
import { byGroup, editableDefinitions, parseExtra, toConfigs } from './connect-form-values.ts';
import { useValidateConnector } from './connect-mutations.ts';

interface ConnectConfigFormProps {
  clusterId: string;
  connectId: string;
  plugin: ConnectPlugin;
  /** Name and class cannot change once the connector exists (spec §5). */
  existing?: boolean;
  defaultValues: ConnectFormValues;
  submitLabel: string;
  submitting?: boolean;
  onSubmit: (body: ConnectFormOutput) => void;
}

/**
 * A connector's config form built from its plugin's definitions (spec §2.10, §5): fields by group,
 * checked on every change by the form's schema and, shortly after typing stops, by Connect's
 * validate call, whose messages are shown under their fields. Submit is disabled while the form's
 * check fails, and runs only when Connect's check passes too.
 */
export function ConnectConfigForm(props: ConnectConfigFormProps) {
  const { plugin, existing } = props;
  const definitions = useMemo(() => editableDefinitions(plugin.definitions), [plugin.definitions]);
  const schema = useMemo(() => connectFormSchema(plugin), [plugin]);
  const { control, handleSubmit, formState, watch, trigger } = useForm<
    ConnectFormValues,
    unknown,
    ConnectFormOutput
  >({ resolver: zodResolver(schema), defaultValues: props.defaultValues, mode: 'onChange' });
  const check = useValidateConnector(props.clusterId, props.connectId, plugin.className);
  const [remote, setRemote] = useState<Record<string, string[]>>({});
  const [checking, setChecking] = useState(false);

  // The plugin's own rules are shown from the start, as the fields a connector still needs.
  useEffect(() => void trigger('fields'), [trigger]);

  // What Connect is asked about: the configs as typed, even while the form's own check fails.
  const values = watch();
  const request = {
    ...toConfigs(definitions, values.fields, parseExtra(values.extra).value ?? {}, plugin.className),
    name: values.name.trim(),
  };
  const latest = useRef(0);
  const validate = async (configs: Record<string, string>) => {
    const asked = ++latest.current;
    const answer = await check.mutateAsync(configs);
    if (asked === latest.current) {
      setRemote(
        Object.fromEntries(answer.definitions.flatMap((d) => (d.errors ? [[d.name, d.errors]] : []))),
      );
    }
    return answer.errorCount ?? 0;
  };

  // Connect's own check, once typing pauses; keyed by what would be sent, not by object identity.
  const validateLatest = useRef(validate);
  validateLatest.current = validate;
  const requestKey = JSON.stringify(request);
  const started = formState.isDirty;
  useEffect(() => {
    if (!started) return;
    const configs = JSON.parse(requestKey) as Record<string, string>;
    const timer = setTimeout(() => void validateLatest.current(configs).catch(() => {}), 500);
    return () => clearTimeout(timer);
  }, [requestKey, started]);

  const submit = handleSubmit(async (body) => {
    setChecking(true);
    try {
      if ((await validate({ ...body.configs, name: body.name })) === 0) props.onSubmit(body);
    } finally {
      setChecking(false);
    }
  });
  // Connect's messages about a field once the user changed it or tried to submit.
  const shown = (dirty: boolean | undefined) => dirty === true || formState.isSubmitted;
  const unshown = Object.keys(remote).filter(
    (k) => !plugin.definitions.some((d) => d.name === k) && k !== 'name',
  );

  return (
    <form onSubmit={(e) => void submit(e).catch(() => {})} data-testid="connect-form">
      <Stack>
        <SimpleGrid cols={2}>
          <Controller
            control={control}
            name="name"
            render={({ field, fieldState }) => (
              <TextInput
                label="Name"
                withAsterisk
                {...field}
                disabled={existing}
                error={
                  fieldState.error?.message ??
                  (shown(fieldState.isDirty) ? remote.name?.join(' ') : undefined)
                }
                data-testid="connect-name"
              />
            )}
          />
          <TextInput label="Connector class" value={plugin.className} disabled data-testid="connect-class" />
        </SimpleGrid>
        <Accordion multiple variant="separated" defaultValue={['Common', 'Others']}>
          {byGroup(definitions).map(([group, items]) => (
            <Accordion.Item key={group} value={group} data-testid={`connect-group-${group}`}>
              <Accordion.Control>{group}</Accordion.Control>
              <Accordion.Panel>
                <SimpleGrid cols={{ base: 1, md: 2 }}>
                  {items.map(({ definition, index }) => (
                    <Controller
                      key={definition.name}
                      control={control}
                      name={`fields.${index}`}
                      render={({ field, fieldState }) => (
                        <ConnectField
                          definition={definition}
                          value={field.value ?? ''}
                          error={
                            fieldState.error?.message ??
                            (shown(fieldState.isDirty) ? remote[definition.name]?.join(' ') : undefined)
                          }
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                        />
                      )}
                    />
                  ))}
                </SimpleGrid>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <JsonField
          control={control}
          name="extra"
          label="Transforms and other properties (JSON object)"
          description='e.g. { "transforms": "mask", "transforms.mask.type": "org.apache.kafka.connect.transforms.MaskField$Value" }'
          height="140px"
          testId="connect-transforms"
        />
        {unshown.length > 0 ? (
          <Alert color="red" data-testid="connect-other-errors">
            {unshown.map((k) => `${k}: ${remote[k]!.join(' ')}`).join('\n')}
          </Alert>
        ) : null}
        <SubmitRow
          label={props.submitLabel}
          valid={formState.isValid}
          busy={checking || props.submitting === true}
          testId="connect-submit"
        />
      </Stack>
    </form>
  );
}
