import { Tooltip, type TooltipProps } from '@mantine/core';
import {
  cloneElement,
  type MouseEvent,
  type ReactElement,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react';

type ChildProps = {
  onMouseEnter?: (event: MouseEvent) => void;
  onMouseLeave?: (event: MouseEvent) => void;
};

/**
 * A Mantine Tooltip (shown on hover, as Mantine's default) that exists only once its target was
 * hovered for its open delay. Tables show one per row icon and record time: 50 records had ~250
 * tooltips, each setting up floating-ui positioning and listeners, a large part of rendering the
 * rows (issue 17). The tooltip is placed beside its target (Mantine's `target`), never around it:
 * wrapping it later would mount the target anew, and a press begun before that would lose its click.
 */
export function LazyTooltip({
  children,
  openDelay = 0,
  ...props
}: Omit<TooltipProps, 'children' | 'target' | 'opened'> & { children: ReactElement }) {
  const [armed, setArmed] = useState(false);
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const own = children.props as ChildProps;
  const child = cloneElement(children as ReactElement<ChildProps & { ref: Ref<HTMLElement> }>, {
    ref: target,
    onMouseEnter: (event: MouseEvent) => {
      own.onMouseEnter?.(event);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setArmed(true);
        setOpened(true);
      }, openDelay);
    },
    onMouseLeave: (event: MouseEvent) => {
      own.onMouseLeave?.(event);
      clearTimeout(timer.current);
      setOpened(false);
    },
  });
  return (
    <>
      {child}
      {armed ? <Tooltip {...props} target={target} opened={opened} /> : null}
    </>
  );
}
