/**
 * The ticket's lifecycle action bar (DECISIONS.md "Ticket lifecycle"): domain's `ticketActions`
 * says which steps the organisation may take now ('Prendi in carico', 'Assegna', 'Metti in
 * lavorazione', 'Chiudi ticket', 'Riapri') and why the others are refused; the bar shows them all
 * (disabled with the reason), asks the confirmation domain names, asks for the employee to assign
 * in a dialog (the employee SearchPicker), and sends the event with the version of the ticket as
 * read. A stale or refused step says why in the snackbar, as the orders' action bar does.
 */
import {
  getEmployeesQueryOptions,
  isStaleRecordError,
  ticketTransitionMutationOptions,
} from '@portineria/api-client';
import {
  EMPLOYEE_STATUS,
  message,
  ticketActions,
  type Criteria,
  type TicketAction,
  type TicketActionId,
  type TicketLifecycleRecord,
  type TicketTransitionEvent,
  type TransitionActor,
} from '@portineria/domain';
import {
  ActionBar,
  ConfirmDialog,
  employeePickerPresentation,
  useSnackbar,
  type ActionBarAction,
  type EmployeePickerItem,
} from '@portineria/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { visibleBarActions } from '../../lib/actionBar.ts';
import { apiClient } from '../../lib/apiClient.ts';
import { useAppForm } from '../../lib/appForm.ts';
import { FormDialog } from '../../lib/FormDialog.tsx';
import { FormSearchPicker, showServerFieldErrors } from '../../lib/formFields.tsx';
import { usePickerSearches } from '../../lib/pickerSearches.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { saveErrorMessage } from '../../records/NoteEditor.tsx';

/** The state's main steps are contained; closing is drawn in the error tone. */
const MAIN: ReadonlySet<TicketActionId> = new Set(['takeCharge', 'startWork']);
const DESTRUCTIVE: ReadonlySet<TicketActionId> = new Set(['close']);

/** The acting user's enabled employee record (TAKE_CHARGE gives the ticket to it). */
const MY_EMPLOYEE: Criteria = {
  _user: '@activeUser',
  status: EMPLOYEE_STATUS.ENABLED,
} as unknown as Criteria;

/** The bar's actions: the visible ones of domain's list, with their tone. */
export function ticketActionBarActions(actions: readonly TicketAction[]): ActionBarAction[] {
  return visibleBarActions(actions, { destructive: DESTRUCTIVE, main: MAIN });
}

/** Props of {@link TicketLifecycleActions}. */
export interface TicketLifecycleActionsProps {
  ticketId: string;
  ticket: TicketLifecycleRecord;
  actor: TransitionActor;
}

/** The lifecycle actions of a ticket for the active profile (the organisation's). */
export function TicketLifecycleActions({ ticketId, ticket, actor }: TicketLifecycleActionsProps) {
  const { show } = useSnackbar();
  const queryClient = useQueryClient();
  const mutation = useMutation(ticketTransitionMutationOptions(apiClient));
  const [confirming, setConfirming] = useState<TicketAction | undefined>(undefined);
  const [assigning, setAssigning] = useState(false);
  const me = useQuery(getEmployeesQueryOptions(apiClient, { where: MY_EMPLOYEE, limit: 1 }));
  const myEmployee = me.data?.[0]?.id ?? null;
  const actions = ticketActions(ticket, actor, myEmployee);

  const send = (event: TicketTransitionEvent) =>
    mutation.mutateAsync(
      { id: ticketId, event, version: ticket.updatedAt ?? null },
      {
        onSuccess: () => show({ message: webMessage('ticket.action.done'), tone: 'success' }),
        onError: (error) => {
          if (isStaleRecordError(error)) {
            // The screen shows the ticket as it is now; the user decides again.
            void queryClient.invalidateQueries();
            show({ message: webMessage('ticket.action.stale'), tone: 'error' });
          } else {
            show({ message: saveErrorMessage(error), tone: 'error' });
          }
        },
      },
    );

  const run = (id: string) => {
    const action = actions.find((each) => each.id === id);
    if (!action?.enabled) return;
    if (action.id === 'assign') return setAssigning(true);
    if (action.confirmation) return setConfirming(action);
    void send({ type: action.event } as TicketTransitionEvent).catch(() => undefined);
  };

  const pending =
    mutation.isPending && mutation.variables
      ? actions.find((action) => action.event === mutation.variables?.event.type)?.id
      : undefined;

  return (
    <>
      <ActionBar
        label={webMessage('ticket.detail.actions')}
        actions={ticketActionBarActions(actions)}
        onAction={run}
        {...(pending ? { pendingId: pending } : {})}
      />
      {confirming?.confirmation ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setConfirming(undefined))}
          message={confirming.confirmation.message}
          confirmLabel={confirming.confirmation.confirmLabel}
          cancelLabel={confirming.confirmation.cancelLabel}
          tone={DESTRUCTIVE.has(confirming.id) ? 'destructive' : 'default'}
          onConfirm={() => send({ type: confirming.event } as TicketTransitionEvent)}
          onConfirmError={() => undefined}
        />
      ) : null}
      {assigning ? (
        <AssignDialog
          onClose={() => setAssigning(false)}
          onSubmit={(assignee) => send({ type: 'ASSIGN', assignee })}
        />
      ) : null}
    </>
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
  const searches = usePickerSearches();
  const { control, handleSubmit, formState, setError } = useAppForm<AssignValues>({
    defaultValues: { employee: null },
  });
  return (
    <FormDialog
      title={webMessage('ticket.assign.title')}
      cancelLabel={webMessage('ticket.dialog.cancel')}
      submitLabel={webMessage('ticket.dialog.confirm')}
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
      <FormSearchPicker
        control={control}
        name="employee"
        rules={{
          validate: (value) => (value ? true : message('tickets.refusal.assigneeRequired')),
        }}
        {...employeePickerPresentation()}
        label={webMessage('ticket.assign.employee')}
        search={searches.employee}
      />
    </FormDialog>
  );
}
