import type { ConnectPlugin } from '@console/contract';
import { Accordion, Alert, Button, Group, Input, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { CodeEditor } from '../../components/code-editor.tsx';
import { ConnectField } from './connect-field.tsx';
import { byGroup, fieldError, LOCKED_KEYS, parseExtra, toConfigs } from './connect-form-values.ts';
import { connectCalls } from './connect-queries.ts';

interface ConnectConfigFormProps {
  clusterId: string;
  connectId: string;
  plugin: ConnectPlugin;
  name: string;
  /** Name and class cannot change once the connector exists (spec §5). */
  existing?: boolean;
  initialValues?: Record<string, string>;
  initialExtra?: string;
  submitLabel: string;
  submitting?: boolean;
  onSubmit: (name: string, configs: Record<string, string>) => void;
}

/**
 * A connector's config form built from its plugin's definitions (spec §2.10, §5): fields by group,
 * checked on every change here and, shortly after typing stops, by Connect's validate call, whose
 * messages are shown under their fields. Submit is disabled while a check fails.
 */
export function ConnectConfigForm(props: ConnectConfigFormProps) {
  const { plugin, existing } = props;
  const [name, setName] = useState(props.name);
  const [values, setValues] = useState<Record<string, string>>(props.initialValues ?? {});
  const [extraText, setExtraText] = useState(props.initialExtra ?? '{}');
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [remote, setRemote] = useState<Record<string, string[]>>({});
  const [checking, setChecking] = useState(false);
  const extra = parseExtra(extraText);
  const configs = toConfigs(plugin.definitions, values, extra.value ?? {}, plugin.className);
  const nameError = name.trim() === '' ? 'Name is required' : undefined;
  const localErrors = Object.fromEntries(
    plugin.definitions
      .filter((d) => !(LOCKED_KEYS as readonly string[]).includes(d.name))
      .map((d) => [d.name, fieldError(d, values[d.name])] as const)
      .filter(([, e]) => e),
  );
  const invalid = !!nameError || !!extra.error || Object.keys(localErrors).length > 0;

  const validate = async () => {
    const answer = await connectCalls.validate(props.clusterId, props.connectId, plugin.className, {
      ...configs,
      name: name.trim(),
    });
    const errors = Object.fromEntries(
      answer.definitions.filter((d) => d.errors).map((d) => [d.name, d.errors!]),
    );
    setRemote(errors);
    return answer.errorCount ?? 0;
  };

  // Connect's own check, once typing pauses; keyed by what would be sent, not by object identity.
  const validateLatest = useRef(validate);
  validateLatest.current = validate;
  const requestKey = JSON.stringify({ ...configs, name });
  const started = touched.size > 0;
  useEffect(() => {
    if (!started || !requestKey) return;
    const timer = setTimeout(() => void validateLatest.current().catch(() => {}), 500);
    return () => clearTimeout(timer);
  }, [requestKey, started]);

  const set = (key: string, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setTouched((t) => new Set(t).add(key));
  };
  const errorOf = (key: string) =>
    localErrors[key] ?? (touched.has(key) ? remote[key]?.join(' ') : undefined);

  const submit = async () => {
    setChecking(true);
    try {
      const count = await validate();
      setTouched(new Set(plugin.definitions.map((d) => d.name)));
      if (count === 0) props.onSubmit(name.trim(), configs);
    } finally {
      setChecking(false);
    }
  };
  const unshown = Object.keys(remote).filter(
    (k) => !plugin.definitions.some((d) => d.name === k) && k !== 'name',
  );

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="connect-form"
    >
      <Stack>
        <SimpleGrid cols={2}>
          <TextInput
            label="Name"
            withAsterisk
            value={name}
            disabled={existing}
            error={touched.has('name') ? (nameError ?? remote.name?.join(' ')) : undefined}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setTouched((t) => new Set(t).add('name'));
            }}
            data-testid="connect-name"
          />
          <TextInput label="Connector class" value={plugin.className} disabled data-testid="connect-class" />
        </SimpleGrid>
        <Accordion multiple variant="separated" defaultValue={['Common', 'Others']}>
          {byGroup(plugin.definitions).map(([group, definitions]) => (
            <Accordion.Item key={group} value={group} data-testid={`connect-group-${group}`}>
              <Accordion.Control>{group}</Accordion.Control>
              <Accordion.Panel>
                <SimpleGrid cols={{ base: 1, md: 2 }}>
                  {definitions.map((d) => (
                    <ConnectField
                      key={d.name}
                      definition={d}
                      value={values[d.name] ?? ''}
                      error={errorOf(d.name)}
                      onChange={(v) => set(d.name, v)}
                    />
                  ))}
                </SimpleGrid>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <Input.Wrapper
          label="Transforms and other properties (JSON object)"
          error={extra.error}
          description='e.g. { "transforms": "mask", "transforms.mask.type": "org.apache.kafka.connect.transforms.MaskField$Value" }'
        >
          <CodeEditor
            value={extraText}
            onChange={setExtraText}
            mode="json"
            height="140px"
            testId="connect-transforms"
          />
        </Input.Wrapper>
        {unshown.length > 0 ? (
          <Alert color="red" data-testid="connect-other-errors">
            {unshown.map((k) => `${k}: ${remote[k]!.join(' ')}`).join('\n')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button
            type="submit"
            disabled={invalid}
            loading={checking || props.submitting}
            data-testid="connect-submit"
          >
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
