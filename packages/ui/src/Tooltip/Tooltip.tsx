import { TOOLTIP_OPEN_DELAY_MS } from '@portineria/domain';
import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './Tooltip.css.ts';

export interface TooltipProps {
  /** The tooltip text. */
  content: ReactNode;
  /** The element that triggers it; it must accept a ref and focus (a button, a link…). */
  children: ReactElement;
  /** Open delay; 250 ms by default (002 §9). */
  delayDuration?: number;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Controlled open state, for stories and tests. */
  open?: boolean;
}

/**
 * A tooltip on hover and keyboard focus, max width 350 px (002 §9). Escape closes it. The provider
 * is included so the component works on its own.
 */
export function Tooltip({
  content,
  children,
  delayDuration = TOOLTIP_OPEN_DELAY_MS,
  side = 'top',
  open,
}: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className={styles.content} side={side} sideOffset={6}>
            {content}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
