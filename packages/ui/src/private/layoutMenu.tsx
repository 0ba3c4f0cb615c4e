import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactElement, ReactNode, Ref } from 'react';
import { Fragment, useRef } from 'react';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import * as styles from './layoutMenu.css.ts';

/** One entry of a layout dropdown menu (avatar menu, toolbar overflow menu). */
export interface LayoutMenuItem {
  /** Unique in the menu. */
  id: string;
  /** The visible text and accessible name. */
  label: string;
  /** A decorative icon before the label (`aria-hidden`). */
  icon?: ReactNode;
  /** Called when the item is chosen; the menu then closes and focus returns to its trigger. */
  onSelect: () => void;
  /** Shown but not choosable. */
  disabled?: boolean;
  /** `error` for destructive items ('Esci', 'Elimina'). */
  tone?: 'default' | 'error';
  /** Draws a separator before the item. */
  separatorBefore?: boolean;
}

export interface LayoutMenuContentProps {
  /** The items, in order. */
  items: readonly LayoutMenuItem[];
  /** Content above the items (the avatar menu's name and role). */
  heading?: ReactNode;
  /** Alignment against the trigger. */
  align?: 'start' | 'center' | 'end';
  /** Focus the first item when the menu opens, as a keyboard opening does. */
  focusFirstItemOnOpen?: () => boolean;
}

/** The portalled content of a Radix DropdownMenu with the design system's item styles. */
export function LayoutMenuContent({
  items,
  heading,
  align = 'end',
  focusFirstItemOnOpen,
}: LayoutMenuContentProps) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        className={styles.content}
        align={align}
        sideOffset={4}
        collisionPadding={8}
        onFocus={(event) => {
          // The content takes focus as it opens; a keyboard opening passes it to the first item.
          if (event.target !== event.currentTarget || !focusFirstItemOnOpen?.()) return;
          const first = event.currentTarget.querySelector<HTMLElement>(
            '[role="menuitem"]:not([data-disabled])',
          );
          if (!first) return;
          event.preventDefault();
          first.focus({ preventScroll: true });
        }}
      >
        {heading ? (
          <>
            <DropdownMenu.Label className={styles.heading}>{heading}</DropdownMenu.Label>
            <DropdownMenu.Separator className={styles.separator} />
          </>
        ) : null}
        {items.map((item) => (
          <Fragment key={item.id}>
            {item.separatorBefore ? <DropdownMenu.Separator className={styles.separator} /> : null}
            <DropdownMenu.Item
              className={styles.item}
              disabled={item.disabled}
              onSelect={item.onSelect}
              data-tone={item.tone ?? 'default'}
            >
              {item.icon ? (
                <span className={styles.itemIcon} aria-hidden>
                  {item.icon}
                </span>
              ) : null}
              {item.label}
            </DropdownMenu.Item>
          </Fragment>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}

export interface LayoutMenuProps extends LayoutMenuContentProps {
  /** The trigger, a button that accepts a ref and the trigger's attributes. */
  trigger: ReactElement;
  /** Receives the trigger's element. */
  triggerRef?: Ref<HTMLButtonElement>;
  /** Opens the menu on mount; `'keyboard'` also puts focus on its first item. */
  defaultOpen?: boolean | 'keyboard';
  /** A tooltip on the trigger, if any. */
  tooltip?: string;
}

/**
 * A whole layout dropdown menu: trigger and content. Not modal: the page stays readable by
 * assistive technology while the menu is open; focus still moves into the menu, and Escape, Tab
 * or an outside click close it.
 */
export function LayoutMenu({
  trigger,
  triggerRef,
  defaultOpen,
  tooltip,
  ...content
}: LayoutMenuProps) {
  // Radix tells a keyboard opening by the keys it heard, and it heard none before it mounted.
  const focusFirstItem = useRef(defaultOpen === 'keyboard');
  const radixTrigger = (
    <DropdownMenu.Trigger asChild ref={triggerRef}>
      {trigger}
    </DropdownMenu.Trigger>
  );
  return (
    <DropdownMenu.Root modal={false} {...(defaultOpen ? { defaultOpen: true } : {})}>
      {tooltip ? <Tooltip content={tooltip}>{radixTrigger}</Tooltip> : radixTrigger}
      <LayoutMenuContent
        {...content}
        focusFirstItemOnOpen={() => {
          const first = focusFirstItem.current;
          focusFirstItem.current = false;
          return first;
        }}
      />
    </DropdownMenu.Root>
  );
}
