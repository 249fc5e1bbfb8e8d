import { useEffect, useState } from 'react';

// A click on the data tab's toolbar look (toolbar-ghost.tsx), made before the real toolbar came,
// is not swallowed: the tab then brings the real toolbar (or Download menu) as soon as its code is
// there, without waiting for the rows, and clicks the control the look stood for, so the dropdown,
// picker or menu the user asked for opens. The control is found by its test id, the one name the
// look and the real toolbar share.

/** The control pressed on a look (the last one, if several), kept once set: the real one then stays. */
export function useEarlyPress() {
  const [control, setControl] = useState<string>();
  return { control, press: setControl };
}

/** Placed after the real toolbar in the same Suspense: once both are there, clicks `control` in it. */
export function PressAgain({ control }: { control: string | undefined }) {
  useEffect(() => {
    if (control === undefined) return;
    const target = document.querySelector<HTMLElement>(
      `[data-testid="topic-data-tab"] [data-testid="${control}"]`,
    );
    target?.focus();
    target?.click();
  }, [control]);
  return null;
}
