import type { ConnectCreate } from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { JsonField, SubmitRow } from './connect-form-parts.tsx';
import { useValidateConnector } from './connect-mutations.ts';

// The whole config of a connector as one JSON object, beside the plugin form (issue 15): what
// Connect's own REST API takes, so a config copied from elsewhere can be pasted as it is.

type Body = ConnectCreate & { configs: Record<string, string> };

/** The editor's text must be a JSON object of scalar values naming the connector and its class. */
export function parseConfigJson(text: string): { value?: Body; error?: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { error: `Not JSON: ${(error as Error).message}` };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { error: 'The config must be a JSON object' };
  }
  const configs: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (!['string', 'number', 'boolean'].includes(typeof value)) {
      return { error: `${key}: values must be text, numbers or booleans` };
    }
    configs[key] = String(value);
  }
  const name = (configs.name ?? '').trim();
  if (name === '') return { error: 'name is required' };
  if (/[/\\]/.test(name)) return { error: 'name may not contain / or \\' };
  if ((configs['connector.class'] ?? '') === '') return { error: 'connector.class is required' };
  return { value: { name, configs } };
}

const schema = z
  .object({ text: z.string() })
  .superRefine(({ text }, ctx) => {
    const { error } = parseConfigJson(text);
    if (error) ctx.addIssue({ code: 'custom', path: ['text'], message: error });
  })
  .transform(({ text }) => parseConfigJson(text).value as Body);

/** The starting text: the configs with name and class first, as Connect shows them. */
export function configJson(name: string, configs: Record<string, string>): string {
  const { name: _, 'connector.class': className, ...rest } = configs;
  return JSON.stringify({ name, 'connector.class': className ?? '', ...rest }, null, 2);
}

export function ConnectJsonForm(props: {
  clusterId: string;
  connectId: string;
  className: string;
  initial: string;
  submitLabel: string;
  submitting?: boolean;
  onSubmit: (body: Body) => void;
}) {
  const { control, handleSubmit, formState, getValues } = useForm<{ text: string }, unknown, Body>({
    resolver: zodResolver(schema),
    defaultValues: { text: props.initial },
    mode: 'onChange',
  });
  const check = useValidateConnector(props.clusterId, props.connectId, props.className);
  // Connect's verdict is about the text it was given: once the text changes it no longer applies.
  const [verdict, setVerdict] = useState<{ text: string; messages: string[] }>();
  const text = useWatch({ control, name: 'text' });
  const messages = verdict?.text === text ? verdict.messages : [];
  const submit = handleSubmit(async (body) => {
    // Connect's verdict first, as in the form: its messages are listed, nothing is saved.
    const checked = getValues('text');
    const answer = await check.mutateAsync({ ...body.configs, name: body.name });
    const found = answer.definitions.flatMap((d) => (d.errors ?? []).map((e) => `${d.name}: ${e}`));
    setVerdict({ text: checked, messages: found });
    if ((answer.errorCount ?? 0) === 0) props.onSubmit(body);
  });
  return (
    <form onSubmit={(e) => void submit(e).catch(() => {})} data-testid="connect-json-form">
      <Stack>
        <JsonField
          control={control}
          name="text"
          label="The whole config (JSON object, as Connect's REST API takes it)"
          height="420px"
          testId="connect-json"
        />
        {messages.length > 0 ? (
          <Alert color="red" title="Connect refuses this config" data-testid="connect-json-errors">
            {messages.join('\n')}
          </Alert>
        ) : null}
        <SubmitRow
          label={props.submitLabel}
          valid={formState.isValid}
          busy={check.isPending || props.submitting === true}
          testId="connect-json-submit"
        />
      </Stack>
    </form>
  );
}
