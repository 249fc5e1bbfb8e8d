export * from './auth.ts';
export * from './cluster.ts';
export * from './common.ts';
export * from './format.ts';
export * from './health.ts';
export * from './node.ts';
export * from './permissions.ts';
