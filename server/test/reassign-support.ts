// Kafka's own tools for the reassignment tests live once in the stack workspace, shared with the
// browser tests.
export * from '@console/stack/reassign-kafka';
