import { Center, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A detail page whose topic, group or node does not exist: one state in place of the page (no title
 * bar actions, no tabs, no toasts), saying what is missing where, with the way back to its list.
 */
export function NotFoundState({
  title,
  text,
  back,
  textTestId = 'not-found-state-text',
}: {
  title: string;
  text: string;
  back: ReactNode;
  /** Another test id for the text, where older tests look for the message under it. */
  textTestId?: string;
}) {
  return (
    <Center mih="50vh" data-testid="not-found-state">
      <Stack align="center" gap="xs" maw={720}>
        <Title order={2} fw={600} ta="center" data-testid="not-found-state-title">
          {title}
        </Title>
        <Text c="dimmed" size="sm" ta="center" data-testid={textTestId}>
          {text}
        </Text>
        {back}
      </Stack>
    </Center>
  );
}

/** The back link's look, shared by the pages that use NotFoundState. */
export const backIcon = <IconArrowLeft size={16} />;
