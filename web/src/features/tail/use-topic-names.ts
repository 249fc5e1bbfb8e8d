import { topicOps } from '@console/contract/api/topic';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { call } from '../../lib/api.ts';
import { retryWhileDown } from '../../lib/retry-while-down.ts';

// The tail's topic picker. A tail is often opened while its cluster is down (it waits for it): the
// list is asked again while it fails, and once it answers, its failure's sticky toast (lib/notify.ts
// names it by kind and message) is closed, since the tail's own notice has said the rest.

export function useTopicNames(cluster: string) {
  const names = useQuery({
    queryKey: ['cluster', cluster, 'topic', 'names'],
    queryFn: ({ signal }) => call(topicOps.names, { params: { cluster }, signal }),
    refetchInterval: retryWhileDown,
  });
  // Every failure of the outage is closed, not only the last: its message may change on the way
  // (refused, then timed out), and each message has its own toast.
  const failed = useRef(new Set<string>());
  useEffect(() => {
    if (names.error) failed.current.add(names.error.message);
    else if (names.isSuccess && failed.current.size > 0) {
      for (const message of failed.current) notifications.hide(`error:${message}`);
      failed.current.clear();
    }
  }, [names.error, names.isSuccess]);
  return names;
}
