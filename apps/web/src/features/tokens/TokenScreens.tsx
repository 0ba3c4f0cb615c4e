/**
 * The billing tokens' screens (001 §3, 002 §3.10): the list, and the detail — the organisation's
 * lifecycle actions ('Segna come fatturato', 'Riporta a da fatturare' with a reason; domain
 * DECISIONS.md "Billing token lifecycle"), the token's fields and relations, the activities it is
 * linked to (001 §3, §4.2), and its history
 * (DECISIONS.md "Record history"). A supplier reads its token and its history, with no action.
 */
import { ROLE_TYPE, recordTitle, type TokenLifecycleRecord } from '@portineria/domain';
import { EmptyState } from '@portineria/ui';
import { useRef } from 'react';
import { webMessage } from '../../messages/it-IT.ts';
import { RecordChatSection, type RecordChatSlot } from '../../records/RecordChatSection.tsx';
import { RecordHistory } from '../../records/RecordHistory.tsx';
import {
  RecordScreen,
  RecordSections,
  recordReadState,
  useInAppLinks,
  useRecordQuery,
} from '../../records/RecordDetailScreen.tsx';
import { RecordListScreen } from '../../records/RecordListScreen.tsx';
import { routeHref, siblingRoute } from '../../records/routeLinks.ts';
import { BillingProposalsButton } from './BillingProposals.tsx';
import { TokenActivities } from './TokenActivities.tsx';
import { TokenLifecycleActions } from './TokenLifecycleActions.tsx';
import { TOKEN_HISTORY_FORMAT } from './tokenHistory.ts';
import { TOKENS } from './tokenRecords.ts';

export function TokensListScreen() {
  return <RecordListScreen definition={TOKENS} actions={<BillingProposalsButton />} />;
}

/** A token's detail: the organisation's actions, its fields, its history. */
/** Props of {@link TokenDetailScreen}. */
export interface TokenDetailScreenProps {
  /** The token's chat (from the chat feature), composed in by the route. */
  chatSection?: RecordChatSlot;
}

export function TokenDetailScreen({ chatSection }: TokenDetailScreenProps) {
  const screenRef = useRef<HTMLElement>(null);
  useInAppLinks(screenRef);
  const { match, route, params, profile, viewer, id, query } = useRecordQuery(TOKENS);
  if (!route || !viewer || !profile || !id) return null;
  const listRoute = siblingRoute(route, 'list');
  const listHref = listRoute ? routeHref(listRoute, params) : undefined;
  const token = query.data ?? undefined;

  let body = recordReadState(query, 8);
  // Loading, or a failed read, is the skeleton or 'Riprova' (recordReadState); then the token.
  if (body === null && !token) {
    body = <EmptyState title={webMessage('detail.notFound')} />;
  } else if (body === null && token) {
    body = (
      <>
        {viewer.roleType === ROLE_TYPE.ORG ? (
          <TokenLifecycleActions
            tokenId={id}
            token={token as unknown as TokenLifecycleRecord}
            actor={profile}
          />
        ) : null}
        <RecordSections sections={TOKENS.sections} row={token} />
        <TokenActivities tokenId={id} />
        <RecordChatSection slot={chatSection} recordId={id} idChat={params.idChat} />
        <RecordHistory kind="token" recordId={id} format={TOKEN_HISTORY_FORMAT} />
      </>
    );
  }

  return (
    <RecordScreen
      title={match ? recordTitle(match, { id, code: token?.code ?? undefined }) : null}
      listHref={listHref}
      entity="tokens"
      screenRef={screenRef}
    >
      {body}
    </RecordScreen>
  );
}
