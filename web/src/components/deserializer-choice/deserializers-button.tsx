import { Button, Loader, Popover } from '@mantine/core';
import { IconBinary } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { lazyCode } from '../../lib/load-code.ts';
import { type DeserializerChoice, isChosen } from './choice.ts';

// The "Deserialize" button and its dropdown, as the data tab and the live tail show it. The form
// loads the first time the dropdown opens (a lazy chunk), so pages that never open it do not pay.

const DeserializerForm = lazyCode(() =>
  import('./deserializer-form.tsx').then((m) => ({ default: m.DeserializerForm })),
);

interface Props {
  choice: DeserializerChoice;
  subjects: string[];
  onApply: (choice: DeserializerChoice) => void;
  note: string;
  testId: string;
}

export function DeserializersButton({ choice, subjects, onApply, note, testId }: Props) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" width={480} trapFocus>
      <Popover.Target>
        <Button
          variant={isChosen(choice) ? 'light' : 'default'}
          leftSection={<IconBinary size={16} />}
          onClick={() => setOpened((o) => !o)}
          data-testid={testId}
        >
          Deserialize
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {opened ? (
          <Suspense fallback={<Loader size="sm" m="md" />}>
            <DeserializerForm
              choice={choice}
              subjects={subjects}
              note={note}
              onApply={(next) => {
                onApply(next);
                setOpened(false);
              }}
            />
          </Suspense>
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}
