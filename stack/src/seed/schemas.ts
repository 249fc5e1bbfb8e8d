// Schemas of the seeded topics and their registration through the registry's Confluent-compatible API.
import { endpoints } from '../endpoints.ts';

export const PAYMENT_AVRO = {
  type: 'record',
  name: 'Payment',
  namespace: 'com.example.payments',
  fields: [
    { name: 'paymentId', type: 'string' },
    { name: 'orderId', type: 'string' },
    { name: 'customerId', type: 'string' },
    { name: 'amount', type: 'double' },
    { name: 'currency', type: { type: 'enum', name: 'Currency', symbols: ['EUR', 'USD', 'GBP'] } },
    { name: 'method', type: 'string' },
    {
      name: 'status',
      type: { type: 'enum', name: 'Status', symbols: ['AUTHORIZED', 'CAPTURED', 'DECLINED'] },
    },
    { name: 'createdAt', type: { type: 'long', logicalType: 'timestamp-millis' } },
    { name: 'note', type: ['null', 'string'], default: null },
  ],
};

/** Two message types: records carry the SECOND (Customer), so the message-index array is [1], not [0]. */
export const CUSTOMER_PROTO = `syntax = "proto3";
package demo.customers;

message Address {
  string street = 1;
  string city = 2;
  string postal_code = 3;
  string country = 4;
}

message Customer {
  enum Tier {
    STANDARD = 0;
    GOLD = 1;
    PLATINUM = 2;
  }
  string id = 1;
  string name = 2;
  string email = 3;
  Address address = 4;
  repeated string tags = 5;
  int64 created_at = 6;
  Tier tier = 7;
}
`;

export const EVENT_JSON_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Event',
  type: 'object',
  properties: {
    eventId: { type: 'string' },
    type: { type: 'string', enum: ['signup', 'login', 'logout', 'purchase', 'refund'] },
    userId: { type: 'string' },
    at: { type: 'string', format: 'date-time' },
    attributes: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['eventId', 'type', 'userId', 'at'],
  additionalProperties: false,
};

const CT = 'application/vnd.schemaregistry.v1+json';

/** Registers a schema unless the subject already has a version; returns the id of the latest version. */
export async function ensureSubject(
  subject: string,
  schema: string,
  schemaType: 'AVRO' | 'PROTOBUF' | 'JSON',
): Promise<{ id: number; created: boolean }> {
  const base = endpoints.registry.url;
  const latest = await fetch(`${base}/subjects/${encodeURIComponent(subject)}/versions/latest`);
  if (latest.ok) return { id: ((await latest.json()) as { id: number }).id, created: false };
  const body: Record<string, string> = { schema };
  if (schemaType !== 'AVRO') body.schemaType = schemaType;
  const res = await fetch(`${base}/subjects/${encodeURIComponent(subject)}/versions`, {
    method: 'POST',
    headers: { 'content-type': CT },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`registering ${subject}: ${res.status} ${await res.text()}`);
  return { id: ((await res.json()) as { id: number }).id, created: true };
}
