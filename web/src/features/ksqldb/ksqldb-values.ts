// Pure helpers of the query page: the properties editor's lines and the rows of a result.

/** Properties editor lines `key=value` (spec §4); lines without '=' are ignored. */
export function parseProperties(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const at = line.indexOf('=');
    if (at <= 0) continue;
    const key = line.slice(0, at).trim();
    if (key) out[key] = line.slice(at + 1).trim();
  }
  return out;
}

/** A result row is a JSON-array string (AKHQ's columnValues); a value that is not one shows as-is. */
export function rowCells(row: string): string[] {
  try {
    const values = JSON.parse(row) as unknown;
    if (!Array.isArray(values)) return [row];
    return values.map((v) => (v === null ? 'null' : typeof v === 'string' ? v : JSON.stringify(v)));
  } catch {
    return [row];
  }
}
