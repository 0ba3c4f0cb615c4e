import { COMPONENT_PICKER_HOVER_DELAY_MS } from '@portineria/domain';
import type {
  DashboardPickerCategory,
  DashboardPickerOption,
  DashboardWidgetCategory,
} from '@portineria/domain';
import { ChevronDown, Info, Lock, Plus } from 'lucide-react';
import * as Accordion from '@radix-ui/react-accordion';
import { useEffect, useId, useRef, useState } from 'react';
import type { PointerEvent } from 'react';
import { useFocusWithin } from 'react-aria/useFocusWithin';
import { Button } from '../Button/Button.tsx';
import { dashboardMessage } from '../messages/it-IT/dashboard.ts';
import { feedbackMessage } from '../messages/it-IT/feedback.ts';
import { layoutMessage } from '../messages/it-IT/layout.ts';
import { permissionMessage } from '../messages/it-IT/permission.ts';
import { PermissionGate } from '../PermissionGate/PermissionGate.tsx';
import { formatLabel } from '../private/formatLabel.ts';
import { SideDrawer } from '../SideDrawer/SideDrawer.tsx';
import { WidgetInfoSheet } from '../WidgetInfoSheet/WidgetInfoSheet.tsx';
import type { WidgetInfoSheetLabels } from '../WidgetInfoSheet/WidgetInfoSheet.tsx';
import { WidgetPreview } from '../WidgetPreview/WidgetPreview.tsx';
import type { WidgetPreviewLabels } from '../WidgetPreview/WidgetPreview.tsx';
import * as styles from './ComponentPicker.css.ts';

/** The labels of the picker, all overridable. `{name}` is a widget's name. */
export interface ComponentPickerLabels {
  /** The drawer's title: 'Componenti' (000 §2). */
  title: string;
  /** Its subtitle: 'Naviga tra le varie sezioni e seleziona il widget che vuoi aggiungere' (000 §2). */
  subtitle: string;
  /**
   * What an empty category shows. Without it, the category's own `emptyMessage` (domain's
   * 'Nessun widget disponibile', 000 §2), else ours with the same words.
   */
  emptyCategory: string;
  /** The visible text of the add action: 'Aggiungi'. */
  add: string;
  /** The accessible name of the add action: 'Aggiungi {name}'. */
  addLabel: string;
  /** The visible text of the info action: 'Informazioni'. */
  info: string;
  /** The accessible name of the info action: 'Informazioni su {name}'. */
  infoLabel: string;
  /** The tooltip of a locked option: 'Funzionalità non disponibile' (000 §8). */
  locked: string;
  /** The drawer's close button: 'Chiudi'. */
  close: string;
}

export interface ComponentPickerProps {
  /** Whether the drawer is open (controlled). */
  open: boolean;
  /** Told of every open or close (Escape, outside click, 'Chiudi'). */
  onOpenChange: (open: boolean) => void;
  /** The categories and their options for the target cell: domain's `componentsForCell`. */
  categories: readonly DashboardPickerCategory[];
  /** Called with the widget's id when the user adds an option (never for a locked one). */
  onAdd: (widgetId: string) => void;
  /** The categories open when the drawer opens; the first one with options by default. */
  defaultExpanded?: readonly DashboardWidgetCategory[];
  /** Overrides of the labels. */
  labels?: Partial<ComponentPickerLabels>;
  /** Overrides of the previews' labels. */
  previewLabels?: Partial<WidgetPreviewLabels>;
  /** Overrides of the info sheet's labels (the app passes domain's `dashboard.picker.info*`). */
  infoLabels?: Partial<WidgetInfoSheetLabels>;
}

/**
 * The component picker of the dashboard settings (000 §2 'Componenti'): a right drawer with the
 * expandable categories in the given order (several open at once), an empty one saying 'Nessun
 * widget disponibile'. Each option is a card with the widget's name and preview; the actions
 * 'Aggiungi' and 'Informazioni' appear over it after the pointer has rested on it for 125 ms
 * (000 §2), and at once when the keyboard focus enters it. A locked option shows the lock; its
 * 'Aggiungi' is disabled with the tooltip 'Funzionalità non disponibile' (000 §5, §8), while its
 * information stays readable. 'Informazioni' opens the widget's info sheet.
 */
