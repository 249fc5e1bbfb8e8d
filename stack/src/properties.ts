// Java .properties rendering. Values are written as-is except for backslashes and newlines, which would
// otherwise change meaning; JAAS lines need their quotes and semicolons untouched.
export type Props = Record<string, string | number | boolean>;

export function renderProperties(props: Props, header?: string): string {
  const lines = header ? [`# ${header}`] : [];
  for (const [k, v] of Object.entries(props)) {
    const value = String(v).replaceAll('\\', '\\\\').replaceAll('\n', '\\n');
    lines.push(`${k}=${value}`);
  }
  return `${lines.join('\n')}\n`;
}
