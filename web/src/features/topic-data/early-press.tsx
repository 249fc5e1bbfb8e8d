import { useEffect, useState } from 'react';

// What a user does on the data tab's toolbar look (toolbar-ghost.tsx) before the real toolbar came
// is not lost: the tab then brings the real toolbar (or Download menu) as soon as its code is
// there, without waiting for the rows, and does it again on the control the look stood for. A
// press (a click, or Enter or Space on a look's button) clicks it, so the dropdown, picker or menu
// asked for opens; a keyboard's focus (Tab onto a look's control) focuses it, so the keys that
// follow reach the real control. The control is found by its test id, the one name the look and
// the real toolbar share.

/** What reached a look's control: a press, or the focus alone. */
export type Reach = 'press' | 'focus';
/** What a look calls with the test id of the real control it stands for. */
export type Press = (control: string, reach: Reach) => void;

/** The control reached on a look (the last one, if several), kept once set: the real one then stays. */
export function useEarlyPress() {
  const [reached, setReached] = useState<{ control: string; reach: Reach }>();
  const press: Press = (control, reach) =>
    // A click focuses first: the focus does not undo the press it comes with.
    setReached((last) => (reach === 'focus' && last?.control === control ? last : { control, reach }));
  return { reached, press };
}

/** Placed after the real toolbar in the same Suspense: once both are there, does it again on the real control. */
export function PressAgain({ reached }: { reached: { control: string; reach: Reach } | undefined }) {
  useEffect(() => {
    if (reached === undefined) return;
    const target = document.querySelector<HTMLElement>(
      `[data-testid="topic-data-tab"] [data-testid="${reached.control}"]`,
    );
    target?.focus();
    if (reached.reach === 'press') target?.click();
  }, [reached]);
  return null;
}
