import type {
  CopyAnswer,
  CopyRequest,
  Partition,
  ProduceRequest,
  SearchEvent,
  TopicDataPage,
  TopicRecord,
} from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiUrl } from '../../app/config.ts';
import { api } from '../../lib/api.ts';

/** Query keys, fetchers and the search event stream of the topic-data area (spec §7 "Topics"). */
export const topicDataKeys = {
  all: (clusterId: string, topic: string) => ['cluster', clusterId, 'topic', topic, 'data'] as const,
  page: (clusterId: string, topic: string, query: Record<string, string | undefined>) =>
    [...topicDataKeys.all(clusterId, topic), 'page', query] as const,
};

const base = (clusterId: string, topic: string) =>
  `${encodeURIComponent(clusterId)}/topic/${encodeURIComponent(topic)}`;

export const topicDataQueries = {
  page: (clusterId: string, topic: string, query: Record<string, string | undefined>) =>
    queryOptions({
      queryKey: topicDataKeys.page(clusterId, topic, query),
      queryFn: ({ signal }) => api<TopicDataPage>(`${base(clusterId, topic)}/data`, { signal, query }),
    }),
  single: (clusterId: string, topic: string, partition: number, offset: number) =>
    queryOptions({
      queryKey: [...topicDataKeys.all(clusterId, topic), 'single', partition, offset],
      queryFn: ({ signal }) =>
        api<TopicDataPage>(`${base(clusterId, topic)}/data/record/${partition}/${offset}`, { signal }),
    }),
  partitions: (clusterId: string, topic: string) =>
    queryOptions({
      queryKey: [...topicDataKeys.all(clusterId, topic), 'partitions'],
      queryFn: ({ signal }) => api<Partition[]>(`${base(clusterId, topic)}/partitions`, { signal }),
    }),
};

export const topicDataApi = {
  produce: (clusterId: string, topic: string, body: ProduceRequest) =>
    api<TopicRecord[]>(`${base(clusterId, topic)}/data`, { method: 'POST', body }),
  deleteRecord: (clusterId: string, topic: string, partition: number, key: string) =>
    api<TopicRecord>(`${base(clusterId, topic)}/data`, {
      method: 'DELETE',
      query: { partition, key },
      body: { partition, key },
    }),
  copy: (clusterId: string, topic: string, toCluster: string, toTopic: string, body: CopyRequest) =>
    api<CopyAnswer>(
      `${base(clusterId, topic)}/copy/${encodeURIComponent(toCluster)}/topic/${encodeURIComponent(toTopic)}`,
      { method: 'POST', body },
    ),
  downloadUrl: (clusterId: string, topic: string, query: Record<string, string | undefined>) =>
    `${apiUrl}/${base(clusterId, topic)}/data/download?${new URLSearchParams(defined(query)).toString()}`,
};

function defined(query: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
}

export interface SearchHandlers {
  onBody: (event: SearchEvent) => void;
  onEnd: (event: SearchEvent) => void;
  onError: () => void;
}

/** Opens the search event stream (spec §4); returns the function that stops it. */
export function openSearch(
  clusterId: string,
  topic: string,
  query: Record<string, string | undefined>,
  handlers: SearchHandlers,
): () => void {
  const url = `${apiUrl}/${base(clusterId, topic)}/data/search?${new URLSearchParams(defined(query)).toString()}`;
  const source = new EventSource(url, { withCredentials: true });
  source.addEventListener('searchBody', (e) => handlers.onBody(JSON.parse((e as MessageEvent).data)));
  source.addEventListener('searchEnd', (e) => {
    source.close();
    handlers.onEnd(JSON.parse((e as MessageEvent).data));
  });
  source.addEventListener('searchError', () => {
    source.close();
    handlers.onError();
  });
  source.onerror = () => {
    if (source.readyState === EventSource.CLOSED) handlers.onError();
  };
  return () => source.close();
}
