import type { CompatibilityResult, Schema, SchemaCreate, SchemaList } from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** Query keys, fetchers and calls of the schema registry area (spec §7 "Schema registry"). */
export const schemaKeys = {
  all: (clusterId: string) => ['cluster', clusterId, 'schema'] as const,
  list: (clusterId: string, search: string, page: number) =>
    [...schemaKeys.all(clusterId), 'list', search, page] as const,
  subject: (clusterId: string, subject: string) =>
    [...schemaKeys.all(clusterId), 'subject', subject] as const,
  versions: (clusterId: string, subject: string) =>
    [...schemaKeys.subject(clusterId, subject), 'versions'] as const,
};

const base = (clusterId: string) => `${encodeURIComponent(clusterId)}/schema`;
const subjectPath = (clusterId: string, subject: string) =>
  `${base(clusterId)}/${encodeURIComponent(subject)}`;

export const schemaQueries = {
  list: (clusterId: string, search: string, page: number) =>
    queryOptions({
      queryKey: schemaKeys.list(clusterId, search, page),
      queryFn: ({ signal }) => api<SchemaList>(base(clusterId), { query: { search, page }, signal }),
      // A registry that is down is reported on the page; retrying only delays the message.
      retry: false,
    }),
  latest: (clusterId: string, subject: string) =>
    queryOptions({
      queryKey: schemaKeys.subject(clusterId, subject),
      queryFn: ({ signal }) => api<Schema>(subjectPath(clusterId, subject), { signal }),
      retry: false,
    }),
  versions: (clusterId: string, subject: string) =>
    queryOptions({
      queryKey: schemaKeys.versions(clusterId, subject),
      queryFn: ({ signal }) => api<Schema[]>(`${subjectPath(clusterId, subject)}/version`, { signal }),
      retry: false,
    }),
};

export type SchemaPayload = SchemaCreate & { clusterId?: string };

export const schemaCalls = {
  create: (clusterId: string, body: SchemaPayload) =>
    api<Schema>(base(clusterId), { method: 'POST', body: { ...body, clusterId } }),
  update: (clusterId: string, body: SchemaPayload) =>
    api<Schema>(subjectPath(clusterId, body.subject), { method: 'POST', body: { ...body, clusterId } }),
  check: (clusterId: string, body: SchemaPayload) =>
    api<CompatibilityResult>(`${subjectPath(clusterId, body.subject)}/compatibility`, {
      method: 'POST',
      body: { schema: body.schema, schemaType: body.schemaType, references: body.references },
    }),
  deleteSubject: (clusterId: string, subject: string) =>
    api<void>(subjectPath(clusterId, subject), { method: 'DELETE', body: { clusterId, subject } }),
  deleteVersion: (clusterId: string, subject: string, version: number) =>
    api<void>(`${subjectPath(clusterId, subject)}/version/${version}`, {
      method: 'DELETE',
      body: { clusterId, subject, versionId: version },
    }),
};
