/**
 * The dashboard settings wizard at /ORG/dashboard/settings (000 §2 Dashboards, §4 "Dashboard
 * settings", 002 §2.12): step 0 chooses the layout, step 1 the component of each cell, step 2
 * previews and saves; a RESET button stores the default dashboard after a confirmation.
 * Storage is I/O: `saveDashboard` and `resetDashboard` are named actors the app provides with
 * `.provide()` (000 §7: "Saving or resetting the dashboard is a local operation").
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { DEFAULT_DASHBOARD_VARIANT } from '../constants/constants.ts';
import type { MessageKey } from '../messages/it-IT.ts';
import type { OrgType } from '../profiles/types.ts';
import {
  canPlaceDashboardComponent,
  defaultDashboardFor,
  isConfigurationComplete,
} from './configuration.ts';
import { emptyDashboardConfiguration } from './layout.ts';
import type { DashboardConfiguration, DashboardVariant } from './types.ts';

/** Where the wizard goes when it ends (000 §4: "then goes to /ORG/dashboard"). */
export const DASHBOARD_WIZARD_EXIT_PATH = '/ORG/dashboard';

/** The three steps (000 §2): 0 layout, 1 components, 2 preview. */
export type DashboardWizardStep = 0 | 1 | 2;

/** What the wizard starts from. */
export interface DashboardWizardInput {
  /** The organisation's type, whose default dashboard RESET stores (000 §9). */
  orgType: OrgType;
  /** The dashboard saved today, if any (already read with `parseStoredDashboard`). */
  saved?: DashboardConfiguration | null;
}

/** A failed save or reset: the message to show and what went wrong. */
export interface DashboardWizardError {
  messageKey: MessageKey;
  cause: unknown;
}

/** The wizard's context. */
export interface DashboardWizardContext {
  step: DashboardWizardStep;
  /** The layout chosen in step 0; null until one is selected and after going back from step 1. */
  variant: DashboardVariant | null;
  /** One entry per cell of the chosen layout: a widget id or null for an empty cell. */
  configuration: (string | null)[];
  /** The variant of the saved dashboard, so the carousel can open on it. */
  savedVariant: DashboardVariant | null;
  /** The saved cells, reused when the saved variant is chosen again. */
  savedConfiguration: (string | null)[] | null;
  orgType: OrgType;
  error: DashboardWizardError | null;
}

/** What the user does in the wizard. */
export type DashboardWizardEvent =
  /** A layout is shown in the carousel (step 0). */
  | { type: 'SELECT_VARIANT'; variant: DashboardVariant }
  /** 'Seleziona' (step 0 → 1); it may carry the layout to select at the same time. */
  | { type: 'CONFIRM_VARIANT'; variant?: DashboardVariant }
  | { type: 'PLACE_COMPONENT'; cell: number; widgetId: string }
  | { type: 'REMOVE_COMPONENT'; cell: number }
  /** 'Avanti' (step 1 → 2), only when every slot is filled. */
  | { type: 'NEXT' }
  /** 'Indietro'. */
  | { type: 'BACK' }
  /** 'Annulla' (step 0). */
  | { type: 'CANCEL' }
  /** 'Salva' (step 2). */
  | { type: 'SAVE' }
  /** The toolbar RESET button: opens the 'Reset dashboard' confirmation. */
  | { type: 'RESET' }
  /** 'Reset' in the confirmation. */
  | { type: 'CONFIRM_RESET' }
  /** 'Annulla' in the confirmation. */
  | { type: 'CANCEL_RESET' };

/** How the wizard ended and where the app navigates. */
export interface DashboardWizardOutput {
  outcome: 'saved' | 'reset' | 'cancelled';
  navigateTo: typeof DASHBOARD_WIZARD_EXIT_PATH;
}

/**
 * The cells step 1 starts with for a layout: empty cells for a fresh layout, the saved cells when
 * the saved layout is chosen again, so that changing one widget does not mean choosing them all
 * again (000 §4 is silent; DECISIONS.md). No layout, no cells.
 */
export function wizardStartingConfiguration(
  variant: DashboardVariant | null,
  saved: Pick<DashboardWizardContext, 'savedVariant' | 'savedConfiguration'>,
): (string | null)[] {
  if (variant === null) return [];
  if (variant === saved.savedVariant && saved.savedConfiguration) {
    return [...saved.savedConfiguration];
  }
  return emptyDashboardConfiguration(variant);
}

/**
 * What 'Salva' stores (000 §4: "Save stores variant and configuration"). The wizard reaches the
 * preview only with a layout chosen; without one the default variant is stored, never a null.
 */
export function dashboardToSave(
  context: Pick<DashboardWizardContext, 'variant' | 'configuration'>,
): DashboardConfiguration {
  return {
    variant: context.variant ?? DEFAULT_DASHBOARD_VARIANT,
    configuration: [...context.configuration],
  };
}

const notProvided = (actor: string) => () =>
  Promise.reject(new Error(`The ${actor} actor must be provided by the app with .provide().`));

const failure = (cause: unknown): DashboardWizardError => ({
  messageKey: 'common.genericError',
  cause,
});

