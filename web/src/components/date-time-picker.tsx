import '@mantine/dates/styles.css';
import { Button, CloseButton, Group, Popover, ScrollArea, Stack, TextInput } from '@mantine/core';
import { DatePicker, getTimeRange, TimeGrid } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { formatChosen } from './chosen-time.ts';

export interface DateTimePickerProps {
  /** `null`: no time chosen. The field is then empty and shows `placeholder`. */
  value: Date | null;
  /** `null` after Clear. */
  onChange: (value: Date | null) => void;
  label?: string;
  /** What no chosen time means where the picker is used ('Now', 'From the beginning', ...). */
  placeholder?: string;
  testId?: string;
  w?: number | string;
}

const TIMES = getTimeRange({ startTime: '00:00', endTime: '23:45', interval: '00:15' });

/** Rounds down to the 15-minute grid, so the time list always shows the chosen slot. */
function toSlot(date: Date): string {
  const minutes = Math.floor(date.getMinutes() / 15) * 15;
  return `${String(date.getHours()).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/**
 * Date-time picker of spec §2.2 item 5: a read-only field opening an inline calendar and a list of
 * 15-minute times. With no time chosen the field is empty and its placeholder says what that means
 * (issue 14 item 3: a field reading "now" while nothing filtered was a lie); picking a day or a
 * time starts from the current time. Clear (in the field or the dropdown) forgets the chosen time.
 */
export function DateTimePicker({
  value,
  onChange,
  label,
  placeholder = 'Now',
  testId = 'date-time-picker',
  w,
}: DateTimePickerProps) {
  const [opened, setOpened] = useState(false);
  const base = () => value ?? new Date();
  const setDay = (day: string | null) => {
    if (!day) return;
    const [y, m, d] = day.split('-').map(Number);
    onChange(
      dayjs(base())
        .year(y!)
        .month(m! - 1)
        .date(d!)
        .toDate(),
    );
  };
  const setTime = (time: string | null) => {
    if (!time) return;
    const [h, min] = time.split(':').map(Number);
    onChange(dayjs(base()).hour(h!).minute(min!).second(0).millisecond(0).toDate());
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" trapFocus>
      <Popover.Target>
        <TextInput
          readOnly
          w={w}
          label={label}
          placeholder={placeholder}
          value={value ? formatChosen(value) : ''}
          leftSection={<IconCalendar size={16} />}
          rightSection={
            value ? (
              <CloseButton
                size="sm"
                aria-label={`Clear ${label ?? 'time'}`}
                onClick={(event) => {
                  event.stopPropagation();
                  onChange(null);
                }}
                data-testid={`${testId}-reset`}
              />
            ) : null
          }
          onClick={() => setOpened((o) => !o)}
          styles={{ input: { cursor: 'pointer' } }}
          data-testid={testId}
        />
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Group align="flex-start" wrap="nowrap">
            <DatePicker
              // Weeks start on Monday (was the app-wide DatesProvider, no longer in the initial code).
              firstDayOfWeek={1}
              value={value ? dayjs(value).format('YYYY-MM-DD') : null}
              defaultDate={dayjs(base()).format('YYYY-MM-DD')}
              onChange={setDay}
            />
            <ScrollArea h={260} w={110} type="auto">
              <TimeGrid
                data={TIMES}
                value={value ? toSlot(value) : null}
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
              disabled={!value}
              data-testid={`${testId}-clear`}
            >
              Clear
            </Button>
            <Button size="xs" onClick={() => setOpened(false)} data-testid={`${testId}-done`}>
              Done
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
