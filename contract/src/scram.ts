import { z } from 'zod';
import { ClusterParams } from './common.ts';

// SCRAM users (issue 16; not in AKHQ): the credentials Kafka keeps for SASL/SCRAM logins
// (DescribeUserScramCredentials / AlterUserScramCredentials, `kafka-configs.sh --entity-type users
// --alter --add-config 'SCRAM-SHA-512=[password=...]'`). Passwords go one way only: the server
// salts and hashes them and never answers, logs or echoes one.

export const SCRAM_MECHANISMS = ['SCRAM-SHA-256', 'SCRAM-SHA-512'] as const;
export const ScramMechanism = z.enum(SCRAM_MECHANISMS);
export type ScramMechanism = z.infer<typeof ScramMechanism>;

/** Kafka refuses fewer (RFC 7677's minimum) and more than 16,384 iterations. */
export const SCRAM_ITERATIONS = { min: 4096, max: 16384, default: 8192 } as const;

export const ScramCredential = z.object({ mechanism: ScramMechanism, iterations: z.number().int() });
export const ScramUser = z.object({ name: z.string(), credentials: z.array(ScramCredential) });
export type ScramUser = z.infer<typeof ScramUser>;
export const ScramUsers = z.array(ScramUser);

export const ScramUserListQuery = z.object({ search: z.string().optional() });
export const ScramUserParams = ClusterParams.extend({ user: z.string().min(1) });
export const ScramDeleteQuery = z.object({
  /** Only this mechanism's credential; all of the user's when left out (the user is gone). */
  mechanism: ScramMechanism.optional(),
});

/** A password and how to store it; the user is named by the path (change) or the body (create). */
export const ScramCredentialChange = z.object({
  mechanism: ScramMechanism,
  iterations: z
    .number()
    .int('iterations must be a whole number')
    .min(SCRAM_ITERATIONS.min, `iterations must be at least ${SCRAM_ITERATIONS.min}`)
    .max(SCRAM_ITERATIONS.max, `iterations must be at most ${SCRAM_ITERATIONS.max}`)
    .default(SCRAM_ITERATIONS.default),
  password: z
    .string()
    .min(1, 'the password cannot be empty')
    .max(1024, 'the password is over 1,024 characters'),
});
export type ScramCredentialChange = z.output<typeof ScramCredentialChange>;

export const ScramUserCreate = ScramCredentialChange.extend({
  user: z
    .string()
    .min(1, 'the user name cannot be empty')
    .max(256, 'the user name is over 256 characters')
    // Such a user could never be changed or deleted: '.' and '..' do not survive in a URL path.
    .refine((name) => name !== '.' && name !== '..', "'.' and '..' cannot be user names here"),
});
export type ScramUserCreate = z.output<typeof ScramUserCreate>;

const confirmed = <T extends { password: string; confirm: string }>(form: T) =>
  form.password === form.confirm;
const mismatch = { message: 'the two passwords differ', path: ['confirm'] };

/** The web form: the password typed twice. */
export const ScramUserCreateForm = ScramUserCreate.extend({ confirm: z.string() }).refine(
  confirmed,
  mismatch,
);
export const ScramPasswordForm = ScramCredentialChange.extend({ confirm: z.string() }).refine(
  confirmed,
  mismatch,
);
