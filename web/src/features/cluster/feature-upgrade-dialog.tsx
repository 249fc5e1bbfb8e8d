import type { ClusterFeature } from '@console/contract';
import { Alert, Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useFeatureDryRun, useFeatureUpgrade } from './cluster-mutations.ts';

interface Props {
  clusterId: string;
  feature: ClusterFeature | undefined;
  onClose: () => void;
}

/**
 * The upgrade of one feature level: the user picks the level, Kafka's dry run (validateOnly) is
 * asked at once and shown, and only a dry run Kafka accepted enables 'Upgrade'. Upgrades cannot be
 * undone from the console (it never downgrades), which the dialog says before the button.
 */
export function FeatureUpgradeDialog({ clusterId, feature, onClose }: Props) {
  const [level, setLevel] = useState<number>();
  const dryRun = useFeatureDryRun(clusterId);
  const upgrade = useFeatureUpgrade(clusterId);
  const levels = feature
    ? Array.from({ length: feature.supportedMax - feature.finalized }, (_, i) => feature.finalized + i + 1)
    : [];
  const { mutate: check, reset } = dryRun;

  useEffect(() => {
    setLevel(feature ? feature.finalized + 1 : undefined);
  }, [feature]);
  useEffect(() => {
    reset();
    if (feature && level !== undefined) check({ feature: feature.name, level });
  }, [feature, level, check, reset]);

  if (!feature || level === undefined) return null;
  const confirm = () =>
    upgrade.mutate({ feature: feature.name, level }, { onSuccess: onClose, onError: onClose });

  return (
    <Modal opened onClose={onClose} title={`Upgrade ${feature.name}`} centered data-testid="feature-dialog">
      <Stack>
        <Select
          label="New level"
          data={levels.map(String)}
          value={String(level)}
          onChange={(v) => v && setLevel(Number(v))}
          allowDeselect={false}
          data-testid="feature-level"
        />
        <Text data-testid="feature-summary">
          Upgrade <b>{feature.name}</b> from level <b>{feature.finalized}</b> to level <b>{level}</b>?
        </Text>
        {dryRun.isPending && (
          <Group gap="xs" data-testid="feature-dry-run-pending">
            <Loader size="xs" />
            <Text size="sm">Asking Kafka for a dry run…</Text>
          </Group>
        )}
        {dryRun.data && (
          <Alert color="green" title="Dry run accepted" data-testid="feature-dry-run">
            {dryRun.data.message}
          </Alert>
        )}
        {dryRun.error && (
          <Alert color="red" title="Kafka refuses this upgrade" data-testid="feature-dry-run">
            {dryRun.error.message}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          A finalized level cannot be lowered from the console.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="confirm-cancel">
            Cancel
          </Button>
          <Button
            color="orange"
            onClick={confirm}
            disabled={!dryRun.data}
            loading={upgrade.isPending}
            data-testid="confirm-ok"
          >
            Upgrade to {level}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
