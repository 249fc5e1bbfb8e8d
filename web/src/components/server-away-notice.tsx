import { type CSSProperties, useSyncExternalStore } from 'react';
import { codeWaits } from '../lib/load-code.ts';

// While code the page needs cannot be loaded because the server does not answer (a restart), the
// waiting drawer or tab shows only its spinner: this line says why, and goes once the code is here.
// A plain element, so it costs no component code or stylesheet of its own; at the bottom's middle,
// clear of the title bar's buttons and of the toasts at the bottom right.
const style: CSSProperties = {
  position: 'fixed',
  bottom: 'var(--mantine-spacing-md)',
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 1000,
  padding: '6px 14px',
  borderRadius: 'var(--mantine-radius-md)',
  background: 'var(--mantine-color-yellow-light)',
  color: 'var(--mantine-color-text)',
  border: '1px solid var(--mantine-color-yellow-outline)',
  boxShadow: 'var(--mantine-shadow-sm)',
  fontSize: 'var(--mantine-font-size-sm)',
};

export function ServerAwayNotice() {
  const waiting = useSyncExternalStore(codeWaits.subscribe, codeWaits.count);
  if (waiting === 0) return null;
  return (
    <div role="status" data-testid="server-away" style={style}>
      The server cannot be reached: trying again…
    </div>
  );
}
