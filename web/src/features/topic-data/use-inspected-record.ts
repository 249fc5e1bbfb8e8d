import type { TopicDataPage, TopicRecord } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { topicDataQueries } from './topic-data-queries.ts';
import type { DataQuery } from './topic-data-search.ts';

// The record the inspector shows: read with the tab's deserializer choice, shown at once from the
// list when the list holds it whole, and checked to be the record asked for (the server answers
// the first record at or after an offset: a deleted or compacted one is reported, not replaced).

export interface InspectedRecord {
  record?: TopicRecord;
  loading: boolean;
  error: Error | null;
  /** The first record after the one asked for, when that one no longer exists. */
  missing?: { next?: TopicRecord };
  canDeleteRecords: boolean;
}

export function useInspectedRecord(
  clusterId: string,
  topicId: string,
  at: { partition: number; offset: number } | undefined,
  choice: DataQuery,
  fromList: TopicRecord | undefined,
): InspectedRecord {
  const placeholder: TopicDataPage | undefined =
    fromList && !fromList.truncated ? { results: [fromList], size: 1, canDeleteRecords: false } : undefined;
  const query = useQuery({
    ...topicDataQueries.record(clusterId, topicId, at?.partition ?? 0, at?.offset ?? 0, choice),
    enabled: at !== undefined,
    placeholderData: placeholder,
  });
  const first = query.data?.results?.[0];
  const found = first && at && first.partition === at.partition && first.offset === at.offset;
  return {
    record: found ? first : undefined,
    loading: query.isPending,
    error: query.error,
    missing: query.data && !query.isPlaceholderData && !found ? { next: first } : undefined,
    canDeleteRecords: query.isPlaceholderData ? false : (query.data?.canDeleteRecords ?? false),
  };
}

/**
 * The record's bytes as hex (the inspector's Hex view): the same record read with the HEX
 * deserializer. Trusted only when the server says it read them so (`keyFormat`/`valueFormat`).
 */
export function useRecordHex(
  clusterId: string,
  topicId: string,
  at: { partition: number; offset: number },
  enabled: boolean,
) {
  const query = useQuery({
    ...topicDataQueries.record(clusterId, topicId, at.partition, at.offset, {
      keyDeserializer: 'HEX',
      valueDeserializer: 'HEX',
    }),
    enabled,
  });
  const r = query.data?.results?.[0];
  const same = r && r.partition === at.partition && r.offset === at.offset;
  return {
    loading: enabled && query.isPending,
    error: query.error,
    key: same && r.keyFormat === 'HEX' ? { hex: r.key } : undefined,
    value: same && r.valueFormat === 'HEX' ? { hex: r.value } : undefined,
    /** The server answered but did not read the bytes as hex (a server without the choice). */
    unsupported: !!same && r.valueFormat !== 'HEX' && r.keyFormat !== 'HEX',
  };
}

/** Hex as a dump: offset, 16 bytes, and their printable ASCII, one line per 16 bytes. */
export function hexDump(hex: string, maxBytes = 65_536): { text: string; cut: boolean } {
  const clean = hex.replace(/^0x/i, '').replace(/[^0-9a-f]/gi, '');
  const bytes = Math.min(clean.length / 2, maxBytes);
  const lines: string[] = [];
  for (let at = 0; at < bytes; at += 16) {
    const row: string[] = [];
    let ascii = '';
    for (let i = at; i < Math.min(at + 16, bytes); i++) {
      const pair = clean.slice(i * 2, i * 2 + 2);
      row.push(pair);
      const code = Number.parseInt(pair, 16);
      ascii += code >= 32 && code < 127 ? String.fromCharCode(code) : '.';
    }
    lines.push(`${at.toString(16).padStart(8, '0')}  ${row.join(' ').padEnd(47)}  ${ascii}`);
  }
  return { text: lines.join('\n'), cut: clean.length / 2 > maxBytes };
}
