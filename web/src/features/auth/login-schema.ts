import { z } from 'zod';

/** Login form of spec §5: both fields required; the submit button stays disabled until valid. */
export const LoginForm = z.object({
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});
export type LoginForm = z.infer<typeof LoginForm>;
