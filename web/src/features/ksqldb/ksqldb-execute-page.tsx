import type { KsqlDbQueryResult } from '@console/contract';
import { Button, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { CodeEditor } from '../../components/code-editor.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useClusterContext } from '../session/use-cluster.ts';
import { ksqlApi } from './ksqldb-queries.ts';
import { KsqlDbResults } from './ksqldb-results.tsx';
import { parseProperties } from './ksqldb-values.ts';

type Mode = 'query' | 'statement';

/**
 * `/ui/{clusterId}/ksqldb/{ksqldbId}/query` and `/statement` (spec §2.11): SQL editor (200px), properties
 * editor (100px, `key=value` lines), Execute disabled while the SQL is empty and loading while it runs.
 * Cancel, or leaving the page, aborts the request; the server then stops the query on the engine.
 */
export function KsqlDbExecutePage({ mode }: { mode: Mode }) {
  const { cluster } = useClusterContext();
  const { ksqldbId } = useParams({ strict: false }) as { ksqldbId: string };
  const [sql, setSql] = useState('');
  const [properties, setProperties] = useState('');
  const [result, setResult] = useState<KsqlDbQueryResult>();
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => running.current?.abort(), []);

  const run = useMutation({
    mutationFn: async () => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      if (mode === 'statement') {
        await ksqlApi.execute(cluster.id, ksqldbId, sql, controller.signal);
        return undefined;
      }
      return ksqlApi.query(cluster.id, ksqldbId, sql, parseProperties(properties), controller.signal);
    },
    onSuccess: (data) => {
      if (mode === 'statement') {
        notifySuccess('Statement was executed successfully');
        return;
      }
      setResult(data);
      notifySuccess('Query was executed successfully, see results below.');
    },
    onSettled: () => {
      running.current = undefined;
    },
  });

  return (
    <>
      <TitleBar
        title={mode === 'query' ? `Execute a query on ${ksqldbId}` : `Execute a statement on ${ksqldbId}`}
      />
      <Stack gap="md">
        <Input.Wrapper label="SQL">
          <CodeEditor mode="sql" height="200px" value={sql} onChange={setSql} testId="ksqldb-sql-editor" />
        </Input.Wrapper>
        <Input.Wrapper label="Properties" description="One key=value per line">
          <CodeEditor
            mode="sql"
            height="100px"
            value={properties}
            onChange={setProperties}
            testId="ksqldb-properties-editor"
          />
        </Input.Wrapper>
        <Group>
          <Button
            onClick={() => run.mutate()}
            disabled={sql.trim() === ''}
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
        {mode === 'query' && result ? (
          <KsqlDbResults result={result} />
        ) : (
          <Paper withBorder p="md" data-testid="ksqldb-results-placeholder">
            <Text c="dimmed" ta="center">
              {mode === 'statement' && run.isSuccess
                ? 'Statement was executed successfully'
                : 'Execute a query to se results'}
            </Text>
          </Paper>
        )}
      </Stack>
    </>
  );
}
