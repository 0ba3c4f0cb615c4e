/**
 * The view a list is filtered to (000 §2: a dashboard counter or chip opens its list filtered
 * to its view): its chip, 'Vista: …', and 'Mostra tutti', which removes it. Every list that reads
 * `?view=` shows it the same way.
 */
import { Button, Chip } from '@portineria/ui';
import { webMessage } from '../messages/it-IT.ts';

/** Props of {@link ListViewChip}. */
export interface ListViewChipProps {
  /** The view's label, as the dashboard names it. */
  label: string;
  /** Removes the view from the address. */
  onRemove: () => void;
}

export function ListViewChip({ label, onRemove }: ListViewChipProps) {
  return (
    <>
      <Chip label={webMessage('list.view', { view: label })} tone="primary" />
      <Button variant="text" size="small" onClick={onRemove}>
        {webMessage('list.view.remove')}
      </Button>
    </>
  );
}
