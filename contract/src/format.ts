// Pure display formatters of spec §9, shared by the server (humanised config hints) and the web app.

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** Base-1024 size with up to `decimals` decimals and no trailing zeros: 1536 -> '1.5 KB'. */
export function formatBytes(bytes: number, decimals = 3): string {
  if (!Number.isFinite(bytes)) return '';
  if (bytes === 0) return '0 B';
  const sign = bytes < 0 ? '-' : '';
  const abs = Math.abs(bytes);
  const exponent = Math.min(Math.floor(Math.log(abs) / Math.log(1024)), BYTE_UNITS.length - 1);
  const scaled = abs / 1024 ** Math.max(exponent, 0);
  return `${sign}${Number.parseFloat(scaled.toFixed(decimals))} ${BYTE_UNITS[Math.max(exponent, 0)]}`;
}

const DURATION_UNITS = [
  ['year', 365 * 24 * 3600 * 1000],
  ['month', 30 * 24 * 3600 * 1000],
  ['day', 24 * 3600 * 1000],
  ['hour', 3600 * 1000],
  ['minute', 60 * 1000],
  ['second', 1000],
] as const;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * Milliseconds as words, in the largest unit that fits plus the remainder in the next unit:
 * 90_000_000 -> '1 day 1 hour'. Sub-second parts are dropped; zero (or less than a second) is
 * '0 seconds'.
 */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms)) return '';
  const sign = ms < 0 ? '-' : '';
  let rest = Math.floor(Math.abs(ms) / 1000) * 1000;
  const parts: string[] = [];
  for (const [unit, size] of DURATION_UNITS) {
    if (parts.length === 2) break;
    const count = Math.floor(rest / size);
    if (count > 0) {
      parts.push(plural(count, unit));
      rest -= count * size;
    } else if (parts.length === 1) {
      break;
    }
  }
  return parts.length === 0 ? '0 seconds' : sign + parts.join(' ');
}

/** Kind of hint shown beside a config value (spec §3): `.ms` are durations, `.size`/`.bytes` sizes. */
export type ConfigDisplayKind = 'TEXT' | 'BYTES' | 'MILLI';

export function configDisplayKind(name: string): ConfigDisplayKind {
  if (name.endsWith('.ms')) return 'MILLI';
  if (name.endsWith('.size') || name.endsWith('.bytes')) return 'BYTES';
  return 'TEXT';
}

/** Human hint for a config value, or undefined when there is nothing to add. */
export function humanizeConfigValue(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '' || !/^-?\d+$/.test(value)) return undefined;
  const n = Number(value);
  switch (configDisplayKind(name)) {
    case 'MILLI':
      return n < 0 ? undefined : formatDuration(n);
    case 'BYTES':
      return n < 0 ? undefined : formatBytes(n);
    default:
      return undefined;
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The date-time picker's read-only display, DD-MM-YYYY HH:mm, in local time. */
export function formatPickerDate(date: Date): string {
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** 'in 5 minutes' / '3 hours ago', for the RELATIVE date-time format. */
export function formatRelative(date: Date, now: Date = new Date()): string {
  const diff = date.getTime() - now.getTime();
  const abs = Math.abs(diff);
  if (abs < 45_000) return diff >= 0 ? 'in a few seconds' : 'a few seconds ago';
  const units = [
    ['year', 365 * 86_400_000],
    ['month', 30 * 86_400_000],
    ['day', 86_400_000],
    ['hour', 3_600_000],
    ['minute', 60_000],
  ] as const;
  for (const [unit, size] of units) {
    if (abs >= size) {
      const count = Math.round(abs / size);
      const text = count === 1 ? `${unit === 'hour' ? 'an' : 'a'} ${unit}` : `${count} ${unit}s`;
      return diff >= 0 ? `in ${text}` : `${text} ago`;
    }
  }
  return 'a minute ago';
}

/** Counter shown on the search box: caps at 999+ (spec §9). */
export function formatCounter(n: number): string {
  return n > 999 ? '999+' : String(n);
}
