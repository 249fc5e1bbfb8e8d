import { TopicDetailPage } from '../features/topic/topic-detail-page.tsx';
import { TopicDataTab } from '../features/topic-data/index.ts';

// The topic detail page with the data tab of the topic-data area (features do not import each
// other); loaded on demand by topic-routes.tsx as one chunk.
export function TopicDetailView() {
  return <TopicDetailPage renderDataTab={(p) => <TopicDataTab {...p} />} />;
}
