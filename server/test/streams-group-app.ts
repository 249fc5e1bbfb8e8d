// WordCountDemo on the streams protocol lives once, in the stack workspace, for these tests and
// the browser tests alike.
export {
  ensureWordCountTopics,
  groupsTool,
  type StreamsApp,
  startWordCount,
  WORDCOUNT_INPUT,
} from '@console/stack/streams-app';
