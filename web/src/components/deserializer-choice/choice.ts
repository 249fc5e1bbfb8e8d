import type { Deserializer, TailQuery } from '@console/contract';

// The key and value deserializer choice (issue 14) as the forms hold it, and as the query
// parameters every read takes (contract DecodingQuery). Shared by the data tab and the live tail,
// so both offer and describe the same choice.

/** The query parameters of the choice (contract DecodingQuery, part of TopicDataQuery and TailQuery). */
export const DESERIALIZER_FIELDS = [
  'keyDeserializer',
  'keySubject',
  'keyProtobufType',
  'valueDeserializer',
  'valueSubject',
  'valueProtobufType',
] as const;
export type DeserializerField = (typeof DESERIALIZER_FIELDS)[number];
export type DecodingQuery = Pick<TailQuery, DeserializerField>;

export interface SideChoice {
  deserializer: Deserializer;
  subject?: string;
  protobufType?: string;
}
export interface DeserializerChoice {
  key: SideChoice;
  value: SideChoice;
}

export const AUTOMATIC: DeserializerChoice = {
  key: { deserializer: 'AUTO' },
  value: { deserializer: 'AUTO' },
};

export const DESERIALIZER_LABELS: Record<Deserializer, string> = {
  AUTO: 'Automatic',
  STRING: 'String (UTF-8)',
  JSON: 'JSON',
  SCHEMA_REGISTRY: 'Schema registry (Avro, Protobuf, JSON Schema)',
  PROTOBUF: 'Protobuf message type',
  INT16: 'Int16',
  UINT16: 'UInt16',
  INT32: 'Int32',
  UINT32: 'UInt32',
  INT64: 'Int64',
  UINT64: 'UInt64',
  FLOAT: 'Float',
  DOUBLE: 'Double',
  UUID: 'UUID',
  HEX: 'Hex',
  BASE64: 'Base64',
  MSGPACK: 'MessagePack',
};

const SHORT: Partial<Record<Deserializer, string>> = {
  SCHEMA_REGISTRY: 'Schema registry',
  PROTOBUF: 'Protobuf',
};

/** 'Int64', 'Schema registry, subject orders-value', 'Protobuf acme.Order of orders-value'. */
export function describeSide(c: SideChoice): string {
  const name = SHORT[c.deserializer] ?? DESERIALIZER_LABELS[c.deserializer];
  if (c.deserializer === 'PROTOBUF')
    return `${name} ${c.protobufType ?? '?'}${c.subject ? ` of ${c.subject}` : ''}`;
  if (c.deserializer === 'SCHEMA_REGISTRY' && c.subject) return `${name}, subject ${c.subject}`;
  return name;
}

/** The choice named by query parameters (AUTO where none is given). */
export function choiceOf(params: DecodingQuery): DeserializerChoice {
  return {
    key: {
      deserializer: params.keyDeserializer ?? 'AUTO',
      subject: params.keySubject,
      protobufType: params.keyProtobufType,
    },
    value: {
      deserializer: params.valueDeserializer ?? 'AUTO',
      subject: params.valueSubject,
      protobufType: params.valueProtobufType,
    },
  };
}

const text = (v: string | undefined) => (v === undefined || v === '' ? undefined : v);

/** A choice as query parameters; AUTO and fields its deserializer does not use are left out. */
export function choiceParams(choice: DeserializerChoice): DecodingQuery {
  const side = (c: SideChoice) => {
    const uses = c.deserializer === 'SCHEMA_REGISTRY' || c.deserializer === 'PROTOBUF';
    return {
      deserializer: c.deserializer === 'AUTO' ? undefined : c.deserializer,
      subject: uses ? text(c.subject?.trim()) : undefined,
      protobufType: c.deserializer === 'PROTOBUF' ? text(c.protobufType?.trim()) : undefined,
    };
  };
  const key = side(choice.key);
  const value = side(choice.value);
  return {
    keyDeserializer: key.deserializer,
    keySubject: key.subject,
    keyProtobufType: key.protobufType,
    valueDeserializer: value.deserializer,
    valueSubject: value.subject,
    valueProtobufType: value.protobufType,
  };
}

/** Whether the choice reads either side other than automatically. */
export const isChosen = (c: DeserializerChoice) =>
  c.key.deserializer !== 'AUTO' || c.value.deserializer !== 'AUTO';
