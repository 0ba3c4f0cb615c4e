/**
 * /ORG/dashboard/settings (000 §2 Dashboards, §4 "Dashboard settings"; 002 §2.12): 'Impostazioni
 * dashboard' with RESET in the toolbar and its 'Reset dashboard' dialog, then domain's wizard
 * machine step by step — the layout in a carousel (Annulla, Seleziona), the component of each
 * cell through the 'Componenti' picker (Indietro, Avanti only when every slot is filled), and
 * 'Anteprima' (Indietro, Salva). Save and reset write local storage and go back to /ORG/dashboard.
 */
import {
  componentsForCell,
  DASHBOARD_VARIANTS,
  dashboardWidgetById,
  dashboardWizardMachine,
  DEFAULT_DASHBOARD_VARIANT,
  gridPlacement,
  isConfigurationComplete,
  message,
  orgDashboardWidgets,
  type DashboardConfiguration,
  type DashboardVariant,
  type DashboardWidget,
  type OrgType,
  type PermissionDecision,
} from '@portineria/domain';
import {
  Button,
  ComponentPicker,
  ConfirmDialog,
  DashboardEditCell,
  DashboardGrid,
  LayoutCarousel,
  Stepper,
  useSnackbar,
} from '@portineria/ui';
import { useMachine } from '@xstate/react';
import { RotateCcw } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { webMessage } from '../../messages/it-IT.ts';
import { readDashboard, writeDashboard } from './dashboardStore.ts';
import {
  useDashboardSession,
  useWidgetDecisions,
  type DashboardSession,
} from './dashboardContext.ts';
import { DashboardCell } from './OrgDashboard.tsx';
import * as styles from './dashboard.css.ts';

const PICKER_LABELS = {
  title: message('dashboard.picker.title'),
  subtitle: message('dashboard.picker.subtitle'),
  add: message('dashboard.picker.add'),
  info: message('dashboard.picker.info'),
  emptyCategory: message('dashboard.picker.emptyCategory'),
};

const INFO_LABELS = {
  name: message('dashboard.picker.infoName'),
  height: message('dashboard.picker.infoHeight'),
  width: message('dashboard.picker.infoWidth'),
};

const VARIANTS = DASHBOARD_VARIANTS.map((id) => ({
  id,
  label: message(`dashboard.variant.${id}`),
  placements: gridPlacement(id),
}));

export function OrgDashboardSettings() {
  const session = useDashboardSession();
  const orgType = session?.profile.organization?.orgType;
  if (!session || !orgType) return null;
  // Keyed by profile: a profile switch starts the wizard again from that profile's dashboard.
  return <DashboardWizard key={session.profile.uid} session={session} orgType={orgType} />;
}

