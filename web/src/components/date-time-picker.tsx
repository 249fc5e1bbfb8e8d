import { formatPickerDate } from '@console/contract';
import { Button, Group, Popover, ScrollArea, Stack, TextInput } from '@mantine/core';
import { DatePicker, getTimeRange, TimeGrid } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';

export interface DateTimePickerProps {
  /** `null` reads as "now" (spec §4: the picker defaults to the current date-time). */
  value: Date | null;
  /** `null` after Clear: no time chosen, so the field shows the current time again. */
  onChange: (value: Date | null) => void;
  label?: string;
  testId?: string;
}

const TIMES = getTimeRange({ startTime: '00:00', endTime: '23:45', interval: '00:15' });

/** Rounds down to the 15-minute grid, so the time list always shows the chosen slot. */
function toSlot(date: Date): string {
  const minutes = Math.floor(date.getMinutes() / 15) * 15;
  return `${String(date.getHours()).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/**
 * Date-time picker of spec §2.2 item 5: a read-only DD-MM-YYYY HH:mm field opening an inline
 * calendar and a list of 15-minute times; 'Clear' resets to the current time by forgetting the
 * chosen one (a filter built on the picker goes away rather than becoming "from now").
 */
export function DateTimePicker({ value, onChange, label, testId = 'date-time-picker' }: DateTimePickerProps) {
  const [opened, setOpened] = useState(false);
  const current = value ?? new Date();
  const setDay = (day: string | null) => {
    if (!day) return;
    const [y, m, d] = day.split('-').map(Number);
    onChange(
      dayjs(current)
        .year(y!)
        .month(m! - 1)
        .date(d!)
        .toDate(),
    );
  };
  const setTime = (time: string | null) => {
    if (!time) return;
    const [h, min] = time.split(':').map(Number);
    onChange(dayjs(current).hour(h!).minute(min!).second(0).millisecond(0).toDate());
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" trapFocus>
      <Popover.Target>
        <TextInput
          readOnly
          label={label}
          value={formatPickerDate(current)}
          leftSection={<IconCalendar size={16} />}
          onClick={() => setOpened((o) => !o)}
          styles={{ input: { cursor: 'pointer' } }}
          data-testid={testId}
        />
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Group align="flex-start" wrap="nowrap">
            <DatePicker value={dayjs(current).format('YYYY-MM-DD')} onChange={setDay} />
            <ScrollArea h={260} w={110} type="auto">
              <TimeGrid
                data={TIMES}
                value={toSlot(current)}
                onChange={setTime}
                simpleGridProps={{ cols: 1, spacing: 4 }}
                size="xs"
              />
            </ScrollArea>
          </Group>
          <Group justify="flex-end">
            <Button
              variant="default"
              size="xs"
              onClick={() => onChange(null)}
              data-testid={`${testId}-clear`}
            >
              Clear
            </Button>
            <Button size="xs" onClick={() => setOpened(false)}>
              Done
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
