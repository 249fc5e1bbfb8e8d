// Share groups written and read with Kafka's own tools: they live once in the stack workspace
// (@console/stack/share-kafka), shared with the e2e tests.
export {
  consumerGroupList,
  coordinatorOf,
  describedMembers,
  describedOffsets,
  describedState,
  readFromEarliest,
  type ShareConsumer,
  shareGroupList,
  startShareConsumer,
} from '@console/stack/share-kafka';
