import type { RegisteredSchema, RegistryClient } from '../registry/registry-client.ts';
import type { ReferencedSchema } from './schema-codecs.ts';

// Schema references (Confluent's `references`: name, subject, version) resolved through the
// registry, transitively: an Avro schema naming a record of another subject, a Protobuf file
// importing another file, a JSON Schema `$ref` to another subject. Each referenced subject version
// once, dependencies before the schemas that use them (the order Avro needs to declare names).

const MAX_DEPTH = 32;

export async function resolveReferences(
  registry: RegistryClient,
  schema: RegisteredSchema,
): Promise<ReferencedSchema[]> {
  const out: ReferencedSchema[] = [];
  const seen = new Set<string>();
  const visit = async (of: RegisteredSchema, depth: number): Promise<void> => {
    if (depth > MAX_DEPTH) throw new Error(`schema references nested deeper than ${MAX_DEPTH}`);
    for (const ref of of.references) {
      const key = `${ref.version}:${ref.subject}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const version = await registry.referencedVersion(ref.subject, ref.version).catch((error: Error) => {
        throw new Error(`reference ${ref.name} (${ref.subject} version ${ref.version}): ${error.message}`);
      });
      const referenced: RegisteredSchema = {
        schema: version.schema,
        schemaType: version.schemaType ?? 'AVRO',
        references: version.references ?? [],
      };
      await visit(referenced, depth + 1);
      out.push({ name: ref.name, schema: referenced });
    }
  };
  await visit(schema, 0);
  return out;
}
