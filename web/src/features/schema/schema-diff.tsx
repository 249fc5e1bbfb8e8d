import type { Schema } from '@console/contract';
import { Box, Group, Paper, Select, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { type DiffRow, lineDiff } from './line-diff.ts';
import { prettySchema } from './schema-text.ts';

const COLORS: Record<DiffRow['kind'], { left?: string; right?: string }> = {
  same: {},
  removed: { left: 'var(--mantine-color-red-light)' },
  added: { right: 'var(--mantine-color-green-light)' },
  changed: { left: 'var(--mantine-color-red-light)', right: 'var(--mantine-color-green-light)' },
};

function Cell({ side, background }: { side: DiffRow['left']; background: string | undefined }) {
  return (
    <Box
      component="td"
      style={{
        background,
        fontFamily: 'monospace',
        fontSize: 12,
        whiteSpace: 'pre',
        width: '50%',
        padding: '0 6px',
      }}
    >
      {side ? (
        <>
          <Text component="span" c="dimmed" size="xs" mr={8}>
            {String(side.line).padStart(3)}
          </Text>
          {side.text}
        </>
      ) : null}
    </Box>
  );
}

/** Beyond the spec: two versions of a subject side by side, removed lines red, added lines green. */
export function SchemaDiff({ versions }: { versions: Schema[] }) {
  const numbers = versions.map((v) => String(v.version));
  const [left, setLeft] = useState(numbers.at(-2) ?? numbers[0] ?? null);
  const [right, setRight] = useState(numbers.at(-1) ?? null);
  const text = (n: string | null) => {
    const v = versions.find((s) => String(s.version) === n);
    return v ? prettySchema(v.schema ?? v.exception ?? '', v.schemaType) : '';
  };
  const before = text(left);
  const after = text(right);
  const rows = useMemo(() => lineDiff(before, after), [before, after]);
  const changes = rows.filter((r) => r.kind !== 'same').length;

  return (
    <Paper withBorder p="md" data-testid="schema-diff">
      <Group mb="sm" align="flex-end">
        <Select
          label="Compare version"
          data={numbers}
          value={left}
          onChange={setLeft}
          w={160}
          data-testid="diff-left"
        />
        <Select
          label="with version"
          data={numbers}
          value={right}
          onChange={setRight}
          w={160}
          data-testid="diff-right"
        />
        <Text size="sm" c="dimmed" data-testid="diff-summary">
          {changes === 0 ? 'No differences' : `${changes} changed line${changes === 1 ? '' : 's'}`}
        </Text>
      </Group>
      <Box style={{ overflow: 'auto', maxHeight: 480 }}>
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <tbody>
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their position
              <tr key={index} data-testid={`diff-row-${row.kind}`}>
                <Cell side={row.left} background={COLORS[row.kind].left} />
                <Cell side={row.right} background={COLORS[row.kind].right} />
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Paper>
  );
}
