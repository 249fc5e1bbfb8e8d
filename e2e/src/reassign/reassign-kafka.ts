// Kafka's own tools for the reassignment tests live once in the stack workspace, shared with the
// server's integration tests.
export * from '@console/stack/reassign-kafka';
