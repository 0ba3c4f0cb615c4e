/**
 * The full-screen editors of the avatar menu (002 §2.9 'Il mio profilo', 'La mia azienda'; 000 §2
 * "Full-screen dialogs: edit profile, edit supplier, edit organisation"): ui's FullScreenDialog
 * with the editor's tabs in a centred column, the skeleton a tab shows while its data load, and
 * the standard error state with 'Riprova' when they cannot be read.
 */
import { FullScreenDialog, Skeleton, SkeletonGroup, Tabs, type TabItem } from '@portineria/ui';
import type { ReactNode } from 'react';
import * as styles from './editorDialog.css.ts';
import { ReadFailed } from './ReadFailed.tsx';

/** Props of {@link EditorDialog}. */
export interface EditorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's title, also the tab list's name ('Il mio profilo'). */
  title: string;
  /** The line under the title (whose profile, which company), once known. */
  description?: string | undefined;
  tabs: readonly TabItem[];
}

export function EditorDialog({ open, onOpenChange, title, description, tabs }: EditorDialogProps) {
  return (
    <FullScreenDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      {...(description ? { description } : {})}
    >
      <div className={styles.column}>
        <Tabs label={title} items={tabs} />
      </div>
    </FullScreenDialog>
  );
}

/** A tab's placeholder while its data load; `label` is what screen readers hear. */
export function EditorTabLoading({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label}>
      <Skeleton lines={4} />
    </SkeletonGroup>
  );
}

/** What {@link editorTabContent} reads of a query (TanStack Query's result has these). */
export interface EditorTabRead<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A tab's content from its read: `render(data)` once read; a failed read is 'Impossibile caricare
 * l’elemento' with 'Riprova' (which reads again); until then the skeleton named `loadingLabel`.
 */
export function editorTabContent<T>(
  read: EditorTabRead<T>,
  loadingLabel: string,
  render: (data: T) => ReactNode,
): ReactNode {
  if (read.data !== undefined) return render(read.data);
  if (read.isError) return <ReadFailed retry={() => read.refetch()} />;
  return <EditorTabLoading label={loadingLabel} />;
}
