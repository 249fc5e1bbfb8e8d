import { Button, Title, UnstyledButton } from '@mantine/core';
import { IconLogin, IconLogout } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { useAuth } from '../features/session/session.ts';
import { useLogout } from '../features/session/use-logout.ts';
import { cls, PlainGroup, rem } from './plain-layout.tsx';

// Plain DOM in Mantine's classes (as components/plain-layout.tsx): every page draws its title bar
// before its first row. The Title and the default Button are here, not in plain-layout.tsx, which
// the sidebar puts in the start chunk: pages load this file, and Title's code with it.

const TITLE = cls(Title.classes.root, 'mantine-Title-root');
const TITLE_VARS = {
  '--title-fw': 'var(--mantine-h2-font-weight)',
  '--title-lh': 'var(--mantine-h2-line-height)',
  '--title-fz': 'var(--mantine-h2-font-size)',
  fontWeight: 600,
} as CSSProperties;
const BUTTON = cls(
  'mantine-focus-auto',
  Button.classes.root,
  'mantine-Button-root',
  UnstyledButton.classes.root,
  'mantine-UnstyledButton-root',
);
const BUTTON_INNER = cls(Button.classes.inner, 'mantine-Button-inner');
const BUTTON_SECTION = cls(Button.classes.section, 'mantine-Button-section');
const BUTTON_LABEL = cls(Button.classes.label, 'mantine-Button-label');
const BUTTON_VARS = {
  '--button-bg': 'var(--mantine-color-default)',
  '--button-hover': 'var(--mantine-color-default-hover)',
  '--button-color': 'var(--mantine-color-default-color)',
  '--button-bd': `${rem(1)} solid var(--mantine-color-default-border)`,
  '--button-hover-color': 'var(--mantine-color-default-color)',
} as CSSProperties;

/** The attributes and inside of a Button of variant "default" (`mantine-active` unless disabled). */
function defaultButton(
  label: ReactNode,
  leftSection?: ReactNode,
  disabled = false,
): ComponentProps<'button'> {
  return {
    className: disabled ? BUTTON : cls('mantine-active', BUTTON),
    style: BUTTON_VARS,
    ...({ 'data-variant': 'default' } as object),
    ...(leftSection ? ({ 'data-with-left-section': true } as object) : {}),
    ...(disabled ? ({ 'data-disabled': true } as object) : {}),
    children: (
      <span className={BUTTON_INNER}>
        {leftSection ? (
          <span className={BUTTON_SECTION} data-position="left">
            {leftSection}
          </span>
        ) : null}
        <span className={BUTTON_LABEL}>{label}</span>
      </span>
    ),
  };
}

/**
 * Page title bar (spec §2.2 item 1): the page title on the left; on the right the page's own
 * actions (`children`) followed by the session button: 'Login' when login is enabled and nobody is
 * logged in, '<user> (Logout)' when logged in, a disabled '<user>' when login is off but a user
 * name is known.
 */
export function TitleBar({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <PlainGroup
      justify="space-between"
      wrap="nowrap"
      style={{ marginBottom: 'var(--mantine-spacing-md)' }}
      data-testid="title-bar"
    >
      <h2 className={TITLE} data-order={2} style={TITLE_VARS} data-testid="page-title">
        {title}
      </h2>
      <PlainGroup gap="xs" wrap="nowrap">
        {children}
        <SessionButton />
      </PlainGroup>
    </PlainGroup>
  );
}

function SessionButton() {
  const { auths, me } = useAuth();
  const logout = useLogout();
  if (me.logged && me.username) {
    return (
      <button
        type="button"
        onClick={logout}
        data-testid="logout-button"
        {...defaultButton(`${me.username} (Logout)`, <IconLogout size={16} />)}
      />
    );
  }
  if (auths.loginEnabled) {
    const { className, style, children } = defaultButton('Login', <IconLogin size={16} />);
    return (
      <Link
        to="/ui/login"
        className={className}
        style={style}
        data-variant="default"
        data-with-left-section
        data-testid="login-button"
      >
        {children}
      </Link>
    );
  }
  if (me.username) {
    return (
      <button type="button" disabled data-testid="user-button" {...defaultButton(me.username, null, true)} />
    );
  }
  return null;
}
