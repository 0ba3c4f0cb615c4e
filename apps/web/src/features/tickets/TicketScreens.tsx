/**
 * The tickets' screens (001 §2.2, §2.4, §3, §4.3; 002 §4.6): the list with NUOVO where the
 * profile may open tickets, the new-ticket form, and the detail — the status chips ('Da
 * assegnare', the assignee's name, 'In lavorazione', 'Urgente'), the lifecycle actions the
 * organisation may take now, the ticket's fields and relations, its photos and files, and its
 * history (DECISIONS.md "Record history"). A resident sees its ticket's status, its files (and
 * adds more while it is open), its history and no action.
 */
import {
  ROLE_TYPE,
  recordTitle,
  ticketAttachmentRefusal,
  type TicketLifecycleRecord,
} from '@portineria/domain';
import { EmptyState } from '@portineria/ui';
import { useRef } from 'react';
import { webMessage } from '../../messages/it-IT.ts';
import { FieldValueView } from '../../records/FieldValueView.tsx';
import { NewRecordButton } from '../../records/NewRecordButton.tsx';
import { RecordChatSection, type RecordChatSlot } from '../../records/RecordChatSection.tsx';
import { RecordFiles, type RecordFilesLabels } from '../../records/RecordFiles.tsx';
import { RecordHistory } from '../../records/RecordHistory.tsx';
import { presentTicketPriority, presentTicketStatus } from '../../records/presenters.ts';
import {
  RecordScreen,
  RecordSections,
  useInAppLinks,
  useRecordQuery,
  recordReadState,
} from '../../records/RecordDetailScreen.tsx';
import { RecordListScreen } from '../../records/RecordListScreen.tsx';
import { routeHref, siblingRoute } from '../../records/routeLinks.ts';
import { TicketLifecycleActions } from './TicketLifecycleActions.tsx';
import { TicketOrders, ticketFilesGoToOrders, useTicketOrders } from './TicketOrders.tsx';
import { TICKETS } from './ticketRecords.ts';
import { TICKET_HISTORY_FORMAT } from './ticketHistory.ts';
import * as styles from './ticketDetail.css.ts';

export { TicketCreateScreen } from './TicketCreateScreen.tsx';

/** The words of a ticket's photos and files (records' RecordFiles). */
const FILE_LABELS: RecordFilesLabels = {
  title: webMessage('ticket.files.title'),
  empty: webMessage('ticket.files.empty'),
  upload: webMessage('ticket.files.add'),
  uploading: (name) => webMessage('ticket.files.uploading', { name }),
  stored: webMessage('ticket.files.stored'),
};

export function TicketsListScreen() {
  return (
    <RecordListScreen
      definition={TICKETS}
      actions={<NewRecordButton label={webMessage('ticket.list.new')} />}
    />
  );
}

/** A ticket's detail: its status, the organisation's actions, its fields. */
/** Props of {@link TicketDetailScreen}. */
export interface TicketDetailScreenProps {
  /** The ticket's chat (from the chat feature), composed in by the route. */
  chatSection?: RecordChatSlot;
}

export function TicketDetailScreen({ chatSection }: TicketDetailScreenProps) {
  const screenRef = useRef<HTMLElement>(null);
  useInAppLinks(screenRef);
  const { match, route, params, profile, viewer, context, id, query } = useRecordQuery(TICKETS);
  const ticketOrders = useTicketOrders(id ?? undefined);
  if (!route || !viewer || !profile || !id) return null;
  const listRoute = siblingRoute(route, 'list');
  const listHref = listRoute ? routeHref(listRoute, params) : undefined;
  const ticket = query.data ?? undefined;

  let body = recordReadState(query, 8);
  // Loading, or a failed read, is the skeleton or 'Riprova' (recordReadState); then the ticket.
  if (body === null && !ticket) {
    body = <EmptyState title={webMessage('detail.notFound')} />;
  } else if (body === null && ticket) {
    // The requester and the organisation add files while the ticket is not closed (domain).
    const fileRefusal = ticketAttachmentRefusal({ status: ticket.status }, profile);
    const chip = (presentation: ReturnType<typeof presentTicketStatus>) => (
      <FieldValueView
        presentation={presentation}
        context={context}
        roleType={viewer.roleType}
        relationDecision={() => undefined}
      />
    );
    body = (
      <div className={styles.body}>
        <section
          className={styles.status}
          aria-label={webMessage('ticket.detail.status')}
          data-section="ticket-status"
        >
          {chip(presentTicketStatus(ticket))}
          {ticket.priority === 'URGENT' ? chip(presentTicketPriority(ticket.priority)) : null}
        </section>
        {viewer.roleType === ROLE_TYPE.ORG ? (
          <TicketLifecycleActions
            ticketId={id}
            ticket={ticket as unknown as TicketLifecycleRecord}
            actor={profile}
          />
        ) : null}
        <RecordSections sections={TICKETS.sections} row={ticket} />
        <RecordFiles
          labels={FILE_LABELS}
          files={ticket.attachments ?? []}
          attachedTo={{ kind: 'tickets', recordId: String(id) }}
          section="ticket-files"
          downloadable
          {...(fileRefusal ? { refusal: fileRefusal.message } : {})}
          {...(ticketFilesGoToOrders(ticketOrders.data?.rows ?? [], !fileRefusal)
            ? { note: webMessage('ticket.files.alsoToOrders') }
            : {})}
        />
        <TicketOrders ticketId={id} />
        <RecordChatSection slot={chatSection} recordId={id} idChat={params.idChat} />
        <RecordHistory kind="ticket" recordId={id} format={TICKET_HISTORY_FORMAT} />
      </div>
    );
  }

  return (
    <RecordScreen
      title={match ? recordTitle(match, { id, code: ticket?.code ?? undefined }) : null}
      listHref={listHref}
      entity="tickets"
      screenRef={screenRef}
    >
      {body}
    </RecordScreen>
  );
}
