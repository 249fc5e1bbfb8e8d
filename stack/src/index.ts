// Programmatic API of the stack, imported as `@console/stack` by the test runner and the demo config.

export { confluentProduceScript, confluentPython, fetchConfluent } from './confluent/venv.ts';
export { ensureDebianPackage } from './debian.ts';
export { endpoints } from './endpoints.ts';
export { fetchDeps } from './fetch.ts';
export { seed } from './seed/index.ts';
export { type ComponentStatus, down, status, type UpResult, up } from './stack.ts';
