import { Check, Columns3 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Button } from '../Button/Button.tsx';
import * as styles from './DataTable.css.ts';

/** One entry of the 'Colonne' menu. */
export interface DataTableColumnMenuItem {
  id: string;
  label: string;
  visible: boolean;
}

export interface DataTableColumnMenuProps {
  /** The columns the user may hide or show. */
  columns: readonly DataTableColumnMenuItem[];
  /** Called with the column and its new visibility. */
  onVisibilityChange: (id: string, visible: boolean) => void;
  /** 'Colonne'. */
  label: string;
}

/**
 * The 'Colonne' menu (Radix DropdownMenu): one checkbox item per column; choosing one keeps the menu
 * open so several can be changed; the last visible column cannot be hidden. Escape closes the menu
 * and focus returns to the button.
 */
export function DataTableColumnMenu({
  columns,
  onVisibilityChange,
  label,
}: DataTableColumnMenuProps) {
  const visibleCount = columns.filter((column) => column.visible).length;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button
          variant="outlined"
          tone="neutral"
          size="small"
          icon={<Columns3 size={16} aria-hidden />}
        >
          {label}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.popover} align="end" sideOffset={4}>
          {columns.map((column) => (
            <DropdownMenu.CheckboxItem
              key={column.id}
              className={styles.menuItem}
              checked={column.visible}
              disabled={column.visible && visibleCount === 1}
              onCheckedChange={(checked) => onVisibilityChange(column.id, checked)}
              onSelect={(event) => event.preventDefault()}
            >
              <DropdownMenu.ItemIndicator className={styles.menuItemIndicator}>
                <Check aria-hidden />
              </DropdownMenu.ItemIndicator>
              {column.label}
            </DropdownMenu.CheckboxItem>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
