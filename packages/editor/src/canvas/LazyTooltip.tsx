import { useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { Tooltip } from '@mantine/core';
import type { TooltipProps } from '@mantine/core';

type LazyTooltipProps = Pick<TooltipProps, 'withArrow' | 'multiline' | 'maw'> & {
  label: ReactNode;
  children: ReactElement;
};

const TARGET_STYLE = { display: 'inline-flex' };

/**
 * A tooltip mounted only while its target is hovered. A Mantine Tooltip per node marker (floating-ui
 * hooks, listeners, a portal) is the bulk of a marked node's first render on a thousand-node canvas.
 */
export function LazyTooltip({ label, children, ...props }: LazyTooltipProps) {
  const [hovered, setHovered] = useState(false);
  return (
    <span style={TARGET_STYLE} onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      {hovered ? <Tooltip label={label} opened {...props}>{children}</Tooltip> : children}
    </span>
  );
}
