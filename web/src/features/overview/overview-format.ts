// Figures of the overview in words, pure so they are unit tested without a browser.

/** 0.5/s, 42/s, 12.3k/s, 1.2M/s: short enough for the axis. */
export function rateText(v: number | null | undefined): string {
  if (v === null || v === undefined) return '–';
  if (v >= 1e6) return `${Math.round(v / 1e5) / 10}M/s`;
  if (v >= 1e4) return `${Math.round(v / 100) / 10}k/s`;
  if (v >= 100) return `${Math.round(v).toLocaleString('en-US')}/s`;
  return `${Math.round(v * 10) / 10}/s`;
}
