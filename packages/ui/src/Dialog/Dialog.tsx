import type { ReactNode } from 'react';
import * as Parts from './Dialog.parts.tsx';
import type { ContentProps } from './Dialog.parts.tsx';

export interface DialogProps extends ContentProps {
  /** Whether the dialog is open (controlled). Leave undefined with a `trigger` to let the dialog keep its own state. */
  open?: boolean;
  /** Initial state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with false when the user closes it (Escape, outside click, close button), with true when the trigger opens it. */
  onOpenChange?: (open: boolean) => void;
  /** An optional trigger element (it must accept a ref); without it, focus returns to the previously focused element. */
  trigger?: ReactNode;
}

/**
 * A modal dialog on Radix: focus trapped inside, Escape and the close button close it, focus
 * returns where it came from. For custom anatomy use the parts (`DialogParts.Root`, `DialogParts.Surface`…).
 */
export function Dialog({ open, defaultOpen, onOpenChange, trigger, ...content }: DialogProps) {
  return (
    <Parts.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Parts.Trigger asChild>{trigger}</Parts.Trigger> : null}
      <Parts.Content {...content} />
    </Parts.Root>
  );
}
