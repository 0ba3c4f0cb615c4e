import type { FormEvent, ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { FullScreenDialog } from '../FullScreenDialog/FullScreenDialog.tsx';
import { overlaysMessage } from '../messages/it-IT/overlays.ts';
import { useOpenState } from '../private/overlaysOpenState.ts';
import * as styles from './AdvancedFiltersDialog.css.ts';

/** The count line under the title: 'Nessun filtro attivo', '1 filtro attivo', '{count} filtri attivi'. */
export function activeFiltersText(count: number): string {
  if (count <= 0) return overlaysMessage('advancedFiltersDialog.activeNone');
  if (count === 1) return overlaysMessage('advancedFiltersDialog.activeOne');
  return overlaysMessage('filters.active', { count });
}

export interface AdvancedFiltersDialogProps {
  /** Whether the dialog is open (controlled). Leave undefined with a `trigger` to let it keep its own state. */
  open?: boolean;
  /** Initial state when uncontrolled. */
  defaultOpen?: boolean;
  /** Told of every change: true from the trigger, false after Applica, the close button or Escape. */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (the toolbar's 'Filtri avanzati' badge); focus returns to it on close. */
  trigger?: ReactNode;
  /** How many filters are active, shown under the title. */
  activeCount: number;
  /**
   * Applica, or Enter in a field: called with the form's values (fields with a `name`), then the
   * dialog closes. Closing without Applica (close button, Escape) applies nothing.
   */
  onApply: (values: FormData) => void;
  /** Ripristina: clear the fields; the dialog stays open so the user can start again. */
  onReset: () => void;
  /** The filter fields; give them a `name` to find their values in the `FormData` of `onApply`. */
  children: ReactNode;
  /** Title; 'Filtri avanzati' by default. */
  title?: string;
  /** Reset button label; 'Ripristina' by default. */
  resetLabel?: string;
  /** Apply button label; 'Applica' by default. */
  applyLabel?: string;
  /** Close button label; 'Chiudi' by default. */
  closeLabel?: string;
  /** Words the count; defaults to 'Nessun filtro attivo', '1 filtro attivo', '{count} filtri attivi'. */
  formatActiveCount?: (count: number) => string;
}

/**
 * The advanced-filters full-screen dialog (002 §2.8, opened from the toolbar's 'Filtri avanzati',
 * 002 §2.11): the filter fields in a form, Ripristina and Applica in the title bar and the count of
 * active filters under the title, announced politely as it changes.
 */
export function AdvancedFiltersDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  activeCount,
  onApply,
  onReset,
  children,
  title = overlaysMessage('filters.title'),
  resetLabel = overlaysMessage('filters.reset'),
  applyLabel = overlaysMessage('filters.apply'),
  closeLabel,
  formatActiveCount = activeFiltersText,
}: AdvancedFiltersDialogProps) {
  const [isOpen, setOpen] = useOpenState({ open, defaultOpen, onOpenChange });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(new FormData(event.currentTarget));
    setOpen(false);
  };

  return (
    <FullScreenDialog
      open={isOpen}
      onOpenChange={setOpen}
      onSubmit={submit}
      trigger={trigger}
      title={title}
      closeLabel={closeLabel}
      description={
        <span className={styles.count} role="status" data-active={activeCount > 0 || undefined}>
          {formatActiveCount(activeCount)}
        </span>
      }
      actions={
        <>
          <Button variant="text" tone="neutral" onClick={onReset}>
            {resetLabel}
          </Button>
          <Button variant="contained" tone="primary" type="submit">
            {applyLabel}
          </Button>
        </>
      }
    >
      <div className={styles.fields}>{children}</div>
    </FullScreenDialog>
  );
}
