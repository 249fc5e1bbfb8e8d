// Fixed-size time series for the overview charts: one shared clock (the sample times) and one
// Float64Array per series, all of the same capacity, written at the clock's head. Memory is
// capacity x 8 bytes per series whatever the uptime; a series that holds no value any more
// (a deleted topic, a group gone) is dropped on the next sample.

export class SeriesRing {
  readonly capacity: number;
  readonly #times: Float64Array;
  readonly #series = new Map<string, Float64Array>();
  #head = -1;
  #size = 0;

  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 2) throw new Error('capacity must be an integer >= 2');
    this.capacity = capacity;
    this.#times = new Float64Array(capacity);
  }

  /** Records one sample: a value per series at `time`; series not named get no value (NaN). */
  push(time: number, values: ReadonlyMap<string, number>): void {
    this.#head = (this.#head + 1) % this.capacity;
    this.#size = Math.min(this.#size + 1, this.capacity);
    this.#times[this.#head] = time;
    for (const [name, ring] of this.#series) {
      if (values.has(name)) continue;
      ring[this.#head] = Number.NaN;
      if (ring.every(Number.isNaN)) this.#series.delete(name);
    }
    for (const [name, value] of values) {
      let ring = this.#series.get(name);
      if (!ring) {
        ring = new Float64Array(this.capacity).fill(Number.NaN);
        this.#series.set(name, ring);
      }
      ring[this.#head] = value;
    }
  }

  get size(): number {
    return this.#size;
  }

  get seriesCount(): number {
    return this.#series.size;
  }

  /** Bytes held by the rings (times plus every series). */
  get bytes(): number {
    return (this.#series.size + 1) * this.capacity * 8;
  }

  names(): IterableIterator<string> {
    return this.#series.keys();
  }

  /** Sample times, oldest first. */
  times(): number[] {
    return this.#ordered(this.#times);
  }

  /** A series' values, oldest first, NaN where it had none; undefined for an unknown series. */
  values(name: string): number[] | undefined {
    const ring = this.#series.get(name);
    return ring ? this.#ordered(ring) : undefined;
  }

  #ordered(ring: Float64Array): number[] {
    const out: number[] = [];
    const start = (this.#head - this.#size + 1 + this.capacity) % this.capacity;
    for (let i = 0; i < this.#size; i++) out.push(ring[(start + i) % this.capacity] as number);
    return out;
  }
}

/**
 * Per-second rates of a counter (records appended, a high-watermark sum): null where either
 * sample is missing or the counter went back (a topic deleted and created again).
 */
export function ratesOf(times: readonly number[], counter: readonly number[]): Array<number | null> {
  return counter.map((value, i) => {
    if (i === 0) return null;
    const previous = counter[i - 1] as number;
    const dt = (times[i] as number) - (times[i - 1] as number);
    if (Number.isNaN(value) || Number.isNaN(previous) || dt <= 0 || value < previous) return null;
    return ((value - previous) * 1000) / dt;
  });
}
