// The median the topic-list benchmarks print, rounded to a millisecond (the upper one of an even count).
export const mid = (values: number[]): number =>
  Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0);
