import { formatPickerDate } from '@console/contract';

/**
 * DD-MM-YYYY HH:mm (spec §2.2 item 5), with the seconds and milliseconds when the time has them
 * (a time from a link or a record): a field shows exactly the instant that filters.
 */
export function formatChosen(date: Date): string {
  const base = formatPickerDate(date);
  if (date.getSeconds() === 0 && date.getMilliseconds() === 0) return base;
  const ss = String(date.getSeconds()).padStart(2, '0');
  const ms = date.getMilliseconds();
  return `${base}:${ss}${ms ? `.${String(ms).padStart(3, '0')}` : ''}`;
}
