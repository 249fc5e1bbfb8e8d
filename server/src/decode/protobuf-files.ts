import protobuf from 'protobufjs';
import descriptor from 'protobufjs/ext/descriptor.js';
import { knownImport } from './well-known-protos.ts';

// Builds one protobufjs root from a registry's Protobuf schema and every file it imports. A schema
// comes either as .proto text or, as Confluent's serializers register it and registries (Apicurio's
// Confluent API included) hand it back, as a base64 FileDescriptorProto; both are read. Imports are
// found among the schema's references (resolved from the registry by the caller), then among the
// well-known files (google/protobuf/*, google/type/*, confluent/*), which Confluent's serializers do
// not register.

/** A file of the schema: its import name and its content (.proto text or base64 descriptor). */
export interface ProtoSource {
  name: string;
  schema: string;
}

/**
 * The main file's message types as Confluent's message indexes count them: top-level messages in
 * declaration order, each with its nested messages (full names, without the leading dot).
 */
export interface MessageTree {
  name: string;
  nested: MessageTree[];
}

export interface ProtoFiles {
  root: protobuf.Root;
  /** The main file's messages, for the message-index path of the wire format. */
  messages: MessageTree[];
  /** Imports found nowhere; types they define are reported as missing when used. */
  missing: string[];
}

/** A serialized FileDescriptorProto in base64: no whitespace, no `;`, nothing a .proto text has. */
function isDescriptor(schema: string): boolean {
  return /^[A-Za-z0-9+/]+={0,2}$/.test(schema.trim());
}

const EDITIONS: Record<number, string> = { 1000: '2023', 1001: '2024' };

function editionOf(fd: descriptor.IFileDescriptorProto): string {
  if (fd.syntax === 'editions') return EDITIONS[Number(fd.edition)] ?? '2023';
  return fd.syntax === 'proto3' ? 'proto3' : 'proto2';
}

function treeOfDescriptors(prefix: string, types: descriptor.IDescriptorProto[] | undefined): MessageTree[] {
  return (types ?? []).map((t) => {
    const name = prefix ? `${prefix}.${t.name}` : (t.name as string);
    return { name, nested: treeOfDescriptors(name, t.nestedType) };
  });
}

function messageTypes(ns: protobuf.NamespaceBase): protobuf.Type[] {
  return ns.nestedArray.filter((n): n is protobuf.Type => n instanceof protobuf.Type);
}

function treeOfTypes(types: protobuf.Type[]): MessageTree[] {
  return types.map((t) => ({ name: t.fullName.slice(1), nested: treeOfTypes(messageTypes(t)) }));
}

interface ParsedFile {
  root: protobuf.Root;
  imports: string[];
  messages: MessageTree[];
}

function parseFile(schema: string): ParsedFile {
  if (isDescriptor(schema)) {
    const fd = descriptor.FileDescriptorProto.decode(
      Buffer.from(schema.trim(), 'base64'),
    ) as descriptor.IFileDescriptorProto;
    const root = new protobuf.Root();
    const pkg = fd.package ?? '';
    const ns: protobuf.NamespaceBase = pkg ? root.define(pkg) : root;
    const context = { edition: editionOf(fd), keepCase: true };
    for (const t of fd.messageType ?? []) ns.add(protobuf.Type.fromDescriptor(t, context));
    for (const e of fd.enumType ?? []) ns.add(protobuf.Enum.fromDescriptor(e, context));
    return { root, imports: fd.dependency ?? [], messages: treeOfDescriptors(pkg, fd.messageType) };
  }
  const parsed = protobuf.parse(schema, new protobuf.Root(), { keepCase: true });
  const pkg = parsed.package ? parsed.root.lookup(parsed.package) : parsed.root;
  const types = pkg instanceof protobuf.Namespace || pkg instanceof protobuf.Root ? messageTypes(pkg) : [];
  return {
    root: parsed.root,
    imports: [...(parsed.imports ?? []), ...(parsed.weakImports ?? [])],
    messages: treeOfTypes(types),
  };
}

const isPlainNamespace = (n: protobuf.ReflectionObject): n is protobuf.Namespace =>
  n instanceof protobuf.Namespace && !(n instanceof protobuf.Type) && !(n instanceof protobuf.Service);

/** Moves everything of `from` into `into`, merging packages that several files share. */
function merge(into: protobuf.NamespaceBase, from: protobuf.NamespaceBase): void {
  for (const item of [...from.nestedArray]) {
    from.remove(item);
    const existing = into.get(item.name);
    if (existing && isPlainNamespace(existing) && isPlainNamespace(item)) merge(existing, item);
    else into.add(item);
  }
}

/**
 * The root of `main` with its imports (dependencies before dependents, each file once), resolved.
 * Throws with the names of imports found nowhere when a type they define is used.
 */
export function loadProtoFiles(main: string, references: ProtoSource[]): ProtoFiles {
  const byName = new Map(references.map((r) => [r.name, r.schema]));
  const root = new protobuf.Root();
  const done = new Set<string>();
  const missing: string[] = [];
  const add = (name: string, depth: number) => {
    if (done.has(name)) return;
    done.add(name);
    if (depth > 32) throw new Error(`imports nested deeper than 32 files at ${name}`);
    const schema = byName.get(name);
    if (schema !== undefined) {
      const file = parseFile(schema);
      for (const i of file.imports) add(i, depth + 1);
      merge(root, file.root);
      return;
    }
    const known = knownImport(name);
    if (!known) {
      missing.push(name);
      return;
    }
    if ('json' in known) {
      root.addJSON(known.json.nested ?? {});
      return;
    }
    const file = parseFile(known.text);
    for (const i of file.imports) add(i, depth + 1);
    merge(root, file.root);
  };
  const file = parseFile(main);
  for (const i of file.imports) add(i, 1);
  merge(root, file.root);
  try {
    root.resolveAll();
  } catch (error) {
    const hint = missing.length > 0 ? ` (imports not in the schema's references: ${missing.join(', ')})` : '';
    throw new Error(`${(error as Error).message}${hint}`);
  }
  return { root, messages: file.messages, missing };
}
