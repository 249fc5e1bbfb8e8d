import { Anchor, type AnchorProps, Badge, type BadgeProps, Button, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

// Mantine's Button, Anchor and Badge as typed router links: `to`/`params`/`search` are checked
// against the route tree, which Mantine's own `component={Link}` would lose.

type Html = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'> & {
  ref?: Ref<HTMLAnchorElement>;
};

function ButtonAnchor(props: ButtonProps & Html) {
  return <Button component="a" {...props} />;
}
function PlainAnchor(props: AnchorProps & Html) {
  return <Anchor component="a" {...props} />;
}
function BadgeAnchor(props: BadgeProps & Html) {
  return <Badge component="a" style={{ cursor: 'pointer' }} {...props} />;
}

const CreatedButton = createLink(ButtonAnchor);
const CreatedAnchor = createLink(PlainAnchor);
const CreatedBadge = createLink(BadgeAnchor);

export const RouterButton: LinkComponent<typeof ButtonAnchor> = (props) => <CreatedButton {...props} />;
export const RouterAnchor: LinkComponent<typeof PlainAnchor> = (props) => <CreatedAnchor {...props} />;
export const RouterBadge: LinkComponent<typeof BadgeAnchor> = (props) => <CreatedBadge {...props} />;