export function ComponentPicker({
  open,
  onOpenChange,
  categories,
  onAdd,
  defaultExpanded,
  labels,
  previewLabels,
  infoLabels,
}: ComponentPickerProps) {
  const text: ComponentPickerLabels = {
    title: dashboardMessage('componentPicker.title'),
    subtitle: dashboardMessage('componentPicker.subtitle'),
    emptyCategory: feedbackMessage('emptyState.noWidgets'),
    add: dashboardMessage('componentPicker.add'),
    addLabel: dashboardMessage('componentPicker.addLabel'),
    info: dashboardMessage('componentPicker.info'),
    infoLabel: dashboardMessage('componentPicker.infoLabel'),
    locked: permissionMessage('permission.locked'),
    close: layoutMessage('sideDrawer.close'),
    ...labels,
  };
  const firstWithOptions = categories.find((category) => category.options.length > 0);
  const expanded =
    defaultExpanded ?? (firstWithOptions ? [firstWithOptions.category] : ([] as const));
  return (
    <SideDrawer
      open={open}
      onOpenChange={onOpenChange}
      title={text.title}
      description={text.subtitle}
      labels={{ close: text.close }}
    >
      <Accordion.Root type="multiple" defaultValue={[...expanded]} className={styles.accordion}>
        {categories.map((category) => (
          <Accordion.Item
            key={category.category}
            value={category.category}
            className={styles.item}
            data-empty={category.options.length === 0 || undefined}
          >
            <Accordion.Header className={styles.header}>
              <Accordion.Trigger className={styles.trigger}>
                <span className={styles.triggerLabel}>{category.category}</span>
                {/* The list inside announces its size; the pill is for the eye. */}
                <span className={styles.count} data-count={category.options.length} aria-hidden>
                  {category.options.length}
                </span>
                <ChevronDown size={18} aria-hidden className={styles.chevron} />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className={styles.content}>
              {category.options.length === 0 ? (
                <p className={styles.empty}>
                  {labels?.emptyCategory ?? category.emptyMessage ?? text.emptyCategory}
                </p>
              ) : (
                <ul className={styles.options}>
                  {category.options.map((option) => (
                    <li key={option.widget.id}>
                      <OptionCard
                        option={option}
                        text={text}
                        onAdd={onAdd}
                        previewLabels={previewLabels}
                        infoLabels={infoLabels}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </SideDrawer>
  );
}

interface OptionCardProps {
  option: DashboardPickerOption;
  text: ComponentPickerLabels;
  onAdd: (widgetId: string) => void;
  previewLabels?: Partial<WidgetPreviewLabels>;
  infoLabels?: Partial<WidgetInfoSheetLabels>;
}

function OptionCard({ option, text, onAdd, previewLabels, infoLabels }: OptionCardProps) {
  const { widget, locked } = option;
  const nameId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { focusWithinProps } = useFocusWithin({ onFocusWithinChange: setFocused });
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const onPointerEnter = (event: PointerEvent) => {
    // A touch has no hover to wait for: the actions show at once.
    if (event.pointerType === 'touch') {
      setHovered(true);
      return;
    }
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setHovered(true), COMPONENT_PICKER_HOVER_DELAY_MS);
  };
  const onPointerLeave = () => {
    clearTimeout(hoverTimer.current);
    setHovered(false);
  };

  const visible = hovered || focused;
  const addLabel = formatLabel(text.addLabel, { name: widget.name });
  return (
    <div
      role="group"
      aria-labelledby={nameId}
      className={styles.card}
      data-actions={visible ? 'visible' : 'hidden'}
      data-locked={locked || undefined}
      data-widget={widget.id}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      {...focusWithinProps}
    >
      <div className={styles.cardHeader}>
        <span id={nameId} className={styles.name}>
          {widget.name}
        </span>
        {locked ? (
          <span className={styles.lock} aria-hidden>
            <Lock size={14} />
          </span>
        ) : null}
      </div>
      <div className={styles.previewArea}>
        <WidgetPreview preview={widget.preview} labels={previewLabels} />
      </div>
      <div className={styles.actions}>
        <PermissionGate
          decision={locked ? { state: 'locked', reason: 'not-permitted' } : { state: 'allowed' }}
          labels={{ locked: text.locked }}
        >
          {({ lockProps, lockIcon }) => (
            <Button
              variant="contained"
              tone="primary"
              size="small"
              icon={lockIcon ?? <Plus size={16} aria-hidden />}
              aria-label={addLabel}
              onClick={() => onAdd(widget.id)}
              {...lockProps}
            >
              {text.add}
            </Button>
          )}
        </PermissionGate>
        <WidgetInfoSheet
          widget={widget}
          labels={infoLabels}
          trigger={
            <Button
              variant="contained"
              tone="neutral"
              size="small"
              icon={<Info size={16} aria-hidden />}
              aria-label={formatLabel(text.infoLabel, { name: widget.name })}
            >
              {text.info}
            </Button>
          }
        />
      </div>
    </div>
  );
}
