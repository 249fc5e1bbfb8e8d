import { useEffect, useState } from 'react';

type Parts = typeof import('./floating-parts.ts');

let parts: Parts | undefined;
let loading: Promise<Parts> | undefined;

/** Starts loading the tooltip/select code (once); hovering or focusing a control may ask early. */
export function loadFloatingParts(): Promise<Parts> {
  loading ??= import('./floating-parts.ts').then((loaded) => {
    parts = loaded;
    return loaded;
  });
  return loading;
}

/**
 * Mantine's Tooltip and Select once their code is here, else undefined: the code is asked for
 * when the browser is idle after the first render, so it never delays the first page.
 */
export function useFloatingParts(): Parts | undefined {
  const [loaded, setLoaded] = useState(parts);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 100));
    const handle = idle(() => {
      void loadFloatingParts().then((p) => live && setLoaded(p));
    });
    return () => {
      live = false;
      if (window.cancelIdleCallback && typeof handle === 'number') window.cancelIdleCallback(handle);
    };
  }, [loaded]);
  return loaded;
}
