import { createRequire } from 'node:module';
import { crc32c as libraryCrc32c } from '@platformatic/kafka';

// A partition's record set as the fetch answer holds it (fetch-raw.ts): views of the socket's
// chunks, in order, never copied into one Buffer. A record set of 1 MB arrives in a handful of
// ~64 KB chunks; copying each one out (a fresh external ArrayBuffer per partition per fetch) cost
// the copy and the garbage collections that external memory sets off. The views stay valid as
// long as they are referenced: Node reads each chunk into memory of its own and never reuses it.

/** A record set: its bytes are the parts one after the other. */
export type RecordParts = readonly Buffer[];

/** One Buffer as a record set; a record set as itself. */
export const partsOf = (data: Buffer | RecordParts): RecordParts => (Buffer.isBuffer(data) ? [data] : data);

export function partsLength(parts: RecordParts): number {
  let n = 0;
  for (const p of parts) n += p.length;
  return n;
}

/** A place in a record set: the part and the index in it. */
export interface PartPosition {
  part: number;
  pos: number;
}

/** Moves `at` on by `n` bytes (to the start of the next part when it lands on a part's end). */
export function advance(parts: RecordParts, at: PartPosition, n: number): void {
  at.pos += n;
  while (at.part < parts.length && at.pos >= (parts[at.part] as Buffer).length) {
    at.pos -= (parts[at.part] as Buffer).length;
    at.part++;
  }
}

/** `n` bytes from (part, pos): a view when they lie in one part, else a copy of just those bytes. */
export function gather(parts: RecordParts, part: number, from: number, n: number): Buffer {
  const first = parts[part] as Buffer;
  if (first.length - from >= n) return first.subarray(from, from + n);
  const start = { part, pos: from };
  advance(parts, start, 0);
  const out = Buffer.allocUnsafe(n);
  let filled = 0;
  for (let p = start.part, pos = start.pos; filled < n; p++, pos = 0) {
    const src = parts[p];
    if (!src) throw new Error('A record batch runs past the end of the answer: the answer is corrupt');
    filled += src.copy(out, filled, pos, Math.min(src.length, pos + n - filled));
  }
  return out;
}

/** The first `n` bytes as views of the parts. */
export function headOf(parts: RecordParts, n: number): Buffer[] {
  const out: Buffer[] = [];
  for (const p of parts) {
    if (n <= 0) break;
    out.push(p.length <= n ? p : p.subarray(0, n));
    n -= p.length;
  }
  return out;
}

// CRC-32C as the client library computes it: @node-rs/crc32 (its optional dependency, hardware
// instructions, ~5 GB/s here) when installed, else its WebAssembly one. The library's wrapper
// copies each batch first (new Uint8Array(buffer)): called directly, the check costs ~40 ns a record.
const native = ((): ((data: Uint8Array, initial?: number) => number) | undefined => {
  try {
    const require = createRequire(import.meta.resolve('@platformatic/kafka'));
    return (require('@node-rs/crc32') as { crc32c: (data: Uint8Array, initial?: number) => number }).crc32c;
  } catch {
    return undefined;
  }
})();

/** The CRC-32C of one Buffer. */
export const crc32c: (data: Uint8Array) => number = native ?? (libraryCrc32c as (data: Uint8Array) => number);

/** The CRC-32C of `n` bytes from (part, pos), chained over the parts they lie in. */
export function crc32cOver(parts: RecordParts, part: number, from: number, n: number): number {
  if (!native) return crc32c(gather(parts, part, from, n));
  const start = { part, pos: from };
  advance(parts, start, 0);
  let crc: number | undefined;
  for (let p = start.part, pos = start.pos; n > 0; p++, pos = 0) {
    const src = parts[p];
    if (!src) throw new Error('A record batch runs past the end of the answer: the answer is corrupt');
    const end = Math.min(src.length, pos + n);
    crc = native(src.subarray(pos, end), crc);
    n -= end - pos;
  }
  return crc ?? native(Buffer.alloc(0));
}
