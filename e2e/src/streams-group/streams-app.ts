// WordCountDemo on the streams protocol lives once, in the stack workspace, for these tests and
// the server's integration tests alike.
export {
  ensureWordCountTopics,
  groupsTool,
  type StreamsApp,
  startWordCount,
  WORDCOUNT_INPUT,
} from '@console/stack/streams-app';
