import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders its children once the browser has painted the page it came with (at once when `now`).
 * What cannot be seen before a user acts (a closed drawer or dialog) then does not delay the
 * page's first paint (issue 17). Its own state: only the children render then, not the page.
 */
export function AfterPaint({ children, now = false }: { children: ReactNode; now?: boolean }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callbacks run before its paint; a task queued from one runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted || now ? children : null;
}