/** The dashboard settings wizard (000 §2, §4; 002 §2.12). */
export const dashboardWizardMachine = setup({
  types: {
    context: {} as DashboardWizardContext,
    events: {} as DashboardWizardEvent,
    input: {} as DashboardWizardInput,
    output: {} as DashboardWizardOutput,
  },
  actors: {
    /** Stores the variant and the configuration (000 §4 "Save stores variant and configuration"). */
    saveDashboard: fromPromise<void, DashboardConfiguration>(notProvided('saveDashboard')),
    /** Stores the default dashboard (000 §4 "Reset stores the default dashboard"). */
    resetDashboard: fromPromise<void, DashboardConfiguration>(notProvided('resetDashboard')),
  },
  guards: {
    hasVariantToConfirm: ({ context, event }) => {
      assertEvent(event, 'CONFIRM_VARIANT');
      return (event.variant ?? context.variant) !== null;
    },
    canPlaceComponent: ({ context, event }) => {
      assertEvent(event, 'PLACE_COMPONENT');
      return canPlaceDashboardComponent({
        variant: context.variant,
        configuration: context.configuration,
        cell: event.cell,
        widgetId: event.widgetId,
      });
    },
    isCellInLayout: ({ context, event }) => {
      assertEvent(event, 'REMOVE_COMPONENT');
      return event.cell >= 0 && event.cell < context.configuration.length;
    },
    isConfigurationComplete: ({ context }) =>
      isConfigurationComplete(context.variant, context.configuration),
  },
  actions: {
    selectVariant: assign(({ event }) => {
      assertEvent(event, 'SELECT_VARIANT');
      return { variant: event.variant };
    }),
    startConfiguration: assign(({ context, event }) => {
      assertEvent(event, 'CONFIRM_VARIANT');
      const variant = event.variant ?? context.variant;
      return { variant, configuration: wizardStartingConfiguration(variant, context) };
    }),
    placeComponent: assign(({ context, event }) => {
      assertEvent(event, 'PLACE_COMPONENT');
      return {
        configuration: context.configuration.map((id, cell) =>
          cell === event.cell ? event.widgetId : id,
        ),
      };
    }),
    removeComponent: assign(({ context, event }) => {
      assertEvent(event, 'REMOVE_COMPONENT');
      return {
        configuration: context.configuration.map((id, cell) => (cell === event.cell ? null : id)),
      };
    }),
    // 000 §4: "going back from step 1 clears the chosen layout and the configuration".
    clearLayout: assign({ variant: null, configuration: [] }),
    clearError: assign({ error: null }),
    setStep: assign((_, params: { step: DashboardWizardStep }) => ({ step: params.step })),
    setError: assign((_, params: { cause: unknown }) => ({ error: failure(params.cause) })),
  },
}).createMachine({
  id: 'dashboardWizard',
  context: ({ input }) => ({
    step: 0,
    variant: null,
    configuration: [],
    savedVariant: input.saved?.variant ?? null,
    savedConfiguration: input.saved ? [...input.saved.configuration] : null,
    orgType: input.orgType,
    error: null,
  }),
  initial: 'wizard',
  states: {
    wizard: {
      initial: 'choosingVariant',
      states: {
        choosingVariant: {
          entry: { type: 'setStep', params: { step: 0 } },
          on: {
            SELECT_VARIANT: { actions: 'selectVariant' },
            CONFIRM_VARIANT: {
              guard: 'hasVariantToConfirm',
              target: 'choosingComponents',
              actions: 'startConfiguration',
            },
            CANCEL: { target: '#dashboardWizard.cancelled' },
            RESET: { target: '#dashboardWizard.confirmingReset' },
          },
        },
        choosingComponents: {
          entry: { type: 'setStep', params: { step: 1 } },
          on: {
            PLACE_COMPONENT: { guard: 'canPlaceComponent', actions: 'placeComponent' },
            REMOVE_COMPONENT: { guard: 'isCellInLayout', actions: 'removeComponent' },
            NEXT: { guard: 'isConfigurationComplete', target: 'previewing' },
            BACK: { target: 'choosingVariant', actions: 'clearLayout' },
            RESET: { target: '#dashboardWizard.confirmingReset' },
          },
        },
        previewing: {
          entry: { type: 'setStep', params: { step: 2 } },
          on: {
            // 000 §4: "other back steps only decrement".
            BACK: { target: 'choosingComponents', actions: 'clearError' },
            SAVE: { target: 'saving', actions: 'clearError' },
            RESET: { target: '#dashboardWizard.confirmingReset' },
          },
        },
        saving: {
          invoke: {
            src: 'saveDashboard',
            input: ({ context }) => dashboardToSave(context),
            onDone: { target: '#dashboardWizard.saved' },
            onError: {
              target: 'previewing',
              actions: { type: 'setError', params: ({ event }) => ({ cause: event.error }) },
            },
          },
        },
        history: { type: 'history' },
      },
    },
    confirmingReset: {
      on: {
        CANCEL_RESET: { target: 'wizard.history' },
        CONFIRM_RESET: { target: 'resetting', actions: 'clearError' },
      },
    },
    resetting: {
      invoke: {
        src: 'resetDashboard',
        input: ({ context }) => defaultDashboardFor(context.orgType),
        onDone: { target: 'reset' },
        onError: {
          target: 'wizard.history',
          actions: { type: 'setError', params: ({ event }) => ({ cause: event.error }) },
        },
      },
    },
    saved: {
      type: 'final',
      output: {
        outcome: 'saved',
        navigateTo: DASHBOARD_WIZARD_EXIT_PATH,
      } satisfies DashboardWizardOutput,
    },
    reset: {
      type: 'final',
      output: {
        outcome: 'reset',
        navigateTo: DASHBOARD_WIZARD_EXIT_PATH,
      } satisfies DashboardWizardOutput,
    },
    cancelled: {
      type: 'final',
      output: {
        outcome: 'cancelled',
        navigateTo: DASHBOARD_WIZARD_EXIT_PATH,
      } satisfies DashboardWizardOutput,
    },
  },
  // The machine's output is the output of the final state it reached.
  output: ({ event }) => event.output as DashboardWizardOutput,
});
