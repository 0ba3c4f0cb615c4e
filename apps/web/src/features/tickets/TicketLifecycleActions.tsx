/**
 * The ticket's lifecycle action bar (DECISIONS.md "Ticket lifecycle"): domain's `ticketActions`
 * says which steps the organisation may take now ('Prendi in carico', 'Assegna', 'Metti in
 * lavorazione', 'Chiudi ticket', 'Riapri') and why the others are refused; the bar shows them all
 * (disabled with the reason), asks the confirmation domain names, asks for the employee to assign
 * in a dialog (the employee SearchPicker), and sends the event with the version of the ticket as
 * read. A stale or refused step says why in the snackbar, as the orders' action bar does.
 */
import { getEmployeesQueryOptions, ticketTransitionMutationOptions } from '@portineria/api-client';
import {
  EMPLOYEE_STATUS,
  hrefFor,
  message,
  orderTypeOfCategory,
  ticketActions,
  type Criteria,
  type TicketAction,
  type TicketActionId,
  type TicketLifecycleRecord,
  type TransitionActor,
} from '@portineria/domain';
import { type ActionBarAction, type EmployeePickerItem } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiClient } from '../../lib/apiClient.ts';
import { useAppForm } from '../../lib/appForm.ts';
import { FormDialog } from '../../lib/FormDialog.tsx';
import { showServerFieldErrors } from '../../lib/formFields.tsx';
import { FormEmployeePicker } from '../../lib/formPickers.tsx';
import { webMessage } from '../../messages/it-IT.ts';
import {
  RecordLifecycleActions,
  useRecordTransition,
} from '../../records/RecordLifecycleActions.tsx';
import { lifecycleBarActions, type LifecycleBarKinds } from '../../records/recordLifecycle.ts';

/** The state's main steps are contained; closing is drawn in the error tone. */
const KINDS: LifecycleBarKinds<TicketActionId> = {
  main: new Set(['takeCharge', 'startWork']),
  destructive: new Set(['close']),
};

/** The acting user's enabled employee record (TAKE_CHARGE gives the ticket to it). */
const MY_EMPLOYEE: Criteria = {
  _user: '@activeUser',
  status: EMPLOYEE_STATUS.ENABLED,
} as unknown as Criteria;

/**
 * Where 'Crea ordine' goes: the service order form, told which ticket to start from (the order
 * form reads it through domain's `orderPrefillFromTicket`).
 */
export function orderFromTicketHref(ticketId: string): string {
  const form = hrefFor('orgOrdersNew', { orderType: orderTypeOfCategory('ODS') });
  return `${form}?${new URLSearchParams({ fromTicket: ticketId }).toString()}`;
}

/** The bar's actions: the visible ones of domain's list, with their tone. */
export function ticketActionBarActions(actions: readonly TicketAction[]): ActionBarAction[] {
  return lifecycleBarActions(actions, KINDS);
}

/** Props of {@link TicketLifecycleActions}. */
export interface TicketLifecycleActionsProps {
  ticketId: string;
  ticket: TicketLifecycleRecord;
  actor: TransitionActor;
}

/**
 * The lifecycle actions of a ticket for the active profile (the organisation's): records'
 * `RecordLifecycleActions`, with the assignment's dialog of its own.
 */
export function TicketLifecycleActions({ ticketId, ticket, actor }: TicketLifecycleActionsProps) {
  const [assigning, setAssigning] = useState(false);
  const navigate = useNavigate();
  const me = useQuery(getEmployeesQueryOptions(apiClient, { where: MY_EMPLOYEE, limit: 1 }));
  const myEmployee = me.data?.[0]?.id ?? null;
  const transition = useRecordTransition({
    recordId: ticketId,
    version: ticket.updatedAt ?? null,
    mutation: ticketTransitionMutationOptions(apiClient),
    staleMessage: webMessage('ticket.action.stale'),
  });

  return (
    <RecordLifecycleActions
      label={webMessage('ticket.detail.actions')}
      actions={ticketActions(ticket, actor, myEmployee)}
      kinds={KINDS}
      transition={transition}
      servedByFeature={(action) => {
        // 'Crea ordine' is no step of the ticket: it opens the order form from this ticket.
        if (action.id === 'createOrder') {
          void navigate(orderFromTicketHref(ticketId));
          return true;
        }
        if (action.id !== 'assign') return false;
        setAssigning(true);
        return true;
      }}
    >
      {assigning ? (
        <AssignDialog
          onClose={() => setAssigning(false)}
          onSubmit={(assignee) => transition.send({ type: 'ASSIGN', assignee })}
        />
      ) : null}
    </RecordLifecycleActions>
  );
}

interface AssignValues {
  employee: EmployeePickerItem | null;
}

interface AssignDialogProps {
  onClose: () => void;
  onSubmit: (assignee: string) => Promise<unknown>;
}

/**
 * 'Assegna ticket': the employee SearchPicker in a form (React Hook Form). A refused send keeps
 * the choice and the dialog open, the gateway's reason under the picker (an employee who is not
 * enabled) and in the snackbar.
 */
function AssignDialog({ onClose, onSubmit }: AssignDialogProps) {
  const { control, handleSubmit, formState, setError } = useAppForm<AssignValues>({
    defaultValues: { employee: null },
  });
  return (
    <FormDialog
      title={webMessage('ticket.assign.title')}
      cancelLabel={webMessage('record.dialog.cancel')}
      submitLabel={webMessage('record.dialog.confirm')}
      pending={formState.isSubmitting}
      onClose={onClose}
      onSubmit={handleSubmit(async ({ employee }) => {
        if (!employee) return;
        try {
          await onSubmit(String(employee.id));
          onClose();
        } catch (error) {
          showServerFieldErrors(error, setError, { 'event.assignee': 'employee' });
        }
      })}
    >
      <FormEmployeePicker
        control={control}
        name="employee"
        rules={{
          validate: (value) => (value ? true : message('tickets.refusal.assigneeRequired')),
        }}
        label={webMessage('ticket.assign.employee')}
      />
    </FormDialog>
  );
}
