import { Paper, Text } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { TitleBar } from '../../components/title-bar.tsx';

/** Stand-in for areas not built yet, so navigation and redirects can already land somewhere. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <TitleBar title={title} />
      <Paper withBorder p="xl" data-testid="coming-soon">
        <Text c="dimmed" ta="center">
          <IconHourglassEmpty size={18} style={{ verticalAlign: 'text-bottom' }} /> {title}: coming soon.
        </Text>
      </Paper>
    </>
  );
}
