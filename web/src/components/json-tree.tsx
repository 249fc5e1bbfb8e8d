import { Box, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { JsonNode } from './lossless-json.ts';

// A collapsible tree of one JSON document (the record inspector's value and key). Objects and
// arrays open to `openDepth` levels; a closed node renders none of its children, and a node with
// many children shows them a page at a time, so a 10 MB value costs what is open, not what it holds.
// Test ids: `json-tree`, `json-node` (data-path), `json-toggle`, `json-more`.

const PAGE = 100;

const COLORS: Record<JsonNode['kind'], string> = {
  object: 'dimmed',
  array: 'dimmed',
  string: 'green.8',
  number: 'blue.7',
  boolean: 'grape.7',
  null: 'grape.7',
};

function leaf(node: JsonNode): string {
  switch (node.kind) {
    case 'string':
      return JSON.stringify(node.value);
    case 'number':
      return node.text;
    case 'boolean':
      return String(node.value);
    case 'null':
      return 'null';
    default:
      return '';
  }
}

function children(node: JsonNode): [string, JsonNode][] {
  if (node.kind === 'object') return node.entries;
  if (node.kind === 'array') return node.items.map((item, i) => [String(i), item]);
  return [];
}

function summary(node: JsonNode): string {
  if (node.kind === 'object') return `{…} ${node.entries.length} key${node.entries.length === 1 ? '' : 's'}`;
  if (node.kind === 'array') return `[…] ${node.items.length} item${node.items.length === 1 ? '' : 's'}`;
  return '';
}

interface NodeProps {
  name: ReactNode;
  node: JsonNode;
  path: string;
  depth: number;
  openDepth: number;
}

function TreeNode({ name, node, path, depth, openDepth }: NodeProps) {
  const nested = node.kind === 'object' || node.kind === 'array';
  const [open, setOpen] = useState(depth < openDepth);
  const [shown, setShown] = useState(PAGE);
  const label =
    name === undefined ? null : (
      <Text span fw={500} ff="monospace" size="sm">
        {name}:{' '}
      </Text>
    );
  if (!nested)
    return (
      <Box pl={22} data-testid="json-node" data-path={path}>
        {label}
        <Text span c={COLORS[node.kind]} ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {leaf(node)}
        </Text>
      </Box>
    );
  const list = children(node);
  const empty = list.length === 0;
  return (
    <Box data-testid="json-node" data-path={path}>
      <UnstyledButton
        onClick={() => setOpen((o) => !o)}
        disabled={empty}
        aria-expanded={open}
        data-testid="json-toggle"
        style={{ display: 'flex', alignItems: 'center', gap: 4 }}
      >
        {empty ? <Box w={18} /> : open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
        {label}
        <Text span c="dimmed" ff="monospace" size="sm">
          {empty
            ? node.kind === 'object'
              ? '{}'
              : '[]'
            : open
              ? node.kind === 'object'
                ? '{'
                : '['
              : summary(node)}
        </Text>
      </UnstyledButton>
      {open && !empty ? (
        <Box pl={16} style={{ borderLeft: '1px solid var(--mantine-color-default-border)', marginLeft: 6 }}>
          {list.slice(0, shown).map(([key, child], i) => (
            <TreeNode
              // Objects may repeat a key: the position tells children apart.
              key={String(i)}
              name={node.kind === 'object' ? JSON.stringify(key) : key}
              node={child}
              path={`${path}/${key}`}
              depth={depth + 1}
              openDepth={openDepth}
            />
          ))}
          {list.length > shown ? (
            <UnstyledButton onClick={() => setShown((s) => s + PAGE)} data-testid="json-more" pl={22}>
              <Text size="sm" c="blue">
                Show {Math.min(PAGE, list.length - shown)} more of {list.length - shown}
              </Text>
            </UnstyledButton>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}

/** The tree of `node`, opened `openDepth` levels deep. */
export function JsonTree({ node, openDepth = 3 }: { node: JsonNode; openDepth?: number }) {
  return (
    <Box data-testid="json-tree" style={{ lineHeight: 1.6 }}>
      <TreeNode name={undefined} node={node} path="" depth={0} openDepth={openDepth} />
    </Box>
  );
}
