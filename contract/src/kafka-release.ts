// Which Kafka release a `metadata.version` feature level belongs to (Kafka's MetadataVersion):
// the overview and the node list name each broker's version by it, the feature table explains
// the level with it.

/** Kafka release of the highest `metadata.version` level a broker supports (MetadataVersion.java). */
const RELEASES: ReadonlyArray<[number, string]> = [
  [30, '4.3'],
  [27, '4.1'],
  [25, '4.0'],
  [21, '3.9'],
  [20, '3.8'],
  [19, '3.7'],
  [14, '3.6'],
  [11, '3.5'],
  [8, '3.4'],
  [7, '3.3'],
];

export function releaseOf(level: number): string {
  for (const [min, release] of RELEASES) if (level >= min) return level === min ? release : `${release}+`;
  return `< 3.3`;
}
