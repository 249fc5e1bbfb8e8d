import { useEffect, useState } from 'react';
import { afterFirstPage } from '../../app/first-page.ts';
import { loadCode } from '../../lib/load-code.ts';

type Parts = typeof import('./floating-parts.ts');

let parts: Parts | undefined;
let loading: Promise<Parts> | undefined;
/** Mounted controls waiting for the code: told as soon as it is here, whoever asked for it. */
const waiting = new Set<(loaded: Parts) => void>();

/**
 * Starts loading the tooltip/select code (once); hovering or focusing a control may ask early. Asked
 * again while the server cannot be reached; a failure that stays (the file gone) is let go, so the
 * next control that asks tries again rather than every control staying a look for good.
 */
export function loadFloatingParts(): Promise<Parts> {
  loading ??= loadCode(() => import('./floating-parts.ts')).then(
    (loaded) => {
      parts = loaded;
      for (const tell of waiting) tell(loaded);
      waiting.clear();
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Mantine's Tooltip and Select once their code is here, else undefined: the code is asked for
 * when the browser is idle after the first page has shown its data (app/first-page.ts), so it
 * never delays the first rows.
 */
export function useFloatingParts(): Parts | undefined {
  const [loaded, setLoaded] = useState(parts);
  useEffect(() => {
    if (loaded) return;
    // A hover may load the code before the first page has shown its data: the control becomes
    // itself then, not only once afterFirstPage runs (up to its cap later), so a click is not lost.
    if (parts) return setLoaded(parts);
    waiting.add(setLoaded);
    afterFirstPage(() => void loadFloatingParts().catch(() => {})); // a control that asks later tries again
    return () => {
      waiting.delete(setLoaded);
    };
  }, [loaded]);
  return loaded;
}
