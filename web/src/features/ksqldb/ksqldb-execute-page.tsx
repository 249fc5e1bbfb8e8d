import {
  type KsqlDbQueryResult,
  KsqlDbRunForm,
  type KsqlDbRunFormInput,
  type KsqlDbRunFormValues,
} from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CodeEditor } from '../../components/code-editor.tsx';
import { PendingLine } from '../../components/pending-line.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { useExecuteStatement, useRunQuery } from './ksqldb-mutations.ts';
import { ksqlQueries } from './ksqldb-queries.ts';
import { KsqlDbResults } from './ksqldb-results.tsx';

type Mode = 'query' | 'statement';

/**
 * What the page waits for while a query or statement runs. A Flink SQL gateway opens a session and
 * submits a job before the first row (about 20 s here), so the wait is said with its usual length.
 */
function waitingFor(mode: Mode, engineId: string, engine: 'ksqldb' | 'flink' | undefined): string {
  const where = engine === 'flink' ? `the Flink SQL gateway '${engineId}'` : `'${engineId}'`;
  const length = engine === 'flink' ? ' This can take 20–30 s.' : '';
  return mode === 'query'
    ? `Starting the query on ${where}, then reading its rows…${length}`
    : `Running the statement on ${where}…${length}`;
}

/**
 * `/ui/{clusterId}/ksqldb/{ksqldbId}/query` and `/statement` (spec §2.11): SQL editor (200px), properties
 * editor (100px, `key=value` lines), Execute disabled while the SQL is empty and loading while it runs.
 * Cancel, or leaving the page, aborts the request; the server then stops the query on the engine.
 */
export function KsqlDbExecutePage({ mode }: { mode: Mode }) {
  const { cluster } = useClusterContext();
  const { ksqldbId } = useParams({ strict: false }) as { ksqldbId: string };
  const { control, handleSubmit, formState } = useForm<KsqlDbRunFormInput, unknown, KsqlDbRunFormValues>({
    resolver: zodResolver(KsqlDbRunForm),
    defaultValues: { sql: '', properties: '' },
    mode: 'onChange',
  });
  const [result, setResult] = useState<KsqlDbQueryResult>();
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => running.current?.abort(), []);
  const statement = useExecuteStatement(cluster.id, ksqldbId);
  const query = useRunQuery(cluster.id, ksqldbId);
  const run = mode === 'statement' ? statement : query;
  const info = useQuery(ksqlQueries.info(cluster.id, ksqldbId));
  const rowsRead = query.data?.columnValues?.length ?? 0;
  const finished =
    mode === 'query'
      ? query.isSuccess
        ? `Query finished: ${rowsRead} row${rowsRead === 1 ? '' : 's'}`
        : undefined
      : statement.isSuccess
        ? 'Statement executed'
        : undefined;

  const submit = handleSubmit((values) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const settled = () => {
      if (running.current === controller) running.current = undefined;
    };
    if (mode === 'statement') {
      statement.mutate({ sql: values.sql, signal: controller.signal }, { onSettled: settled });
    } else {
      query.mutate({ body: values, signal: controller.signal }, { onSuccess: setResult, onSettled: settled });
    }
  });

  return (
    <>
      <TitleBar
        title={mode === 'query' ? `Execute a query on ${ksqldbId}` : `Execute a statement on ${ksqldbId}`}
      />
      {info.isError ? (
        <SectionError
          title={`Stream-SQL engine '${ksqldbId}' failed`}
          error={info.error}
          retrying={info.isFetching}
          onRetry={() => void info.refetch()}
        />
      ) : null}
      <form onSubmit={submit}>
        <Stack gap="md">
          <Input.Wrapper label="SQL">
            <Controller
              control={control}
              name="sql"
              render={({ field }) => (
                <CodeEditor
                  mode="sql"
                  height="200px"
                  value={field.value}
                  onChange={field.onChange}
                  testId="ksqldb-sql-editor"
                />
              )}
            />
          </Input.Wrapper>
          <Input.Wrapper label="Properties" description="One key=value per line">
            <Controller
              control={control}
              name="properties"
              render={({ field }) => (
                <CodeEditor
                  mode="sql"
                  height="100px"
                  value={field.value}
                  onChange={field.onChange}
                  testId="ksqldb-properties-editor"
                />
              )}
            />
          </Input.Wrapper>
          <Group>
            <Button
              type="submit"
              disabled={!formState.isValid}
              loading={run.isPending}
              data-testid="ksqldb-execute"
            >
              Execute
            </Button>
            {run.isPending ? (
              <Button variant="default" onClick={() => running.current?.abort()} data-testid="ksqldb-cancel">
                Cancel
              </Button>
            ) : null}
          </Group>
          <PendingLine
            running={run.isPending}
            label={waitingFor(mode, ksqldbId, info.data?.engine)}
            result={finished}
            testId="ksqldb-pending"
          />
          {mode === 'query' && result ? (
            <KsqlDbResults result={result} />
          ) : (
            <Paper withBorder p="md" data-testid="ksqldb-results-placeholder">
              <Text c="dimmed" ta="center">
                {mode === 'statement' && statement.isSuccess
                  ? 'Statement was executed successfully'
                  : 'Execute a query to se results'}
              </Text>
            </Paper>
          )}
        </Stack>
      </form>
    </>
  );
}
