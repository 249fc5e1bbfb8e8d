// The value at the end of a wanted path of json-fields.ts, made from its UTF-8 bytes exactly as
// JSON.parse makes it, without the call into C++ (~90 ns each here) that Buffer's toString costs
// for the short strings and plain numbers a filter most often compares.

/** Powers of ten that are exact doubles (10^22 is the last). */
const POW10 = Array.from({ length: 23 }, (_, k) => 10 ** k);

/**
 * The number spanning start..end (already checked against JSON's grammar), as JSON.parse reads
 * it. Up to 15 digits and no exponent, the digits as an integer are exact and so is the power of
 * ten, and IEEE division rounds their quotient correctly: the same double as the decimal text
 * (Clinger's fast path). Anything longer goes through Number().
 */
export function numberAt(s: Buffer, start: number, end: number): number {
  let i = start;
  const negative = (s[i] as number) === 45;
  if (negative) i++;
  let digits = 0;
  let mantissa = 0;
  let fraction = -1;
  for (; i < end; i++) {
    const c = s[i] as number;
    if (c === 46) {
      fraction = 0;
      continue;
    }
    if (c < 48 || c > 57 || digits === 15) return Number(s.toString('latin1', start, end));
    mantissa = mantissa * 10 + (c - 48);
    digits++;
    if (fraction >= 0) fraction++;
  }
  const value = fraction > 0 ? mantissa / (POW10[fraction] as number) : mantissa;
  return negative ? -value : value;
}

/** Short strings made before, by a hash of their bytes; a slot keeps the last one made. */
const made: Array<string | undefined> = new Array(1024).fill(undefined);
const SHORT = 24;

/**
 * The string of the bytes from..to (no escapes in them). A short ASCII one is the one made before
 * from the same bytes when its slot still holds it: a filter compares a field that takes a few
 * values (a status, a tier, a currency) across millions of records, and looking it up costs less
 * than making it again.
 */
export function stringAt(s: Buffer, from: number, to: number): string {
  const n = to - from;
  if (n > SHORT) return s.toString('utf8', from, to);
  let hash = n;
  for (let i = from; i < to; i++) {
    const c = s[i] as number;
    if (c >= 0x80) return s.toString('utf8', from, to);
    hash = (Math.imul(hash, 31) + c) | 0;
  }
  const slot = (hash ^ (hash >>> 10)) & 1023;
  const known = made[slot];
  if (known !== undefined && known.length === n) {
    let j = 0;
    while (j < n && known.charCodeAt(j) === s[from + j]) j++;
    if (j === n) return known;
  }
  let text = '';
  // Below 13 characters V8 makes the joined string flat; joining costs less than the C++ call.
  if (n <= 12) for (let i = from; i < to; i++) text += String.fromCharCode(s[i] as number);
  else text = s.toString('latin1', from, to);
  made[slot] = text;
  return text;
}
