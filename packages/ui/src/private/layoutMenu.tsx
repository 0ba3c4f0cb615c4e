import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { Fragment } from 'react';
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
}

/** The portalled content of a Radix DropdownMenu with the design system's item styles. */
export function LayoutMenuContent({ items, heading, align = 'end' }: LayoutMenuContentProps) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        className={styles.content}
        align={align}
        sideOffset={4}
        collisionPadding={8}
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
