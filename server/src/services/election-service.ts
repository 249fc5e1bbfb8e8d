import type { ElectionResult, ElectionResults, ElectLeadersBody } from '@console/contract';
import { type Admin, protocolErrorsCodesById } from '@platformatic/kafka';
import { badRequest, notFound } from '../errors.ts';
import { electLeaders } from '../kafka/elect-leaders.ts';
import { clusterSnapshot } from './topic-metadata.ts';

// Leader elections of a topic's partitions (issue 16), what kafka-leader-election.sh does. A
// preferred election gives leadership back to each partition's first replica; an unclean one lets
// an out-of-sync replica lead a partition that has no leader (records it lacks are lost).

const NOT_NEEDED = 84; // ELECTION_NOT_NEEDED

async function leaders(admin: Admin, topic: string) {
  const meta = (await clusterSnapshot(admin, [topic])).topics.get(topic);
  if (!meta) throw notFound(`Topic '${topic}' doesn't exist`);
  return meta;
}

export async function electTopicLeaders(
  admin: Admin,
  topic: string,
  body: ElectLeadersBody,
  timeoutMs: number,
): Promise<ElectionResults> {
  const meta = await leaders(admin, topic);
  const ids = meta.partitions.map((p) => p.id);
  const missing = (body.partitions ?? []).filter((p) => !ids.includes(p));
  if (missing.length > 0) {
    throw badRequest(
      `Partition ${missing.join(', ')} does not exist: topic '${topic}' has partitions 0 to ${ids.length - 1}`,
    );
  }
  const partitions = [...new Set(body.partitions ?? ids)].sort((a, b) => a - b);
  const answers = await electLeaders(
    admin,
    body.type === 'PREFERRED' ? 0 : 1,
    [{ topic, partitions }],
    timeoutMs,
  );
  // The controller has committed the new leaders; the brokers' metadata follows within moments.
  let after = await leaders(admin, topic);
  for (let i = 0; i < 20 && body.type === 'PREFERRED'; i++) {
    const stale = answers.some((a) => {
      const p = after.partitions.find((x) => x.id === a.partition);
      return a.errorCode === 0 && p !== undefined && p.leader !== p.replicas[0];
    });
    if (!stale) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
    after = await leaders(admin, topic);
  }
  const results = answers
    .map((a): ElectionResult => {
      const leader = after.partitions.find((p) => p.id === a.partition)?.leader;
      const known = leader !== undefined && leader >= 0 ? { leader } : {};
      if (a.errorCode === 0)
        return {
          partition: a.partition,
          outcome: 'ELECTED',
          ...known,
          // The brokers' metadata may not show the new leader yet: say only what is known.
          message:
            'leader' in known
              ? `Broker ${known.leader} now leads`
              : 'Elected; the metadata shows no leader yet',
        };
      const error = protocolErrorsCodesById[a.errorCode] ?? `ERROR_${a.errorCode}`;
      if (a.errorCode === NOT_NEEDED) {
        const message =
          body.type === 'PREFERRED' ? 'Already the preferred leader' : 'The partition already has a leader';
        return { partition: a.partition, outcome: 'NOT_NEEDED', ...known, message, error };
      }
      return { partition: a.partition, outcome: 'FAILED', ...known, message: a.errorMessage || error, error };
    })
    .sort((a, b) => a.partition - b.partition);
  return { topic, type: body.type, results };
}
