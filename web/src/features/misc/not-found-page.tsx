import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link, useSearch } from '@tanstack/react-router';

/**
 * `/ui/page-not-found`, also where unknown paths, unknown clusters (`?cluster=`) and forbidden routes
 * end (no sidebar).
 */
export function NotFoundPage() {
  const { cluster } = useSearch({ from: '/ui/page-not-found' });
  return (
    <Center h="100vh" data-testid="page-not-found">
      <Stack align="center" gap="xs">
        <Title order={1} c="dimmed" fz={72}>
          404
        </Title>
        <Text size="lg" data-testid="not-found-title">
          {cluster ? 'Cluster not found' : 'Page not found'}
        </Text>
        <Text c="dimmed" size="sm" data-testid="not-found-text">
          {cluster
            ? `This console has no cluster '${cluster}'.`
            : 'The page does not exist, or your roles do not allow it.'}
        </Text>
        <Button component={Link} to="/ui" mt="md" data-testid="go-home">
          Back to the console
        </Button>
      </Stack>
    </Center>
  );
}
