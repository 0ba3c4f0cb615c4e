/**
 * The quote requests' screens (002 §3.10, §5.7; DECISIONS.md "Quote lifecycle"): the list with
 * the received-of-asked progress bar, and the detail — the request's fields, its offers side by
 * side with the steps the active profile may take on each (the organisation accepts one, the
 * asked supplier answers or declines its own), and its Cronologia.
 */
import { getQuoteRecordQueryOptions, type QuoteRequest } from '@portineria/api-client';
import { recordTitle, type CriteriaInclude } from '@portineria/domain';
import { EmptyState } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import {
  RecordScreen,
  RecordSections,
  recordReadState,
  useInAppLinks,
} from '../../records/RecordDetailScreen.tsx';
import { RecordChatSection, type RecordChatSlot } from '../../records/RecordChatSection.tsx';
import { RecordHistory } from '../../records/RecordHistory.tsx';
import { RecordListScreen } from '../../records/RecordListScreen.tsx';
import { NewRecordButton } from '../../records/NewRecordButton.tsx';
import { routeHref, siblingRoute } from '../../records/routeLinks.ts';
import { useRecordRoute } from '../../records/useRecordRoute.ts';
import { QuoteOffers } from './QuoteOffers.tsx';
import { QUOTE_HISTORY_FORMAT } from './quoteHistory.ts';
import * as styles from './quoteOffers.css.ts';
import { QUOTES, type QuoteRow } from './quoteRecords.ts';

/** The request read with its building, its offers and each offer's supplier. */
const DETAIL_INCLUDE: readonly CriteriaInclude[] = [
  { association: 'org_buildings' },
  {
    association: 'quotes',
    include: [{ association: 'offers', include: [{ association: 'org_suppliers' }] }],
  },
];

/** The requests' list; NUOVO opens the request form where the profile may create. */
export function QuotesListScreen() {
  return (
    <RecordListScreen
      definition={QUOTES}
      actions={<NewRecordButton label={webMessage('quote.list.new')} />}
    />
  );
}

/** A quote request's detail: its fields, its offers side by side, its history. */
/** Props of {@link QuoteDetailScreen}. */
export interface QuoteDetailScreenProps {
  /** The quote's chat (from the chat feature), composed in by the route. */
  chatSection?: RecordChatSlot;
}

export function QuoteDetailScreen({ chatSection }: QuoteDetailScreenProps) {
  const screenRef = useRef<HTMLElement>(null);
  useInAppLinks(screenRef);
  const { match, route, params, profile, viewer } = useRecordRoute();
  const id = params.idElement ?? params.id;
  const query = useQuery({
    ...getQuoteRecordQueryOptions<QuoteRequest & QuoteRow>(apiClient, id ?? '', [
      ...DETAIL_INCLUDE,
    ]),
    enabled: viewer !== undefined && id !== undefined,
    retry: false,
  });
  if (!route || !viewer || !profile || !id) return null;
  const listRoute = siblingRoute(route, 'list');
  const listHref = listRoute ? routeHref(listRoute, params) : undefined;
  const request = query.data ?? undefined;

  let body = recordReadState(query, 8);
  if (body === null && !request) {
    body = <EmptyState title={webMessage('detail.notFound')} />;
  } else if (body === null && request) {
    body = (
      <div className={styles.body}>
        <RecordSections sections={QUOTES.sections} row={request} />
        <QuoteOffers
          requestId={id}
          dueDate={request.quotes?.dueDate}
          offers={request.quotes?.offers ?? []}
          actor={profile}
          actorCompanyId={profile.company_id}
        />
        <RecordChatSection slot={chatSection} recordId={id} idChat={params.idChat} />
        <RecordHistory kind="quote" recordId={id} format={QUOTE_HISTORY_FORMAT} />
      </div>
    );
  }

  return (
    <RecordScreen
      title={match ? recordTitle(match, { id, code: request?.code ?? undefined }) : null}
      listHref={listHref}
      entity="quotes"
      screenRef={screenRef}
    >
      {body}
    </RecordScreen>
  );
}
