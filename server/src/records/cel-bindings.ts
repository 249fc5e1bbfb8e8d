import type { DecodedPart } from '../decode/record-decoder.ts';
import type { PartFields } from './cel-fields.ts';
import { FALLBACK, type FieldTree, pickJson } from './json-fields.ts';
import { headerText, type RawRecord } from './record-view.ts';

// The variables a CEL filter (cel-filter.ts) reads of one record.

/** The variables of one record, each computed on first use (most filters read one or two). */
export class Bindings {
  readonly #raw: RawRecord;
  readonly #key: DecodedPart;
  readonly #value: DecodedPart;
  readonly #fields: PartFields;
  #parsedKey: unknown = UNSET;
  #parsedValue: unknown = UNSET;

  /** `fields`: what the expression reads of the key and value (cel-fields.ts); {} reads them whole. */
  constructor(raw: RawRecord, key: DecodedPart, value: DecodedPart, fields: PartFields = {}) {
    this.#raw = raw;
    this.#key = key;
    this.#value = value;
    this.#fields = fields;
  }
  get key(): unknown {
    if (this.#parsedKey === UNSET) this.#parsedKey = jsonFields(this.#key, this.#raw.key, this.#fields.key);
    return this.#parsedKey;
  }
  get value(): unknown {
    if (this.#parsedValue === UNSET)
      this.#parsedValue = jsonFields(this.#value, this.#raw.value, this.#fields.value);
    return this.#parsedValue;
  }
  get keyAsText(): string | null {
    return this.#key.text ?? null;
  }
  get valueAsText(): string | null {
    return this.#value.text ?? null;
  }
  get headers(): Record<string, string> {
    const headers: Record<string, string> = Object.create(null);
    for (const [k, v] of this.#raw.headers) headers[headerText(k) ?? ''] = headerText(v) ?? '';
    return headers;
  }
  get partition(): bigint {
    return BigInt(this.#raw.partition);
  }
  get offset(): bigint {
    return BigInt(this.#raw.offset);
  }
  get timestamp(): Date {
    return new Date(this.#raw.timestamp);
  }
  get timestampMs(): bigint {
    return BigInt(this.#raw.timestamp);
  }
  get keySize(): bigint {
    return BigInt(this.#raw.key?.length ?? -1);
  }
  get valueSize(): bigint {
    return BigInt(this.#raw.value?.length ?? -1);
  }
  get record() {
    return {
      key: this.key,
      value: this.value,
      keyAsText: this.keyAsText,
      valueAsText: this.valueAsText,
      headers: this.headers,
      partition: this.partition,
      offset: this.offset,
      timestampMs: this.timestampMs,
    };
  }
}

const UNSET = Symbol('unset');

/**
 * jsonOrText(part.text), of which only the fields in `tree` are built when it is a JSON object.
 * Read from the record's bytes when the text is those bytes (plain UTF-8: no string is made of a
 * value the filter then rules out), else from the text in UTF-8.
 */
export function jsonFields(
  part: DecodedPart,
  bytes: Buffer | null,
  tree: FieldTree | null | undefined,
): unknown {
  if (tree) {
    // Read before the text, which a lazy part (record-decoder.ts) only then makes.
    const plain = bytes !== null && part.format === 'STRING' && part.error === undefined;
    const text = plain ? undefined : part.text;
    // Text with a lone surrogate has no exact UTF-8: JSON.parse reads it.
    const utf8 = plain ? bytes : text?.isWellFormed() ? Buffer.from(text, 'utf8') : undefined;
    const picked = utf8 ? pickJson(utf8, tree) : FALLBACK;
    if (picked !== FALLBACK) return picked;
  }
  return jsonOrText(part.text);
}

/** JSON when the text is JSON (objects, arrays, numbers, strings, true/false/null), else the text. */
export function jsonOrText(text: string | undefined): unknown {
  if (text === undefined) return null;
  let i = 0;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  const c = text.charCodeAt(i);
  // Only what can start a JSON text is tried: JSON.parse failing costs a thrown error.
  const jsonStart =
    c === 123 /* { */ ||
    c === 91 /* [ */ ||
    c === 34 /* " */ ||
    c === 45 /* - */ ||
    (c >= 48 && c <= 57) ||
    c === 116 /* t */ ||
    c === 102 /* f */ ||
    c === 110; /* n */
  if (!jsonStart) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}
