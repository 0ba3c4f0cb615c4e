import { useCallback, useState } from 'react';

/** Options of {@link useOpenState}: the usual controlled / uncontrolled pair. */
export interface OpenStateOptions {
  /** Controlled state; when undefined the hook keeps its own. */
  open?: boolean;
  /** Initial state when uncontrolled. */
  defaultOpen?: boolean;
  /** Told of every change, controlled or not. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * Open state for overlays that must close themselves (a confirm dialog after its action succeeds,
 * the filters dialog after Applica), controlled or not, like Radix's own roots.
 */
export function useOpenState({ open, defaultOpen = false, onOpenChange }: OpenStateOptions) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const setOpen = useCallback(
    (next: boolean) => {
      if (open === undefined) setOwnOpen(next);
      onOpenChange?.(next);
    },
    [open, onOpenChange],
  );
  return [isOpen, setOpen] as const;
}
