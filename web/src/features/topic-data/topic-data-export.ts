import type { TopicRecord } from '@console/contract';

// Export of the selected records (spec §2.4 download-format menu, §5 JSON check; NDJSON from issue 14).

function csvCell(value: string | number | undefined): string {
  const text = value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(records: readonly TopicRecord[]): string {
  const header = ['partition', 'offset', 'timestamp', 'key', 'value', 'headers'];
  const rows = records.map((r) =>
    [
      r.partition,
      r.offset,
      r.timestamp,
      r.key,
      r.value,
      r.headers ? JSON.stringify(Object.fromEntries(r.headers.map((h) => [h.key, h.value ?? null]))) : '',
    ]
      .map(csvCell)
      .join(','),
  );
  return [header.join(','), ...rows].join('\n');
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

/**
 * One record per line, as the server's NDJSON download writes them: values stay the text shown
 * (JSON or not), so nothing is refused or re-encoded.
 */
export function toNdjson(records: readonly TopicRecord[]): string {
  return records
    .map((r) =>
      JSON.stringify({
        partition: r.partition,
        offset: r.offset,
        timestamp: r.timestamp,
        key: r.key ?? null,
        value: r.value ?? null,
        headers: r.headers ?? [],
      }),
    )
    .map((line) => `${line}\n`)
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
