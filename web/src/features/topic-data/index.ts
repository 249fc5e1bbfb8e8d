export { TopicDataTab } from './topic-data-tab.tsx';
