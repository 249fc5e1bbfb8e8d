import type { DownloadFormat } from '@console/contract';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';

// The data tab's Download menu: every matching record (streamed by the server) or the selected
// ones, in JSON, NDJSON or CSV. A module of its own: the tab loads it after the rows' first paint.

const FORMATS: [DownloadFormat, string][] = [
  ['json', 'JSON (one array)'],
  ['ndjson', 'NDJSON (a record per line)'],
  ['csv', 'CSV (flattened columns)'],
];

export function DownloadMenu({
  selected,
  onAll,
  onSelected,
}: {
  selected: number;
  onAll: (format: DownloadFormat) => void;
  onSelected: (format: DownloadFormat) => void;
}) {
  return (
    <Menu position="bottom-end" shadow="md" width={260}>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} />}
          rightSection={<IconChevronDown size={14} />}
          data-testid="data-download"
        >
          {selected > 0 ? `Download (${selected} selected)` : 'Download'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Every matching record (query result)</Menu.Label>
        {FORMATS.map(([format, label]) => (
          <Menu.Item key={format} onClick={() => onAll(format)} data-testid={`download-all-${format}`}>
            {label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Label>
          {selected > 0 ? `The ${selected} selected records` : 'Selected records (select rows first)'}
        </Menu.Label>
        {FORMATS.map(([format, label]) => (
          <Menu.Item
            key={format}
            disabled={selected === 0}
            onClick={() => onSelected(format)}
            data-testid={`export-${format}`}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
