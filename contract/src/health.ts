import { z } from 'zod';

export const ComponentHealth = z.object({
  reachable: z.boolean(),
  latencyMs: z.number().optional(),
  error: z.string().optional(),
});

/** `GET /health`: 200 when every cluster answers, 503 otherwise; the body says which. */
export const Health = z.object({
  status: z.enum(['UP', 'DEGRADED']),
  clusters: z.record(z.string(), ComponentHealth),
});
export type Health = z.infer<typeof Health>;
