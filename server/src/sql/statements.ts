// Splits a script into statements at semicolons outside quotes, backticks and comments. The Flink
// gateway takes one statement per call; ksqlDB takes the script whole.

export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  let quote: string | undefined;
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i]!;
    if (quote) {
      current += c;
      if (c === quote) quote = undefined;
      continue;
    }
    if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end;
      current += '\n';
      continue;
    }
    if (c === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? sql.length : end + 1;
      current += ' ';
      continue;
    }
    if (c === "'" || c === '"' || c === '`') quote = c;
    if (c === ';') {
      if (current.trim()) out.push(current.trim());
      current = '';
      continue;
    }
    current += c;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
