import { entityText, type Quota, type QuotaChange } from '@console/contract';
import { quotaOps } from '@console/contract/api/quota';
import { useOperation } from '../../lib/use-operation.ts';
import { quotaKeys } from './quota-queries.ts';

// Every change refreshes every quota view of the cluster, the ACL principal page's section included
// (it reads under the same keys).

export function useCreateQuota(cluster: string) {
  return useOperation(quotaOps.create, {
    input: (change: QuotaChange) => ({ params: { cluster }, body: change }),
    success: (answer) => `Quotas of ${entityText(answer.entity)} created`,
    invalidates: () => [quotaKeys.all(cluster)],
  });
}

export function useUpdateQuota(cluster: string) {
  return useOperation(quotaOps.update, {
    input: (change: QuotaChange) => ({ params: { cluster }, body: change }),
    success: (answer) => `Quotas of ${entityText(answer.entity)} updated`,
    invalidates: () => [quotaKeys.all(cluster)],
  });
}

/** Removes every quota of the entity. */
export function useDeleteQuota(cluster: string) {
  return useOperation(quotaOps.delete, {
    input: (quota: Quota) => ({ params: { cluster }, body: { entity: quota.entity } }),
    success: (_, quota) => `Quotas of ${entityText(quota.entity)} deleted`,
    invalidates: () => [quotaKeys.all(cluster)],
  });
}
