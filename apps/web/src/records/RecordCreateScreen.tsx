/**
 * The frame of every create screen (orders, tickets, and the kinds to come): the record screen
 * with its title and way back to the list, the hint on required fields, the form (the feature's
 * fields) and its buttons, 'Scarta bozza' first and the feature's own after it, the submit last.
 * The form's state is {@link useRecordCreateForm}'s.
 */
import { Button } from '@portineria/ui';
import type { ReactNode } from 'react';
import * as formStyles from '../lib/form.css.ts';
import { webMessage } from '../messages/it-IT.ts';
import { RecordScreen } from './RecordDetailScreen.tsx';
import { routeHref, siblingRoute } from './routeLinks.ts';
import { useRecordRoute } from './useRecordRoute.ts';

/** The list the create screen of the current route goes back to, when it has one. */
export function useCreateScreenListHref(): string | undefined {
  const { route, params } = useRecordRoute();
  const listRoute = route ? siblingRoute(route, 'list') : undefined;
  return listRoute ? routeHref(listRoute, params) : undefined;
}

/** Props of {@link RecordCreateScreen}. */
export interface RecordCreateScreenProps {
  /** The screen's title ('Nuovo ticket'). */
  title: string;
  /** The screen's `data-screen` name ('ticket-create'). */
  screen: string;
  /** The hint above the fields; 'I campi con (*) sono obbligatori.' by default. */
  hint?: string;
  /** Called when the form is submitted (Enter, or the submit button). */
  onSubmit: () => void;
  /** Forgets the draft and empties the form (`useRecordCreateForm`'s `discard`). */
  onDiscard: () => void;
  /** The discard button's label; 'Scarta bozza' by default. */
  discardLabel?: string;
  /** The buttons after the discard one: the feature's own, then its submit button. */
  actions: ReactNode;
  /** The feature's fields, bound to the form's `control`. */
  children: ReactNode;
}

/** A create screen's frame: see the module's comment. */
export function RecordCreateScreen({
  title,
  screen,
  hint = webMessage('record.create.requiredHint'),
  onSubmit,
  onDiscard,
  discardLabel = webMessage('record.create.discard'),
  actions,
  children,
}: RecordCreateScreenProps) {
  const listHref = useCreateScreenListHref();
  return (
    <RecordScreen title={title} listHref={listHref} entity={undefined} screen={screen}>
      <p className={formStyles.hint}>{hint}</p>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <div className={formStyles.actions}>
          <Button variant="text" onClick={onDiscard}>
            {discardLabel}
          </Button>
          {actions}
        </div>
      </form>
    </RecordScreen>
  );
}
