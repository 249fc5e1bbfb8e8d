import type { StreamsSupport } from '@console/contract';
import { type Admin, apiVersionsV4 } from '@platformatic/kafka';
import { conflict } from '../errors.ts';
import { anyBroker } from '../kafka/any-broker.ts';

// Whether a cluster has streams groups (KIP-1071): its brokers must know StreamsGroupDescribe
// (API key 89) and the cluster must have finalized streams.version ≥ 1. Kafka 4.0 knows the request
// but leaves the feature at 0; older brokers know neither. Applications on such clusters keep using
// classic consumer groups, which the Consumer Groups screen shows.

const STREAMS_GROUP_DESCRIBE = 89;

interface VersionsAnswer {
  apiKeys: Array<{ apiKey: number; minVersion: number; maxVersion: number }>;
  supportedFeatures?: Array<{ name: string; maxVersion: number }>;
  finalizedFeatures?: Array<{ name: string; maxVersionLevel: number }>;
}

/** The verdict from one broker's ApiVersions answer (pure, so it is tested without a broker). */
export function streamsSupportOf(answer: VersionsAnswer): StreamsSupport {
  const key = answer.apiKeys.find((k) => k.apiKey === STREAMS_GROUP_DESCRIBE);
  const supportedMax = answer.supportedFeatures?.find((f) => f.name === 'streams.version')?.maxVersion;
  const finalized = answer.finalizedFeatures?.find((f) => f.name === 'streams.version')?.maxVersionLevel ?? 0;
  const describeVersions = key ? { min: key.minVersion, max: key.maxVersion } : undefined;
  const feature = supportedMax !== undefined ? { finalized, supportedMax } : undefined;
  const base = { ...(describeVersions ? { describeVersions } : {}), ...(feature ? { feature } : {}) };
  const classic =
    'Kafka Streams applications on this cluster use classic consumer groups: see Consumer Groups.';
  if (!key || !feature) {
    return {
      supported: false,
      ...base,
      message: `The brokers do not support streams groups (KIP-1071 needs Kafka 4.1 or later). ${classic}`,
    };
  }
  if (finalized < 1) {
    return {
      supported: false,
      ...base,
      message: `streams.version is finalized at ${finalized} (the brokers support up to ${supportedMax}): streams groups are off until it is upgraded to 1 (Cluster › Features). ${classic}`,
    };
  }
  return { supported: true, ...base, message: `Streams groups are on (streams.version ${finalized}).` };
}

export async function streamsSupport(admin: Admin): Promise<StreamsSupport> {
  const connection = await anyBroker(admin);
  return streamsSupportOf(await apiVersionsV4.api.async(connection, 'kafka-console', '1'));
}

/** Refuses with the verdict's words when the cluster has no streams groups. */
export async function assertStreamsSupport(admin: Admin): Promise<void> {
  const support = await streamsSupport(admin);
  if (!support.supported) throw conflict(support.message);
}
