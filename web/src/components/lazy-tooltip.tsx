import { Tooltip, type TooltipProps } from '@mantine/core';
import { cloneElement, type MouseEvent, type ReactElement, useEffect, useRef, useState } from 'react';

type ChildProps = {
  onMouseEnter?: (event: MouseEvent) => void;
  onMouseLeave?: (event: MouseEvent) => void;
};

/**
 * A Mantine Tooltip (shown on hover, as Mantine's default) that exists only once its target was
 * hovered for its open delay. Tables show one per row icon and record time: 50 records had ~250
 * tooltips, each setting up floating-ui positioning and listeners, a large part of rendering the
 * rows (issue 17). Once armed it is the ordinary Tooltip, opened at once since the pointer is
 * already there; it then opens and closes as any other.
 */
export function LazyTooltip({
  children,
  openDelay = 0,
  ...props
}: TooltipProps & { children: ReactElement }) {
  const [armed, setArmed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (armed)
    return (
      <Tooltip {...props} openDelay={openDelay} defaultOpened>
        {children}
      </Tooltip>
    );
  const own = children.props as ChildProps;
  return cloneElement(children as ReactElement<ChildProps>, {
    onMouseEnter: (event: MouseEvent) => {
      own.onMouseEnter?.(event);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setArmed(true), openDelay);
    },
    onMouseLeave: (event: MouseEvent) => {
      own.onMouseLeave?.(event);
      clearTimeout(timer.current);
    },
  });
}
