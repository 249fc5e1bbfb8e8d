import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * From this many rows (a live tail of 2,500 records, a topic page of 1,000) the table renders only
 * the rows near the window's view, plus spacers for the rest: rendering and updating thousands of
 * DOM rows several times a second is what made long lists slow (issue 17). Fewer rows render as
 * they are, so tests and users see every row in the DOM. @tanstack/react-virtual is ~4 KB gzipped,
 * loaded with the table's pages, and scrolls the window as the pages do (no inner scroll box).
 */
export const VIRTUAL_FROM = 200;

export interface VirtualRows {
  /** The table body, whose position on the page the window offsets are counted from. */
  bodyRef: RefObject<HTMLTableSectionElement | null>;
  /** Indexes of the rows to render, or undefined to render them all. */
  indexes?: number[];
  /** Heights of the spacers above and below the rendered rows. */
  before: number;
  after: number;
  /** Given to each rendered row (with `data-index`), so rows of any height are measured. */
  measure?: (row: HTMLTableRowElement | null) => void;
}

export function useVirtualRows(count: number, enabled: boolean): VirtualRows {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (enabled && body) setMargin(body.getBoundingClientRect().top + window.scrollY);
  }, [enabled]);
  const virtualizer = useWindowVirtualizer<HTMLTableRowElement>({
    count,
    enabled,
    estimateSize: () => 41,
    overscan: 12,
    scrollMargin: margin,
  });
  if (!enabled) return { bodyRef, before: 0, after: 0 };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    bodyRef,
    indexes: items.map((item) => item.index),
    before: first ? first.start - margin : 0,
    after: last ? virtualizer.getTotalSize() - (last.end - margin) : 0,
    measure: virtualizer.measureElement,
  };
}
