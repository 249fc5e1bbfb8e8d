// Kafka's own tools for the list tests live once in the stack workspace; this path stays for the
// integration tests that import it.
export * from '@console/stack/list-kafka';
