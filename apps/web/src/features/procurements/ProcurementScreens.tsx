/** The procurements' screens (001 §2.3). */
import { RecordDetailScreen } from '../../records/RecordDetailScreen.tsx';
import { RecordListScreen } from '../../records/RecordListScreen.tsx';
import { PROCUREMENTS } from './procurementRecords.ts';

export function ProcurementsListScreen() {
  return <RecordListScreen definition={PROCUREMENTS} />;
}

export function ProcurementDetailScreen() {
  return <RecordDetailScreen definition={PROCUREMENTS} />;
}
