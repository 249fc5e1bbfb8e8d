import { NavLink, type NavLinkProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

type AnchorNavLinkProps = NavLinkProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof NavLinkProps> & { ref?: Ref<HTMLAnchorElement> };

function AnchorNavLink(props: AnchorNavLinkProps) {
  return <NavLink component="a" {...props} />;
}

const CreatedNavLink = createLink(AnchorNavLink);

/**
 * Mantine's NavLink as a typed router link: `to`/`params` are checked against the route tree,
 * which Mantine's own `component={Link}` would lose.
 */
export const RouterNavLink: LinkComponent<typeof AnchorNavLink> = (props) => <CreatedNavLink {...props} />;
