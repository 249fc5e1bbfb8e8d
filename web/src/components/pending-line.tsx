import { Group, Loader, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/** Whole seconds since `running` last turned true, counted while it stays true and kept after. */
function useElapsed(running: boolean): number {
  const started = useRef<number | undefined>(undefined);
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!running) return;
    started.current = Date.now();
    setSeconds(0);
    const timer = setInterval(() => {
      setSeconds(Math.floor((Date.now() - (started.current ?? Date.now())) / 1000));
    }, 1000);
    return () => {
      clearInterval(timer);
      setSeconds(Math.round((Date.now() - (started.current ?? Date.now())) / 1000));
    };
  }, [running]);
  return seconds;
}

/**
 * What a long operation is waiting for, said while it runs (copying, emptying, starting a stream-SQL
 * query take seconds to tens of seconds), with the seconds spent so far; once it ends, its result and
 * how long it took. Nothing is shown before the first run.
 */
export function PendingLine({
  running,
  label,
  result,
  testId = 'pending-line',
}: {
  running: boolean;
  label: string;
  /** Said once the operation succeeded; the line disappears when it is not given. */
  result?: string | undefined;
  testId?: string;
}) {
  const seconds = useElapsed(running);
  if (running) {
    return (
      <Group gap="xs" wrap="nowrap" data-testid={testId} data-state="running" role="status">
        <Loader size="xs" />
        <Text size="sm">
          {label} · <span data-testid={`${testId}-elapsed`}>{seconds} s</span>
        </Text>
      </Group>
    );
  }
  if (!result) return null;
  return (
    <Group gap="xs" wrap="nowrap" data-testid={testId} data-state="done" role="status">
      <IconCheck size={16} color="var(--mantine-color-green-7)" />
      <Text size="sm">
        {result} (took {seconds} s)
      </Text>
    </Group>
  );
}
