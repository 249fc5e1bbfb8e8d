import type { ClusterFeatures, FeatureUpdate, FeatureUpdateResult } from '@console/contract';
import { type Admin, apiVersionsV4, FeatureUpgradeTypes, updateFeaturesV1 } from '@platformatic/kafka';
import { badRequest } from '../errors.ts';
import { anyBroker } from '../kafka/any-broker.ts';
import { forgetReads } from '../kafka/coalesce.ts';

// Feature levels (`kafka-features.sh describe/upgrade`). Kafka has no DescribeFeatures request of
// its own: the admin client's describeFeatures reads the ApiVersions answer, whose tagged fields
// carry the broker's supported range and the cluster's finalized levels. Upgrades go through
// UpdateFeatures (key 57), which any broker forwards to the active controller.

/** Finalized and supported levels, from the first broker that answers. */
export async function describeFeatures(admin: Admin): Promise<ClusterFeatures> {
  const connection = await anyBroker(admin);
  const answer = await apiVersionsV4.api.async(connection, 'kafka-console', '1');
  const finalized = new Map((answer.finalizedFeatures ?? []).map((f) => [f.name, f.maxVersionLevel]));
  const features = (answer.supportedFeatures ?? [])
    .map((f) => ({
      name: f.name,
      supportedMin: f.minVersion,
      supportedMax: f.maxVersion,
      // A feature Kafka does not list as finalized is at level 0, as kafka-features.sh shows it.
      finalized: finalized.get(f.name) ?? 0,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { finalizedEpoch: Number(answer.finalizedFeaturesEpoch), features };
}

/**
 * Raises one feature to `level` (upgrade type UPGRADE only: the console never downgrades). An
 * unknown feature is refused here with the names Kafka knows; a level below the finalized one or
 * above what the brokers support is sent on, so Kafka's own refusal (INVALID_UPDATE_VERSION, 400)
 * is what the caller reads. `validateOnly` asks the controller without changing anything.
 */
export async function updateFeature(admin: Admin, update: FeatureUpdate): Promise<FeatureUpdateResult> {
  const current = await describeFeatures(admin);
  const feature = current.features.find((f) => f.name === update.feature);
  if (!feature) {
    const known = current.features.map((f) => f.name).join(', ');
    throw badRequest(`Unknown feature '${update.feature}': this cluster has ${known}`);
  }
  const validateOnly = update.validateOnly ?? false;
  const connection = await anyBroker(admin);
  await updateFeaturesV1.api.async(
    connection,
    30_000,
    [{ feature: update.feature, maxVersionLevel: update.level, upgradeType: FeatureUpgradeTypes.UPGRADE }],
    validateOnly,
  );
  forgetReads(admin);
  const from = feature.finalized;
  const verb = from === update.level ? 'stays at' : validateOnly ? 'can be upgraded to' : 'upgraded to';
  return {
    feature: update.feature,
    from,
    to: update.level,
    validateOnly,
    // A refusal throws (ResponseError); on success Kafka's message is just 'NONE' or empty.
    message: `${update.feature} ${verb} level ${update.level}${validateOnly ? ' (dry run: nothing changed)' : ''}`,
  };
}
