/**
 * The view a list is filtered to (000 §2: a dashboard counter or chip opens its list filtered
 * to its view): its chip, 'Vista: …', and 'Rimuovi vista', which removes it (./listView.ts
 * `listViewChipLabels`). Every list that reads `?view=` shows it the same way.
 */
import { Button, Chip } from '@portineria/ui';
import { listViewChipLabels } from './listView.ts';

/** Props of {@link ListViewChip}. */
export interface ListViewChipProps {
  /** The view's label, as the dashboard names it. */
  label: string;
  /** Removes the view from the address. */
  onRemove: () => void;
}

export function ListViewChip({ label, onRemove }: ListViewChipProps) {
  const labels = listViewChipLabels(label);
  return (
    <>
      <Chip label={labels.chip} tone="primary" />
      <Button variant="text" size="small" aria-label={labels.removeName} onClick={onRemove}>
        {labels.remove}
      </Button>
    </>
  );
}
