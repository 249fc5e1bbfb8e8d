import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** `/ui/page-not-found`, also where unknown paths and forbidden routes end (no sidebar). */
export function NotFoundPage() {
  return (
    <Center h="100vh" data-testid="page-not-found">
      <Stack align="center" gap="xs">
        <Title order={1} c="dimmed" fz={72}>
          404
        </Title>
        <Text size="lg">Page not found</Text>
        <Text c="dimmed" size="sm">
          The page does not exist, or your roles do not allow it.
        </Text>
        <Button component={Link} to="/ui" mt="md" data-testid="go-home">
          Back to the console
        </Button>
      </Stack>
    </Center>
  );
}
