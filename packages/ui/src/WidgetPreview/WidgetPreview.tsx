import { formatDateTime, quoteProgress } from '@portineria/domain';
import type { DashboardWidgetPreview } from '@portineria/domain';
import { ClipboardList, EyeOff, Ticket, Wrench } from 'lucide-react';
import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import type { ReactNode } from 'react';
import { dashboardMessage } from '../messages/it-IT/dashboard.ts';
import { feedbackMessage } from '../messages/it-IT/feedback.ts';
import { formatLabel } from '../private/formatLabel.ts';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { WidgetListItem } from '../WidgetListItem/WidgetListItem.tsx';
import * as styles from './WidgetPreview.css.ts';

/** The labels of the preview, all overridable. */
export interface WidgetPreviewLabels {
  /** What a widget without a preview shows: 'Anteprima non disponibile' (000 §2, §8). */
  unavailable: string;
  /** The accessible summary, `{content}` being the sample's fields: 'Anteprima: {content}'. */
  summary: string;
  /** The name of the quotes bar: 'Preventivi ricevuti'. */
  quotes: string;
  /** The counts under the quotes bar: '{submit} di {requests}'. */
  quotesCount: string;
}

export interface WidgetPreviewProps {
  /** The widget's preview (domain's `DashboardWidget.preview`); null for a widget without one. */
  preview: DashboardWidgetPreview | null;
  /** Overrides of the labels. */
  labels?: Partial<WidgetPreviewLabels>;
}

const join = (...parts: readonly string[]) => parts.filter((part) => part !== '').join(' · ');

/** The look of a preview and the words a screen reader hears instead. */
function render(
  preview: DashboardWidgetPreview,
  text: WidgetPreviewLabels,
): { visual: ReactNode; words: readonly string[] } {
  switch (preview.kind) {
    case 'ticket': {
      const { title, date, buildingName, userName } = preview.props;
      const when = formatDateTime(date);
      return {
        visual: (
          <WidgetListItem
            leading={<Ticket size={18} />}
            title={title}
            subtitle={join(buildingName, userName)}
            meta={when}
          />
        ),
        words: [title, when, buildingName, userName],
      };
    }
    case 'order': {
      const { title, date, buildingName, supplierName } = preview.props;
      const when = formatDateTime(date);
      return {
        visual: (
          <WidgetListItem
            leading={<ClipboardList size={18} />}
            title={title}
            subtitle={join(buildingName, supplierName)}
            meta={when}
          />
        ),
        words: [title, when, buildingName, supplierName],
      };
    }
    case 'order-quotes': {
      const { requests, submit } = preview.props;
      const count = formatLabel(text.quotesCount, { submit, requests });
      return {
        visual: (
          <div className={styles.quotes}>
            {/* 002 §5.7: received divided by requested, times 100. */}
            <ProgressBar
              value={quoteProgress({ got: submit, requests })}
              label={text.quotes}
              size="small"
            />
            <span className={styles.quotesCount}>{count}</span>
          </div>
        ),
        words: [`${text.quotes} ${count}`],
      };
    }
    case 'activity': {
      const { orderName, buildingName, supplierName } = preview.props;
      return {
        visual: (
          <WidgetListItem
            leading={<Wrench size={18} />}
            title={orderName}
            subtitle={join(buildingName, supplierName)}
          />
        ),
        words: [orderName, buildingName, supplierName],
      };
    }
    case 'calendar-event': {
      const { object, color, date } = preview.props;
      const when = formatDateTime(date);
      return {
        visual: (
          <WidgetListItem
            // The event's own colour is data, not a theme colour.
            leading={<span className={styles.dot} style={{ background: color }} />}
            title={object}
            meta={when}
          />
        ),
        words: [object, when],
      };
    }
    default:
      return preview satisfies never;
  }
}

/**
 * A widget's preview in the component picker (000 §2, §3 "Preview samples"): a static miniature of
 * one row of the widget with the sample props (ticket, order, order quotes, activity, calendar
 * event). The order-quotes preview is the quote progress bar, received over requested times 100
 * (002 §5.7). The miniature is hidden from assistive technology, which reads a one-line summary
 * instead; a widget without a preview shows 'Anteprima non disponibile'.
 */
export function WidgetPreview({ preview, labels }: WidgetPreviewProps) {
  const text: WidgetPreviewLabels = {
    unavailable: feedbackMessage('emptyState.noPreview'),
    summary: dashboardMessage('widgetPreview.summary'),
    quotes: dashboardMessage('widgetPreview.quotes'),
    quotesCount: dashboardMessage('widgetPreview.quotesCount'),
    ...labels,
  };
  if (preview === null) {
    return (
      <div className={styles.unavailable} data-kind="none">
        <EyeOff size={16} aria-hidden />
        {text.unavailable}
      </div>
    );
  }
  const { visual, words } = render(preview, text);
  return (
    <div className={styles.preview} data-kind={preview.kind}>
      <div aria-hidden>{visual}</div>
      <VisuallyHidden.Root>
        {formatLabel(text.summary, { content: words.filter(Boolean).join(', ') })}
      </VisuallyHidden.Root>
    </div>
  );
}
