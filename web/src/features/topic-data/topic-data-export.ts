import type { TopicRecord } from '@console/contract';
import { type JsonNode, parseJson, printJson } from '../../components/lossless-json.ts';

// Export of the selected records (spec §2.4 download-format menu, §5 JSON check; NDJSON from issue 14).

function csvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const FIXED = [
  'partition',
  'offset',
  'timestamp',
  'key',
  'value',
  'tombstone',
  'headers',
  'keySchemaId',
  'valueSchemaId',
];
const MAX_DEPTH = 8;

/** Leaves of a JSON object value by dotted path (`value.customer.id`), numbers with their digits. */
function leaves(text: string | undefined): Map<string, string> | undefined {
  const node = text?.startsWith('{') ? parseJson(text) : undefined;
  if (node?.kind !== 'object') return undefined;
  const out = new Map<string, string>();
  const visit = (n: JsonNode & { kind: 'object' }, prefix: string, depth: number) => {
    for (const [name, child] of n.entries) {
      const path = `${prefix}.${name}`;
      if (child.kind === 'object' && depth < MAX_DEPTH) visit(child, path, depth + 1);
      else if (child.kind === 'string') out.set(path, child.value);
      else if (child.kind === 'null') out.set(path, '');
      else if (child.kind === 'number') out.set(path, child.text);
      else if (child.kind === 'boolean') out.set(path, String(child.value));
      else out.set(path, printJson(child).replace(/\n\s*/g, ''));
    }
  };
  visit(node, 'value', 1);
  return out;
}

/**
 * The selected records as CSV, in the columns of the server's CSV download (issue 14): partition,
 * offset, ISO timestamp, key, value, tombstone, headers (JSON), schema ids, then one dotted column
 * per field of JSON object values.
 */
export function toCsv(records: readonly TopicRecord[]): string {
  const fields = new Map<string, true>();
  const flat = records.map((r) => leaves(r.value));
  for (const f of flat) for (const path of f?.keys() ?? []) fields.set(path, true);
  const columns = [...fields.keys()];
  const rows = records.map((r, i) =>
    [
      String(r.partition),
      String(r.offset),
      r.timestamp,
      r.key ?? '',
      r.value ?? '',
      String(r.tombstone ?? r.value === undefined),
      JSON.stringify(r.headers ?? []),
      r.keySchemaId ?? '',
      r.valueSchemaId ?? '',
      ...columns.map((c) => flat[i]?.get(c) ?? ''),
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[[...FIXED, ...columns].map(csvCell).join(','), ...rows].join('\r\n')}\r\n`;
}

/** Undefined when a value is not JSON (the caller warns 'Unable to export data in JSON...'). */
export function toJson(records: readonly TopicRecord[]): string | undefined {
  const out: unknown[] = [];
  for (const r of records) {
    let value: unknown = null;
    if (r.value !== undefined) {
      try {
        value = JSON.parse(r.value);
      } catch {
        return undefined;
      }
    }
    out.push({
      partition: r.partition,
      offset: r.offset,
      timestamp: r.timestamp,
      key: r.key ?? null,
      headers: r.headers ?? [],
      value,
    });
  }
  return JSON.stringify(out, null, 2);
}

/** One record per line, in the server's NDJSON download shape (AKHQ's DownloadRecord). */
export function toNdjson(records: readonly TopicRecord[]): string {
  return records
    .map(
      (r) =>
        `${JSON.stringify({
          partition: r.partition,
          offset: r.offset,
          timestamp: Date.parse(r.timestamp) / 1000,
          keySchemaId: r.keySchemaId ?? null,
          valueSchemaId: r.valueSchemaId ?? null,
          headers: r.headers ?? [],
          key: r.key ?? null,
          value: r.value ?? null,
        })}\n`,
    )
    .join('');
}

export function saveFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** UTF-8 text → base64 (the delete-record call takes the key's bytes in base64). */
export function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}
