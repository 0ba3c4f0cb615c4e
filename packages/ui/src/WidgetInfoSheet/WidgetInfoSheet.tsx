import type { DashboardWidget } from '@portineria/domain';
import type { ReactNode } from 'react';
import { InfoDialog } from '../InfoDialog/InfoDialog.tsx';
import { dashboardMessage } from '../messages/it-IT/dashboard.ts';
import * as styles from './WidgetInfoSheet.css.ts';

/** The labels of the info sheet, all overridable (domain's `dashboard.picker.info*` hold the same words). */
export interface WidgetInfoSheetLabels {
  /** The sheet's title: 'Informazioni'. */
  title: string;
  /** 'Nome'. */
  name: string;
  /** 'Altezza'. */
  height: string;
  /** 'Larghezza'. */
  width: string;
  /** The heading of the description lines: 'Descrizione'. */
  description: string;
  /** The only button: 'Chiudi'. */
  close: string;
}

export interface WidgetInfoSheetProps {
  /** Whether the sheet is open (controlled). Leave undefined with a `trigger` to let it keep its own state. */
  open?: boolean;
  /** Initial state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with false when the user closes it (Chiudi, Escape), with true when the trigger opens it. */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the sheet (it must accept a ref, e.g. a `Button`); focus returns to it on close. */
  trigger?: ReactNode;
  /** The widget described: its name, size (grid units) and description lines. */
  widget: Pick<DashboardWidget, 'name' | 'size' | 'info'>;
  /** Overrides of the labels. */
  labels?: Partial<WidgetInfoSheetLabels>;
}

/**
 * The info sheet of a widget in the component picker (000 §2 "The info sheet shows name, height,
 * width and description lines"): a dialog listing Nome, Altezza and Larghezza (in grid units, as
 * the definition has them, 000 §3) and then each description line, with a single 'Chiudi'.
 */
export function WidgetInfoSheet({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  widget,
  labels,
}: WidgetInfoSheetProps) {
  const text: WidgetInfoSheetLabels = {
    title: dashboardMessage('widgetInfoSheet.title'),
    name: dashboardMessage('widgetInfoSheet.name'),
    height: dashboardMessage('widgetInfoSheet.height'),
    width: dashboardMessage('widgetInfoSheet.width'),
    description: dashboardMessage('widgetInfoSheet.description'),
    close: dashboardMessage('widgetInfoSheet.close'),
    ...labels,
  };
  return (
    <InfoDialog
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={text.title}
      closeLabel={text.close}
    >
      <dl className={styles.fields}>
        <dt className={styles.term}>{text.name}</dt>
        <dd className={styles.value}>{widget.name}</dd>
        <dt className={styles.term}>{text.height}</dt>
        <dd className={styles.value}>{widget.size.height}</dd>
        <dt className={styles.term}>{text.width}</dt>
        <dd className={styles.value}>{widget.size.width}</dd>
      </dl>
      {widget.info.length > 0 ? (
        <>
          <p className={styles.descriptionTitle}>{text.description}</p>
          {widget.info.map((line, index) => (
            // Lines may repeat and never reorder: their position is their identity.
            <p key={`line-${index}`} className={styles.line}>
              {line}
            </p>
          ))}
        </>
      ) : null}
    </InfoDialog>
  );
}
