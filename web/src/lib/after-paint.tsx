import { type ReactNode, useEffect, useState } from 'react';

// Waiting for `ready` longer than this (a slow answer), the children come anyway: a user may act meanwhile.
const LATEST_MS = 1000;

/**
 * Renders its children once the browser has painted the page it came with (at once when `now`).
 * What cannot be seen before a user acts (a closed drawer or dialog) then does not delay the
 * page's first paint (issue 17). Its own state: only the children render then, not the page.
 * `before` is shown until then: a still, lighter look of the children (e.g. a toolbar's).
 * `ready` false: the paint waited for is a later one (e.g. the page's rows, still loading), so
 * the children do not come between the page's first paint and its rows (at most LATEST_MS).
 */
export function AfterPaint({
  children,
  now = false,
  before = null,
  ready = true,
}: {
  children: ReactNode;
  now?: boolean;
  before?: ReactNode;
  ready?: boolean;
}) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame: number | undefined;
    // A frame's callbacks run before its paint; a task queued from one runs after it.
    if (ready)
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => setPainted(true), 0);
      });
    else timer = setTimeout(() => setPainted(true), LATEST_MS);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted || now ? children : before;
}
