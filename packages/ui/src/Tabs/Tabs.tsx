import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import * as styles from './Tabs.css.ts';

/** One tab: its label in the tab list and the panel it shows. */
export interface TabItem {
  /** The tab's value, unique in the list. */
  value: string;
  /** The tab's label ('Anagrafica', 'Password'…). */
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  /** A tab that cannot be selected. */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** The accessible name of the tab list ('Il mio profilo'). */
  label: string;
  /** The selected tab (controlled). */
  value?: string;
  /** The tab selected first when uncontrolled (default: the first). */
  defaultValue?: string;
  /** Called with the tab the user selects. */
  onValueChange?: (value: string) => void;
}

/**
 * Tabs (002 §2.9 the editors' tabs: Anagrafica, Password, Avatar, Preferenze…): Radix's tab list
 * — arrow keys move between tabs, Home and End to the ends, the selected one is
 * `data-state="active"` — and the selected tab's panel. A panel not selected is not rendered.
 */
export function Tabs({ items, label, value, defaultValue, onValueChange }: TabsProps) {
  return (
    <RadixTabs.Root
      className={styles.root}
      {...(value !== undefined ? { value } : {})}
      defaultValue={defaultValue ?? items[0]?.value}
      {...(onValueChange ? { onValueChange } : {})}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className={styles.trigger}
            disabled={item.disabled ?? false}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.content}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
