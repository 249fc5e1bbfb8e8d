import { Button, Group, List, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';

export interface BulkAction {
  id: string;
  /** The button's label, e.g. 'Delete'. */
  label: string;
  /** The confirmation's question, e.g. 'Delete these 3 topics?'. */
  question: (count: number) => string;
  run: (ids: string[]) => Promise<unknown>;
  color?: string;
}

/**
 * The bar above a list with selectable rows: how many are selected, one button per bulk action,
 * and one confirmation naming every selected item before the action runs on all of them.
 */
export function BulkBar({
  selected,
  actions,
  onClear,
  noun,
}: {
  selected: readonly string[];
  actions: readonly BulkAction[];
  onClear: () => void;
  /** Plural noun of the items ('topics'). */
  noun: string;
}) {
  const [pending, setPending] = useState<BulkAction>();
  const [running, setRunning] = useState(false);
  if (selected.length === 0 || actions.length === 0) return null;
  const confirm = async () => {
    if (!pending) return;
    setRunning(true);
    try {
      await pending.run([...selected]);
      onClear();
    } catch {
      // Failures are reported by the mutation cache; what succeeded left the list on reload.
    } finally {
      setRunning(false);
      setPending(undefined);
    }
  };
  return (
    <>
      <Group gap="sm" mb="xs" data-testid="bulk-bar">
        <Text size="sm" fw={500} data-testid="bulk-count">
          {selected.length} {noun} selected
        </Text>
        {actions.map((action) => (
          <Button
            key={action.id}
            size="xs"
            variant="light"
            color={action.color ?? 'red'}
            onClick={() => setPending(action)}
            data-testid={`bulk-${action.id}`}
          >
            {action.label} {selected.length}
          </Button>
        ))}
        <Button size="xs" variant="subtle" color="gray" onClick={onClear} data-testid="bulk-clear">
          Clear selection
        </Button>
      </Group>
      <Modal
        opened={pending !== undefined}
        onClose={() => (running ? undefined : setPending(undefined))}
        title={pending?.question(selected.length)}
        centered
        data-testid="bulk-confirm"
      >
        <Stack gap="md">
          <ScrollArea.Autosize mah={260}>
            <List size="sm" data-testid="bulk-confirm-items">
              {selected.map((id) => (
                <List.Item key={id} data-testid="bulk-confirm-item">
                  {id}
                </List.Item>
              ))}
            </List>
          </ScrollArea.Autosize>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => setPending(undefined)}
              disabled={running}
              data-testid="confirm-cancel"
            >
              Cancel
            </Button>
            <Button
              color={pending?.color ?? 'red'}
              onClick={confirm}
              loading={running}
              data-testid="confirm-ok"
            >
              {pending?.label} {selected.length} {noun}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
