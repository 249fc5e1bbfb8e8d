// Pure helper of the query page: the rows of a result.

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
