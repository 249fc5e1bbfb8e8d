import { NavLink, UnstyledButton } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { cls } from './plain-layout.tsx';

// Mantine's NavLink (a link without children) as the plain DOM it renders, in its classes: the
// sidebar draws a dozen of them before a page's first row, and running the component (props,
// styles, theme) for each was part of the layout's first render (issue 17).
const ROOT = cls(
  'mantine-focus-auto',
  NavLink.classes.root,
  'mantine-NavLink-root',
  UnstyledButton.classes.root,
  'mantine-UnstyledButton-root',
);
const SECTION = cls(NavLink.classes.section, 'mantine-NavLink-section');
const BODY = cls(NavLink.classes.body, 'mantine-NavLink-body');
const LABEL = cls(NavLink.classes.label, 'mantine-NavLink-label');
const DESCRIPTION = cls(NavLink.classes.description, 'mantine-NavLink-description');

type NavAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  label: ReactNode;
  description?: ReactNode;
  leftSection: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
  'data-status'?: string;
  'data-testid'?: string;
};

function NavAnchor({ label, description, leftSection, className, ...anchor }: NavAnchorProps) {
  const active = anchor['data-status'] === 'active';
  return (
    <a {...anchor} className={cls(ROOT, className)} data-active={active || undefined}>
      <span className={SECTION} data-position="left">
        {leftSection}
      </span>
      <div className={BODY}>
        <span className={LABEL}>{label}</span>
        <span className={DESCRIPTION} data-active={active || undefined}>
          {description}
        </span>
      </div>
    </a>
  );
}

const CreatedNavLink = createLink(NavAnchor);
const ACTIVE_OPTIONS = { includeSearch: false };

/**
 * A sidebar entry: a typed router link (`to`/`params` checked against the route tree) that looks
 * like Mantine's NavLink and is marked active while the address is at or under its page. The
 * router's link re-renders only when its address or active state changes.
 */
export const RouterNavLink: LinkComponent<typeof NavAnchor> = (props) => (
  <CreatedNavLink activeOptions={ACTIVE_OPTIONS} {...props} />
);