function DashboardWizard({ session, orgType }: { session: DashboardSession; orgType: OrgType }) {
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const profileUid = session.profile.uid;
  const [snapshot, send] = useMachine(
    dashboardWizardMachine.provide({
      actors: {
        saveDashboard: fromPromise<void, DashboardConfiguration>(async ({ input }) => {
          writeDashboard(profileUid, orgType, input);
        }),
        resetDashboard: fromPromise<void, DashboardConfiguration>(async ({ input }) => {
          writeDashboard(profileUid, orgType, input);
        }),
      },
    }),
    { input: { orgType, saved: readDashboard(profileUid, orgType) } },
  );
  const { context } = snapshot;

  useEffect(() => {
    if (snapshot.status !== 'done') return;
    if (snapshot.output?.outcome === 'saved' || snapshot.output?.outcome === 'reset') {
      show({ message: webMessage('dashboard.settings.saved'), tone: 'success' });
    }
    navigate(snapshot.output?.navigateTo ?? '/ORG/dashboard');
  }, [snapshot.status, snapshot.output, navigate, show]);

  useEffect(() => {
    if (context.error) show({ message: message(context.error.messageKey), tone: 'error' });
  }, [context.error, show]);

  const decisions = useWidgetDecisions(session.profile);

  const steps = [
    webMessage('dashboard.settings.step.layout'),
    webMessage('dashboard.settings.step.components'),
    message('dashboard.wizard.preview.title'),
  ];
  const title = message('dashboard.settings.title');
  return (
    <section data-testid="dashboard-settings">
      <header className={styles.header}>
        <h2 id="dashboard-settings-title" className={styles.title}>
          {title}
        </h2>
        <Button
          variant="outlined"
          icon={<RotateCcw size={18} aria-hidden />}
          onClick={() => send({ type: 'RESET' })}
        >
          {message('dashboard.settings.resetButton')}
        </Button>
      </header>
      <Stepper steps={steps} current={context.step} />
      {context.step === 0 ? (
        <LayoutStep
          initial={context.variant ?? context.savedVariant ?? DEFAULT_DASHBOARD_VARIANT}
          onChange={(variant) => send({ type: 'SELECT_VARIANT', variant })}
          onCancel={() => send({ type: 'CANCEL' })}
          onSelect={(variant) => send({ type: 'CONFIRM_VARIANT', variant })}
        />
      ) : null}
      {context.step === 1 && context.variant ? (
        <ComponentsStep
          variant={context.variant}
          configuration={context.configuration}
          orgType={orgType}
          decisions={decisions}
          onPlace={(cell, widgetId) => send({ type: 'PLACE_COMPONENT', cell, widgetId })}
          onRemove={(cell) => send({ type: 'REMOVE_COMPONENT', cell })}
          onBack={() => send({ type: 'BACK' })}
          onNext={() => send({ type: 'NEXT' })}
        />
      ) : null}
      {context.step === 2 && context.variant ? (
        <div className={styles.step}>
          <h3 className={styles.title}>{message('dashboard.wizard.preview.title')}</h3>
          <p className={styles.subtitle}>{message('dashboard.wizard.preview.subtitle')}</p>
          <DashboardGrid
            label={message('dashboard.wizard.preview.title')}
            placements={gridPlacement(context.variant)}
            renderCell={(placement) => (
              <div className={styles.fill}>
                <DashboardCell
                  id={context.configuration[placement.cell] ?? null}
                  session={session}
                  decisions={decisions}
                />
              </div>
            )}
          />
          <div className={styles.actions}>
            <Button variant="outlined" onClick={() => send({ type: 'BACK' })}>
              {message('dashboard.wizard.back')}
            </Button>
            <Button
              pending={snapshot.matches({ wizard: 'saving' })}
              onClick={() => send({ type: 'SAVE' })}
            >
              {message('dashboard.wizard.save')}
            </Button>
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={snapshot.matches('confirmingReset') || snapshot.matches('resetting')}
        onOpenChange={(open) => {
          if (!open && snapshot.matches('confirmingReset')) send({ type: 'CANCEL_RESET' });
        }}
        title={message('dashboard.reset.title')}
        message={message('dashboard.reset.message')}
        // 000 §2 'Reset dashboard' (600 px): the Annulla / Reset pair of ui's ConfirmDialog.
        variant="cancelReset"
        confirmLabel={message('dashboard.reset.confirm')}
        cancelLabel={message('dashboard.reset.cancel')}
        tone="destructive"
        onConfirm={() => send({ type: 'CONFIRM_RESET' })}
        onCancel={() => send({ type: 'CANCEL_RESET' })}
      />
    </section>
  );
}

function LayoutStep({
  initial,
  onChange,
  onCancel,
  onSelect,
}: {
  initial: DashboardVariant;
  onChange: (variant: DashboardVariant) => void;
  onCancel: () => void;
  onSelect: (variant: DashboardVariant) => void;
}) {
  const [shown, setShown] = useState<DashboardVariant>(initial);
  return (
    <LayoutCarousel
      variants={VARIANTS}
      value={shown}
      onChange={(variant) => {
        setShown(variant);
        onChange(variant);
      }}
      onCancel={onCancel}
      onSelect={onSelect}
      labels={{
        cancel: message('dashboard.wizard.cancel'),
        select: message('dashboard.wizard.select'),
      }}
    />
  );
}

function ComponentsStep({
  variant,
  configuration,
  orgType,
  decisions,
  onPlace,
  onRemove,
  onBack,
  onNext,
}: {
  variant: DashboardVariant;
  configuration: readonly (string | null)[];
  orgType: OrgType;
  decisions: (widget: DashboardWidget) => PermissionDecision;
  onPlace: (cell: number, widgetId: string) => void;
  onRemove: (cell: number) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const placements = gridPlacement(variant);
  const [pickerCell, setPickerCell] = useState<number | null>(null);
  const widgets = useMemo(() => orgDashboardWidgets(orgType), [orgType]);
  const target = pickerCell === null ? undefined : placements[pickerCell];
  const categories = target
    ? componentsForCell({
        cellSize: target.size,
        configuration,
        widgets,
        stateOf: (widget) => decisions(widget).state,
      })
    : [];
  return (
    <div className={styles.step}>
      <DashboardGrid
        label={webMessage('dashboard.settings.step.components')}
        placements={placements}
        renderCell={(placement) => {
          const id = configuration[placement.cell] ?? null;
          return (
            <DashboardEditCell
              componentName={id === null ? null : (dashboardWidgetById(id)?.name ?? id)}
              size={placement.size}
              onAdd={() => setPickerCell(placement.cell)}
              onRemove={() => onRemove(placement.cell)}
            />
          );
        }}
      />
      <div className={styles.actions}>
        <Button variant="outlined" onClick={onBack}>
          {message('dashboard.wizard.back')}
        </Button>
        <Button disabled={!isConfigurationComplete(variant, configuration)} onClick={onNext}>
          {message('dashboard.wizard.next')}
        </Button>
      </div>
      <ComponentPicker
        open={pickerCell !== null}
        onOpenChange={(open) => {
          if (!open) setPickerCell(null);
        }}
        categories={categories}
        onAdd={(widgetId) => {
          if (pickerCell !== null) onPlace(pickerCell, widgetId);
          setPickerCell(null);
        }}
        labels={PICKER_LABELS}
        infoLabels={INFO_LABELS}
        previewLabels={{ unavailable: message('dashboard.picker.previewUnavailable') }}
      />
    </div>
  );
}
