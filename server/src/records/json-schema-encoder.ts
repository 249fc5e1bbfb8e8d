import { Ajv, type AnySchema, type ValidateFunction } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

// JSON checked against a registry's JSON Schema before produce writes it, as Confluent's
// JSONSerializer does: a value the schema refuses is a 400 naming where and why, not a record that
// its consumers cannot read. The dialect follows the schema's `$schema` (2020-12, 2019-09, else
// draft-07, which also reads most draft-04 schemas); referenced subjects are added under their
// reference names, so `$ref: "customer.json"` finds them. Formats (date-time, email, ...) are checked.

export interface JsonSchemaEncoder {
  /** Undefined when the value fits, else why not (e.g. "/customer/id must be string"). */
  check(value: unknown): string | undefined;
}

function parse(text: string): AnySchema {
  return JSON.parse(text) as AnySchema;
}

function ajvFor(schema: AnySchema): Ajv {
  const dialect = typeof schema === 'object' && schema !== null ? String(schema.$schema ?? '') : '';
  const options = { strict: false, allErrors: false, validateSchema: false };
  const ajv = dialect.includes('2020-12')
    ? new Ajv2020(options)
    : dialect.includes('2019-09')
      ? new Ajv2019(options)
      : new Ajv(options);
  (addFormats as unknown as (ajv: Ajv) => void)(ajv);
  return ajv;
}

/** `references`: the referenced subjects' schemas by reference name, dependencies first. */
export function jsonSchemaEncoder(schema: string, references: Array<{ name: string; schema: string }> = []) {
  const main = parse(schema);
  const ajv = ajvFor(main);
  for (const ref of references) ajv.addSchema(parse(ref.schema), ref.name);
  const validate: ValidateFunction = ajv.compile(main);
  return {
    check(value: unknown) {
      if (validate(value)) return undefined;
      return ajv.errorsText(validate.errors, { dataVar: '', separator: '; ' }).replace(/^\s+/, '');
    },
  } satisfies JsonSchemaEncoder;
}
