/**
 * A record's lifecycle action bar with the dialogs of its steps that carry one value, wired once
 * (records' `RecordLifecycleActions`, `useRecordTransition` and `TransitionValueDialog`): a
 * feature names, per action, the dialog's title, the event's payload field, the event a typed
 * value makes and the field that asks it; the bar opens that dialog when the action is pressed,
 * domain's `check` refuses a wrong value beside the field with the gateway's own message, and the
 * event is sent with the version of the record as read. The claim, token and folder details use
 * it; the fields it asks with are below (a reason, an amount, a date).
 *
 * ```tsx
 * <RecordStepActions label={…} actions={tokenActions(token, actor)} kinds={KINDS}
 *   recordId={tokenId} version={token.updatedAt ?? null}
 *   mutation={tokenTransitionMutationOptions(apiClient)} staleMessage={…}
 *   check={(event) => applyTokenTransition(token, event, actor)}
 *   asked={{ markNotInvoiced: { title, field: 'reason', eventOf, renderField } }} />
 * ```
 */
import type { TransitionAction, TransitionResult } from '@portineria/domain';
import { AmountField, DateField, TextArea } from '@portineria/ui';
import type { UseMutationOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  RecordLifecycleActions,
  useRecordTransition,
  type LifecycleEvent,
  type RecordTransitionOptions,
} from './RecordLifecycleActions.tsx';
import type { LifecycleBarKinds, RecordTransitionVariables } from './recordLifecycle.ts';
import { TransitionValueDialog, type TransitionValueFieldProps } from './TransitionValueDialog.tsx';

/** A step asked in a dialog: what it is called, what it carries and how it is asked. */
export interface AskedStep<Event> {
  /** The dialog's title (the action's name). */
  title: string;
  /** The event's payload field on the wire ('reason', 'amountRefunded', 'expiresOn'). */
  field: string;
  /** The event the typed value makes. */
  eventOf: (value: string) => Event;
  /** The field that asks the value (`ReasonStepField`, `AmountStepField`, `DateStepField`). */
  renderField: (bound: TransitionValueFieldProps) => ReactNode;
}

/** Props of {@link RecordStepActions}. */
export interface RecordStepActionsProps<
  Id extends string,
  EventType extends string,
  Event extends LifecycleEvent,
  Data,
> {
  /** The bar's accessible name ("Azioni sul sinistro"). */
  label: string;
  /** Domain's actions for the record and the active profile (`claimActions(…)`). */
  actions: readonly TransitionAction<Id, EventType>[];
  /** How the actions are drawn: destructive, main. */
  kinds: LifecycleBarKinds<Id>;
  recordId: RecordTransitionVariables<Event>['id'];
  /** The record's version as read (`updatedAt`). */
  version: RecordTransitionOptions<Event, Data>['version'];
  /** The api-client's transition mutation options. */
  mutation: UseMutationOptions<Data, Error, RecordTransitionVariables<Event>>;
  /** What a stale event says. */
  staleMessage: string;
  /** Domain's answer to an event (`apply…Transition` on the record as read, by the actor). */
  check: (event: Event) => TransitionResult<object>;
  /** The steps asked in a dialog, by action id; every other action is the bar's. */
  asked: Partial<Record<Id, AskedStep<Event>>>;
}

/** See the top of this file. */
export function RecordStepActions<
  Id extends string,
  EventType extends string,
  Event extends LifecycleEvent,
  Data,
>({
  label,
  actions,
  kinds,
  recordId,
  version,
  mutation,
  staleMessage,
  check,
  asked,
}: RecordStepActionsProps<Id, EventType, Event, Data>) {
  const [asking, setAsking] = useState<Id | undefined>(undefined);
  const transition = useRecordTransition({ recordId, version, mutation, staleMessage });
  const step = asking === undefined ? undefined : asked[asking];
  return (
    <RecordLifecycleActions
      label={label}
      actions={actions}
      kinds={kinds}
      transition={transition}
      servedByFeature={(action) => {
        if (asked[action.id] === undefined) return false;
        setAsking(action.id);
        return true;
      }}
    >
      {step ? (
        <TransitionValueDialog
          title={step.title}
          field={step.field}
          eventOf={step.eventOf}
          check={check}
          renderField={step.renderField}
          onClose={() => setAsking(undefined)}
          onSubmit={(event) => transition.send(event)}
        />
      ) : null}
    </RecordLifecycleActions>
  );
}

/** A step's field with its label ('(*)' included where it is required). */
export interface StepFieldProps extends TransitionValueFieldProps {
  label: string;
}

/** A reason asked by a step (ui's TextArea). */
export function ReasonStepField({ label, inputRef, ...bound }: StepFieldProps) {
  return <TextArea label={label} {...bound} inputRef={inputRef} rows={3} />;
}

/** An amount asked by a step (ui's AmountField). */
export function AmountStepField({ label, inputRef, ...bound }: StepFieldProps) {
  return <AmountField label={label} {...bound} inputRef={inputRef} />;
}

/** A date asked by a step (ui's DateField), not before `min` nor after `max`. */
export function DateStepField({
  label,
  inputRef,
  value,
  onChange,
  onBlur,
  error,
  min,
  max,
}: StepFieldProps & { min?: string; max?: string | null }) {
  return (
    <DateField
      label={label}
      required
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      onBlur={onBlur}
      inputRef={inputRef}
      error={error}
      {...(min === undefined ? {} : { min })}
      {...(max === undefined ? {} : { max })}
    />
  );
}
