import { z } from 'zod';
import { ClusterParams } from '../common.ts';
import { P } from '../permissions.ts';
import { TopicParams } from '../record.ts';
import {
  CompatibilityResult,
  PreferredSchemas,
  Schema,
  SchemaCandidate,
  SchemaConfig,
  SchemaCreate,
  SchemaDeleteQuery,
  SchemaIdParams,
  SchemaIdQuery,
  SchemaList,
  SchemaListQuery,
  SchemaRef,
  SchemaVersions,
  SubjectNames,
  SubjectParams,
  SubjectVersionParams,
} from '../schema.ts';
import { operation } from './define.ts';

// Schema registry (akhq-api.md §2.8, spec §2.9). Subjects are the names of the patterns. Beyond
// AKHQ: a compatibility check of a candidate schema, and `?permanent=true` on subject delete.

const subject = [{ at: 'params.subject' }] as const;

export const schemaOps = {
  list: operation({
    method: 'GET',
    path: '/:cluster/schema',
    params: ClusterParams,
    query: SchemaListQuery,
    answer: SchemaList,
    permission: P.SCHEMA.READ,
    visible: [{ at: 'results', name: 'subject' }],
  }),
  /** Every subject name, sorted: the produce form's key and value pickers. */
  names: operation({
    method: 'GET',
    path: '/:cluster/schemas',
    params: ClusterParams,
    answer: SubjectNames,
    permission: P.SCHEMA.READ,
    visible: [{ at: '' }],
  }),
  /**
   * Beyond AKHQ: the registry's global compatibility level. Under `/schemas`, so that no subject
   * name (even 'config') is shadowed under `/schema/:subject`.
   */
  globalConfig: operation({
    method: 'GET',
    path: '/:cluster/schemas/config',
    params: ClusterParams,
    answer: SchemaConfig,
    permission: P.SCHEMA.READ,
  }),
  /** Beyond AKHQ: changes the level of every subject without its own. */
  updateGlobalConfig: operation({
    method: 'PUT',
    path: '/:cluster/schemas/config',
    params: ClusterParams,
    body: SchemaConfig,
    answer: SchemaConfig,
    permission: P.SCHEMA.UPDATE,
  }),
  create: operation({
    method: 'POST',
    path: '/:cluster/schema',
    params: ClusterParams,
    body: SchemaCreate,
    answer: Schema,
    permission: P.SCHEMA.CREATE,
    names: [{ at: 'body.subject' }],
  }),
  /** The subject using a global id (a record's schema id): refused when that subject is hidden. */
  byId: operation({
    method: 'GET',
    path: '/:cluster/schema/id/:id',
    params: SchemaIdParams,
    query: SchemaIdQuery,
    answer: SchemaRef,
    permission: P.SCHEMA.READ,
    visible: [{ at: '', name: 'subject' }],
  }),
  /** The topic's name is checked as a subject name, as AKHQ does (SCHEMA/READ + topic). */
  byTopic: operation({
    method: 'GET',
    path: '/:cluster/schema/topic/:topic',
    params: TopicParams,
    answer: PreferredSchemas,
    permission: P.SCHEMA.READ,
    names: [{ at: 'params.topic' }],
    visible: [
      { at: 'key', name: 'subject' },
      { at: 'value', name: 'subject' },
    ],
  }),
  get: operation({
    method: 'GET',
    path: '/:cluster/schema/:subject',
    params: SubjectParams,
    answer: Schema,
    permission: P.SCHEMA.READ,
    names: subject,
  }),
  /** A new version; the body's subject must equal the path's (checked by the service). */
  update: operation({
    method: 'POST',
    path: '/:cluster/schema/:subject',
    params: SubjectParams,
    body: SchemaCreate,
    answer: Schema,
    permission: P.SCHEMA.UPDATE,
    names: subject,
  }),
  compatibility: operation({
    method: 'POST',
    path: '/:cluster/schema/:subject/compatibility',
    params: SubjectParams,
    body: SchemaCandidate,
    answer: CompatibilityResult,
    permission: P.SCHEMA.UPDATE,
    names: subject,
  }),
  /** Beyond AKHQ: the subject's compatibility level (the global one when it has none). */
  config: operation({
    method: 'GET',
    path: '/:cluster/schema/:subject/config',
    params: SubjectParams,
    answer: SchemaConfig,
    permission: P.SCHEMA.READ,
    names: subject,
  }),
  /** Beyond AKHQ: sets the subject's own level, without registering a version. */
  updateConfig: operation({
    method: 'PUT',
    path: '/:cluster/schema/:subject/config',
    params: SubjectParams,
    body: SchemaConfig,
    answer: SchemaConfig,
    permission: P.SCHEMA.UPDATE,
    names: subject,
  }),
  delete: operation({
    method: 'DELETE',
    path: '/:cluster/schema/:subject',
    params: SubjectParams,
    query: SchemaDeleteQuery,
    answer: z.null(),
    status: 204,
    permission: P.SCHEMA.DELETE,
    names: subject,
  }),
  versions: operation({
    method: 'GET',
    path: '/:cluster/schema/:subject/version',
    params: SubjectParams,
    answer: SchemaVersions,
    permission: P.SCHEMA.READ,
    names: subject,
  }),
  deleteVersion: operation({
    method: 'DELETE',
    path: '/:cluster/schema/:subject/version/:version',
    params: SubjectVersionParams,
    answer: z.null(),
    status: 204,
    permission: P.SCHEMA.DELETE_VERSION,
    names: subject,
  }),
};
