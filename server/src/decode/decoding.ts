import type { Deserializer } from '@console/contract';
import { badRequest, HttpError } from '../errors.ts';
import type { RegistryClient } from '../registry/registry-client.ts';
import { compileCodec, type SchemaCodec } from './schema-codecs.ts';
import { resolveReferences } from './schema-references.ts';

// The deserializer choice of a read (issue 14): per key and value, how the bytes are read, from the
// query parameters every reading route shares (`keyDeserializer`, `keySubject`, `keyProtobufType`
// and the same for the value). A choice naming a subject is checked and its schema compiled once,
// before any record is fetched, so a wrong subject or message type is a 400 naming the parameter.

export interface PartChoice {
  deserializer: Deserializer;
  /** SCHEMA_REGISTRY (unframed bytes) and PROTOBUF: the subject whose latest schema reads them. */
  subject?: string;
  /** PROTOBUF: the message type (full name or relative to the file's package); default the first. */
  protobufType?: string;
}

export interface Decoding {
  key: PartChoice;
  value: PartChoice;
}

export const AUTO: Decoding = { key: { deserializer: 'AUTO' }, value: { deserializer: 'AUTO' } };

/** The query parameters of a choice; every reading operation's query has them. */
export interface DecodingQuery {
  keyDeserializer?: Deserializer | undefined;
  valueDeserializer?: Deserializer | undefined;
  keySubject?: string | undefined;
  valueSubject?: string | undefined;
  keyProtobufType?: string | undefined;
  valueProtobufType?: string | undefined;
}

function part(deserializer: Deserializer | undefined, subject?: string, protobufType?: string): PartChoice {
  const choice: PartChoice = { deserializer: deserializer ?? 'AUTO' };
  if (subject?.trim()) choice.subject = subject.trim();
  if (protobufType?.trim()) choice.protobufType = protobufType.trim();
  return choice;
}

export function decodingOf(query: DecodingQuery): Decoding {
  return {
    key: part(query.keyDeserializer, query.keySubject, query.keyProtobufType),
    value: part(query.valueDeserializer, query.valueSubject, query.valueProtobufType),
  };
}

/** A subject's latest schema, compiled: what a subject choice reads bytes with. */
export interface SubjectSchema {
  subject: string;
  version: number;
  id: number;
  schemaType: 'AVRO' | 'JSON' | 'PROTOBUF';
  codec: SchemaCodec;
  protobufType?: string;
}

export interface PreparedDecoding extends Decoding {
  keySchema?: SubjectSchema;
  valueSchema?: SubjectSchema;
}

async function subjectSchema(
  registry: RegistryClient | undefined,
  choice: PartChoice,
  which: 'key' | 'value',
): Promise<SubjectSchema | undefined> {
  const { deserializer, subject, protobufType } = choice;
  if (deserializer !== 'SCHEMA_REGISTRY' && deserializer !== 'PROTOBUF') return undefined;
  if (!registry) {
    throw badRequest(`${which}Deserializer: ${deserializer} needs a schema registry; this cluster has none`);
  }
  if (!subject) {
    if (deserializer === 'PROTOBUF') {
      throw badRequest(
        `${which}Subject: ${which}Deserializer=PROTOBUF needs the subject of the .proto schema`,
      );
    }
    return undefined; // framed bytes name their schema
  }
  const latest = await registry.version(subject, 'latest').catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 404) {
      throw badRequest(`${which}Subject: no subject '${subject}' in the schema registry`);
    }
    throw error;
  });
  const schemaType = latest.schemaType ?? 'AVRO';
  if (deserializer === 'PROTOBUF' && schemaType !== 'PROTOBUF') {
    throw badRequest(`${which}Subject: '${subject}' holds an ${schemaType} schema, not PROTOBUF`);
  }
  const registered = { schema: latest.schema, schemaType, references: latest.references ?? [] };
  let codec: SchemaCodec;
  try {
    codec = compileCodec(registered, await resolveReferences(registry, registered));
  } catch (error) {
    throw badRequest(
      `${which}Subject: the schema of '${subject}' cannot be read: ${(error as Error).message}`,
    );
  }
  const out: SubjectSchema = { subject, version: latest.version, id: latest.id, schemaType, codec };
  if (protobufType) {
    if (schemaType !== 'PROTOBUF') {
      throw badRequest(`${which}ProtobufType: '${subject}' holds an ${schemaType} schema, not PROTOBUF`);
    }
    const names = codec.typeNames ?? [];
    const full = names.find((t) => t === protobufType || t.endsWith(`.${protobufType}`));
    if (!full) {
      throw badRequest(
        `${which}ProtobufType: no message type '${protobufType}' in '${subject}' (types: ${names.join(', ')})`,
      );
    }
    out.protobufType = full;
  }
  return out;
}

/** Checks a choice against the registry and compiles the subjects it names (400 when wrong). */
export async function prepareDecoding(
  registry: RegistryClient | undefined,
  decoding: Decoding,
): Promise<PreparedDecoding> {
  const [keySchema, valueSchema] = await Promise.all([
    subjectSchema(registry, decoding.key, 'key'),
    subjectSchema(registry, decoding.value, 'value'),
  ]);
  return {
    ...decoding,
    ...(keySchema ? { keySchema } : {}),
    ...(valueSchema ? { valueSchema } : {}),
  };
}
