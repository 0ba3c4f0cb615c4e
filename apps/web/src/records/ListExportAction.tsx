/**
 * A list's 'Esporta' action (001 §2.2–2.4 registries; DECISIONS.md "Exporting a list"): reads
 * every matching row through the list's page query, writes the .xlsx workbook and downloads it.
 * The button waits while it works; a failure says so and keeps the list as it was.
 */
import type { ListPage } from '@portineria/api-client';
import { formatDateTime, listExportFileName, type ListExportPage } from '@portineria/domain';
import { Button, useSnackbar } from '@portineria/ui';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { downloadBlob } from '../lib/downloadFile.ts';
import { webMessage } from '../messages/it-IT.ts';
import {
  listWorkbook,
  readListRows,
  type ExportColumn,
  type ListExportFilters,
} from './listExport.ts';

/** Props of {@link ListExportAction}. */
export interface ListExportActionProps<Row> {
  /** The list title: the sheet and the file are named after it. */
  title: string;
  /** The columns the viewer sees, as the list shows them. */
  columns: readonly ExportColumn<Row>[];
  /** The list's page query for one page of the export (same search, view, sort, includes). */
  fetchPage: (page: ListExportPage) => Promise<ListPage<Row>>;
  /** What the rows match, as the list shows it (the date is added on export). */
  filters: Omit<ListExportFilters, 'exportedAt'>;
}

export function ListExportAction<Row>({
  title,
  columns,
  fetchPage,
  filters,
}: ListExportActionProps<Row>) {
  const { show } = useSnackbar();
  const [pending, setPending] = useState(false);
  const exportList = async () => {
    setPending(true);
    try {
      const now = new Date();
      const read = await readListRows(fetchPage);
      const workbook = await listWorkbook(title, columns, read, {
        ...filters,
        exportedAt: formatDateTime(now),
      });
      const day = now.toISOString().slice(0, 10);
      downloadBlob(workbook, listExportFileName(title, day, webMessage('list.export.sheet')));
    } catch {
      show({ message: webMessage('list.export.failed'), tone: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="text"
      size="small"
      icon={<Download aria-hidden size={16} />}
      pending={pending}
      onClick={() => void exportList()}
    >
      {webMessage('list.export')}
    </Button>
  );
}
