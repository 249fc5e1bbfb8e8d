import type { Compatibility, SchemaCandidate, SchemaCreate } from '@console/contract';
import { schemaOps } from '@console/contract/api/schema';
import { useOperation } from '../../lib/use-operation.ts';
import { schemaKeys } from './schema-queries.ts';

// The changes of the schema registry area (spec §2.9) with the spec's success texts (§8). Every
// change makes the whole area stale: lists, the subject and its versions.

/** 'Create a Subject': the new subject with its first version and compatibility level. */
export function useCreateSchema(cluster: string) {
  return useOperation(schemaOps.create, {
    input: (body: SchemaCreate) => ({ params: { cluster }, body }),
    success: (schema) => `Schema '${schema.subject}' created`,
    invalidates: () => [schemaKeys.all(cluster)],
  });
}

/** Update tab: a new version of the subject, optionally with a new compatibility level. */
export function useUpdateSchema(cluster: string) {
  return useOperation(schemaOps.update, {
    input: (body: SchemaCreate) => ({ params: { cluster, subject: body.subject }, body }),
    success: (schema) => `Schema '${schema.subject}' updated (version ${schema.version})`,
    invalidates: () => [schemaKeys.all(cluster)],
  });
}

/** Beyond the spec: asks the registry whether a candidate may follow the latest version; changes nothing. */
export function useCheckCompatibility(cluster: string, subject: string) {
  return useOperation(schemaOps.compatibility, {
    input: ({ schema, schemaType, references }: SchemaCandidate) => ({
      params: { cluster, subject },
      body: { schema, schemaType, references },
    }),
  });
}

/** Delete action of the list: the subject (soft delete, as AKHQ). */
export function useDeleteSchema(cluster: string) {
  return useOperation(schemaOps.delete, {
    input: (subject: string) => ({ params: { cluster, subject } }),
    success: (_, subject) => `Schema '${subject}' is deleted`,
    invalidates: () => [schemaKeys.all(cluster)],
  });
}

/** Delete action of the versions tab (DELETE_VERSION). */
export function useDeleteSchemaVersion(cluster: string, subject: string) {
  return useOperation(schemaOps.deleteVersion, {
    input: (version: number) => ({ params: { cluster, subject, version } }),
    success: (_, version) => `Version ${version} of schema '${subject}' is deleted`,
    invalidates: () => [schemaKeys.all(cluster)],
  });
}

/** Beyond the spec: the registry's global level, used by every subject without its own. */
export function useUpdateGlobalCompatibility(cluster: string) {
  return useOperation(schemaOps.updateGlobalConfig, {
    input: (compatibilityLevel: Compatibility) => ({ params: { cluster }, body: { compatibilityLevel } }),
    success: (config) => `Global compatibility is ${config.compatibilityLevel}`,
    invalidates: () => [schemaKeys.all(cluster)],
  });
}

/** Beyond the spec: a subject's own level, without registering a version. */
export function useUpdateSubjectCompatibility(cluster: string, subject: string) {
  return useOperation(schemaOps.updateConfig, {
    input: (compatibilityLevel: Compatibility) => ({
      params: { cluster, subject },
      body: { compatibilityLevel },
    }),
    success: (config) => `Compatibility of '${subject}' is ${config.compatibilityLevel}`,
    invalidates: () => [schemaKeys.all(cluster)],
  });
}
