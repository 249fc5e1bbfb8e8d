import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { plainButton } from '../../components/plain-button.tsx';
import type { Press } from './early-press.tsx';

// The data tab's looks of its toolbar and Download menu (toolbar-ghost.tsx) are what a user meets
// first, with the mouse, the keyboard or a screen reader: each control of a look has the role and
// name of the real one, and what reaches it is passed on (early-press.tsx).

// Set by a pointer press until the focus it gives: that focus comes with a click, passed on as a press.
let pointing = false;

/** A look's handlers for the real control `control`: a click is a press, a focus from the keyboard a focus. */
export function reach(control: string, onPress: Press | undefined) {
  return {
    onPointerDown: () => {
      pointing = true;
    },
    onFocus: () => {
      if (pointing) pointing = false;
      else onPress?.(control, 'focus');
    },
    onClick: () => {
      pointing = false;
      onPress?.(control, 'press');
    },
  };
}

/** A default-variant Button (size sm, or xs) opening a dialog or menu, standing for the real control `control`. */
export function GhostButton({
  icon,
  label,
  right,
  xs,
  popup,
  control,
  onPress,
}: {
  icon: ReactNode;
  label: string;
  right?: ReactNode;
  xs?: boolean;
  /** What the real button opens (its aria-haspopup). */
  popup: 'dialog' | 'menu';
  control: string;
  onPress?: Press | undefined;
}) {
  return (
    <button
      type="button"
      aria-haspopup={popup}
      aria-expanded={false}
      {...reach(control, onPress)}
      {...plainButton({ label, left: icon, right, xs })}
    />
  );
}

/** The data tab's Download menu button as it first looks (no row selected), until the menu replaces it. */
export const DownloadGhost = ({ onPress }: { onPress: Press }) => (
  <span data-testid="data-download-ghost">
    <GhostButton
      icon={<IconDownload size={14} />}
      right={<IconChevronDown size={14} />}
      label="Download"
      xs
      popup="menu"
      control="data-download"
      onPress={onPress}
    />
  </span>
);
