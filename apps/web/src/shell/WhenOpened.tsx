/**
 * Closed drawers and dialogs cost no JavaScript on the first screen: their code is a lazy chunk
 * fetched the first time they open. Once opened they stay mounted, so that they animate their
 * close and keep their state like any mounted overlay.
 */
import { Suspense, useState, type ReactNode } from 'react';

/** True from the first time `open` is true on. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** Renders `children` (a `lazy()` overlay) from the first time `open` is true on. */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const opened = useOpenedOnce(open);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
