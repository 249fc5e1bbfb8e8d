import { ops } from '@console/contract';
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
    queryFn: ({ signal }) => call(ops.topic.names, { params: { cluster }, signal }),
    refetchInterval: retryWhileDown,
  });
  const failed = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (names.error) failed.current = names.error.message;
    else if (names.isSuccess && failed.current !== undefined) {
      notifications.hide(`error:${failed.current}`);
      failed.current = undefined;
    }
  }, [names.error, names.isSuccess]);
  return names;
}
