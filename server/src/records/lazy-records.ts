import { BatchCursor } from './batch-cursor.ts';
import { chunkOf } from './record-batches.ts';
import type { RawRecord } from './record-view.ts';

// A round of a search or download read a slice at a time. Its fetch left the record sets unparsed
// (record-batches.ts deferParsing: one stand-in per partition's answer); their records are made
// only as the scan examines them, a batch at a time. Parsed up front, a round's records (tens of
// thousands at 4 MB per leader) lived until the whole round was examined, past V8's young
// generation, and the scan spent a quarter of its time collecting them (bench/scan).

export class LazyRecords {
  readonly #list: RawRecord[];
  #index = 0;
  #cursor: BatchCursor | undefined;

  /** `list`: records and stand-ins, in examination order (scan-order.ts ordered()). */
  constructor(list: RawRecord[]) {
    this.#list = list;
  }

  /** Whether records may be left (a slice can still come out empty: control batches only). */
  get more(): boolean {
    return this.#cursor?.more === true || this.#index < this.#list.length;
  }

  /** The next records, at least `size` unless the round ends first (whole batches: a few more). */
  next(size: number): RawRecord[] {
    const out: RawRecord[] = [];
    while (out.length < size) {
      if (this.#cursor?.read(out)) continue;
      this.#cursor = undefined;
      if (this.#index >= this.#list.length) break;
      const item = this.#list[this.#index++] as RawRecord;
      const chunk = chunkOf(item);
      if (chunk)
        this.#cursor = new BatchCursor(chunk.data, chunk.partition, chunk.from, chunk.to, chunk.aborted);
      else out.push(item);
    }
    return out;
  }
}
