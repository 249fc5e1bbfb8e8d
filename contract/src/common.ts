import { z } from 'zod';

/** Error answer of every API call (design.md §5). */
export const ErrorBody = z.object({
  message: z.string(),
  stacktrace: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** AKHQ's ResultPagedList: `page` is the total number of pages, not the current one. */
export function pagedList<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item).optional(),
    before: z.string().optional(),
    after: z.string().optional(),
    page: z.number().int(),
    total: z.number().int(),
    pageSize: z.number().int(),
  });
}

export const ClusterParams = z.object({ cluster: z.string().min(1) });
