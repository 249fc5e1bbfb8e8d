import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** The toasts' container; bottom right: the page header's buttons are top right, and toasts there covered them. */
export function Toasts() {
  return <Notifications position="bottom-right" limit={4} />;
}
