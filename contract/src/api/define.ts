import type { z } from 'zod';
import type { Permission } from '../permissions.ts';

// The route table: every API operation defined once (design.md §5). The server registers its
// Fastify routes from these definitions and its permission hook enforces them, names included; the
// web app calls them through a typed client; the OpenAPI document comes from the same schemas.
//
// A table of our own rather than ts-rest or oRPC: AKHQ's wire format has paths such as
// `/topic/name` beside `/topic/{topic}`, server-sent events, file downloads and GET aliases of
// changes, and every operation needs a name scope next to its permission. Both libraries want to
// own routing and errors; this file and the two consumers stay under 300 lines.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Where a name sits in a request or an answer: dotted fields, `[]` steps into every item of an
 * array, `{}` into every value of a map. `params.topic`, `body[].topic`, `query.topics`
 * (a string array counts as several names), `results[].offsets[]`.
 */
export type NamePath = string;

/** A request field that names a topic, group, subject, connector, engine, node or principal. */
export interface NameScope {
  /** `params.x`, `query.x` or `body.x...` */
  at: NamePath;
  /** What the caller needs on that name; the operation's own permission when left out. */
  need?: Permission;
  /** The cluster the name belongs to when it is not the path's `cluster` (copy's target). */
  cluster?: NamePath;
}

/**
 * A part of the answer that names things: items the caller may not see are left out before the
 * answer is sent. `at` is the array (or the map, with a trailing `{}`, filtered by key) to filter;
 * `name` the field of each item holding the name (the item itself when left out). `at: ''` with
 * `name` means the whole answer is about one name: outside the caller's patterns it is refused.
 */
export interface AnswerScope {
  at: NamePath;
  name?: string;
  need?: Permission;
  /** The field is left out when its array is empty once filtered (AKHQ leaves out empty fields). */
  omitEmpty?: true;
  /** The names belong to the cluster named by this field of the object holding them (not the path's). */
  clusterFrom?: string;
}

/** What the operation answers: JSON (the default), server-sent events or a file download. */
export type AnswerKind = 'json' | 'events' | 'file';

export interface OperationDef {
  method: Method;
  /** Fastify's syntax, relative to the API root: `/:cluster/topic/:topic`. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer; `null` with `status: 204`. Left out for events and files. */
  answer?: z.ZodType;
  status?: 200 | 201 | 202 | 204;
  kind?: AnswerKind;
  /** Resource x action on the path's cluster, or 'public' for the few anonymous calls. */
  permission: Permission | 'public';
  /** Where the cluster is when the path has none (`query.cluster`): the permission is checked there. */
  cluster?: NamePath;
  names?: readonly NameScope[];
  visible?: readonly AnswerScope[];
  /** Shown in the OpenAPI document. */
  summary?: string;
  /** Left out of the OpenAPI document. */
  hide?: true;
  /** A GET that changes state (AKHQ's aliases): refused from other sites like any change. */
  changes?: true;
}

/** `'/:cluster/topic/:topic'` -> `'cluster' | 'topic'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path with parameters needs a params schema that has each of them. */
type PathChecked<D extends OperationDef> = [PathParamNames<D['path']>] extends [never]
  ? unknown
  : { params: z.ZodType<Record<PathParamNames<D['path']>, unknown>> };

/**
 * Keeps the literal types of a definition so the client and server can infer from it, and checks
 * that every `:name` of the path is in the params schema (a renamed parameter is a type error).
 */
export function operation<const D extends OperationDef>(def: D & PathChecked<D>): D {
  return def;
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

export type ParamsOf<O extends OperationDef> = Input<O['params']>;
export type QueryOf<O extends OperationDef> = Input<O['query']>;
export type BodyOf<O extends OperationDef> = Input<O['body']>;
export type AnswerOf<O extends OperationDef> = O['status'] extends 204
  ? undefined
  : O['answer'] extends z.ZodType
    ? z.output<O['answer']>
    : unknown;

/** What the server's handler receives after validation. */
export interface Parsed<O extends OperationDef> {
  Params: Output<O['params']>;
  Querystring: Output<O['query']>;
  Body: Output<O['body']>;
}

/** The values found at a path (strings and numbers as strings); arrays of names count each. */
export function namesAt(root: unknown, path: NamePath): string[] {
  const found: string[] = [];
  const walk = (value: unknown, steps: readonly string[]) => {
    if (value === undefined || value === null) return;
    if (steps.length === 0) {
      if (Array.isArray(value)) for (const v of value) walk(v, steps);
      else if (typeof value === 'string' || typeof value === 'number') found.push(String(value));
      return;
    }
    const [step, ...rest] = steps as [string, ...string[]];
    if (step === '[]') {
      if (Array.isArray(value)) for (const v of value) walk(v, rest);
    } else if (step === '{}') {
      if (typeof value === 'object') for (const v of Object.values(value)) walk(v, rest);
    } else if (typeof value === 'object' && Object.hasOwn(value, step)) {
      walk((value as Record<string, unknown>)[step], rest);
    }
  };
  walk(root, splitPath(path));
  return found;
}

/** `results[].offsets` -> ['results', '[]', 'offsets']. */
export function splitPath(path: NamePath): string[] {
  return path
    .split('.')
    .filter(Boolean)
    .flatMap((part) => {
      const m = /^(.*?)((?:\[\]|\{\})*)$/.exec(part);
      const field = m?.[1] ?? part;
      const steps = m?.[2]?.match(/\[\]|\{\}/g) ?? [];
      return [...(field ? [field] : []), ...steps];
    });
}

/** The path with each `:name` replaced by its parameter, encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path parameter '${name}'`);
    return encodeURIComponent(String(value));
  });
}
