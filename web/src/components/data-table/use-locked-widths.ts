import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Column widths held still while a long table renders only the rows near the view: with the
 * browser's automatic layout the widths follow the rows on screen, so columns moved as the user
 * scrolled (issue 17). When `active` turns on, the header cells' widths are measured once (from the
 * rows shown then) and the table switches to a fixed layout with those widths; they are measured
 * again when the columns change or the window is resized. Undefined: the table lays out as usual.
 */
export function useLockedWidths(
  active: boolean,
  columnsKey: unknown,
): { headRef: RefObject<HTMLTableRowElement | null>; widths: number[] | undefined } {
  const headRef = useRef<HTMLTableRowElement>(null);
  const [widths, setWidths] = useState<number[] | undefined>(undefined);
  const [resized, setResized] = useState(0);

  useEffect(() => {
    if (!active) return;
    const onResize = () => setResized((n) => n + 1);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [active]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the columns and a resize ask for a new measure.
  useLayoutEffect(() => setWidths(undefined), [columnsKey, resized]);

  useLayoutEffect(() => {
    if (!active) {
      if (widths) setWidths(undefined);
      return;
    }
    if (widths || !headRef.current) return;
    // Measured before the browser paints: the switch to fixed widths is never seen.
    setWidths(Array.from(headRef.current.children, (cell) => cell.getBoundingClientRect().width));
  }, [active, widths]);

  return { headRef, widths: active ? widths : undefined };
}
