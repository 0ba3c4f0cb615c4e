/**
 * The claims' screens (001 §2.2, §3 Claim, §4.4; 000 §4): the list with NUOVO where the profile
 * may open claims (locked with its reason where the profile's organisation has the entry locked,
 * 000 §6), the new-claim form, and the detail — the status, the lifecycle actions the
 * organisation may take now, the claim form for an organisation that may edit it, the
 * claim's fields and relations, and its Cronologia. The insurer and the loss adjuster read the claim: no action, no form.
 */
import { ROLE_TYPE, recordTitle, type ClaimLifecycleRecord } from '@portineria/domain';
import { Button, EmptyState, PermissionGate } from '@portineria/ui';
import { Plus } from 'lucide-react';
import { useRef } from 'react';
import { usePathPermission } from '../../lib/permissions.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { FieldValueView } from '../../records/FieldValueView.tsx';
import { formDraftKey } from '../../records/formDraftStore.ts';
import { NewRecordButton } from '../../records/NewRecordButton.tsx';
import { presentClaimStatus } from '../../records/presenters.ts';
import {
  RecordScreen,
  RecordSections,
  recordReadState,
  useInAppLinks,
  useRecordQuery,
} from '../../records/RecordDetailScreen.tsx';
import { RecordChatSection, type RecordChatSlot } from '../../records/RecordChatSection.tsx';
import { RecordHistory } from '../../records/RecordHistory.tsx';
import { RecordListScreen } from '../../records/RecordListScreen.tsx';
import { routeHref, siblingRoute } from '../../records/routeLinks.ts';
import { useRecordRoute } from '../../records/useRecordRoute.ts';
import { ClaimEditForm } from './ClaimForm.tsx';
import { ClaimLifecycleActions } from './ClaimLifecycleActions.tsx';
import * as styles from './claimDetail.css.ts';
import { CLAIM_HISTORY_FORMAT } from './claimHistory.ts';
import { CLAIMS } from './claimRecords.ts';

export { ClaimCreateScreen } from './ClaimCreateScreen.tsx';

/**
 * NUOVO: NewRecordButton where the profile may create; shown disabled with the lock and its
 * reason where the permission check locks it (a module that is off: 'Funzionalità non
 * abilitata', 000 §6).
 */
function ClaimNewButton() {
  const { route, profile } = useRecordRoute();
  const newRoute = route ? siblingRoute(route, 'new') : undefined;
  const decision = usePathPermission(profile, newRoute?.permissionPath, 'APP_NEW');
  const label = webMessage('claim.list.new');
  if (decision?.state !== 'locked') return <NewRecordButton label={label} />;
  return (
    <PermissionGate decision={decision} featureLabel={label}>
      <Button icon={<Plus size={16} aria-hidden />} disabled>
        {label}
      </Button>
    </PermissionGate>
  );
}

export function ClaimsListScreen() {
  return <RecordListScreen definition={CLAIMS} actions={<ClaimNewButton />} />;
}

/** A claim's detail: its status, the organisation's actions and form, its fields. */
/** Props of {@link ClaimDetailScreen}. */
export interface ClaimDetailScreenProps {
  /** The claim's chat (from the chat feature), composed in by the route. */
  chatSection?: RecordChatSlot;
}

export function ClaimDetailScreen({ chatSection }: ClaimDetailScreenProps) {
  const screenRef = useRef<HTMLElement>(null);
  useInAppLinks(screenRef);
  const { match, route, params, profile, viewer, context, id, query } = useRecordQuery(CLAIMS);
  const canEdit =
    usePathPermission(profile, route?.permissionPath, 'APP_UPDATE')?.state === 'allowed';
  if (!route || !viewer || !profile || !id) return null;
  const listRoute = siblingRoute(route, 'list');
  const listHref = listRoute ? routeHref(listRoute, params) : undefined;
  const claim = query.data ?? undefined;
  const organisation = viewer.roleType === ROLE_TYPE.ORG;

  let body = recordReadState(query, 8);
  // Loading, or a failed read, is the skeleton or 'Riprova' (recordReadState); then the claim.
  if (body === null && !claim) {
    body = <EmptyState title={webMessage('detail.notFound')} />;
  } else if (body === null && claim) {
    body = (
      <div className={styles.body}>
        <section
          className={styles.status}
          aria-label={webMessage('claim.detail.status')}
          data-section="claim-status"
        >
          <FieldValueView
            presentation={presentClaimStatus(claim.status)}
            context={context}
            roleType={viewer.roleType}
            relationDecision={() => undefined}
          />
        </section>
        {organisation ? (
          <ClaimLifecycleActions
            claimId={id}
            claim={claim as ClaimLifecycleRecord}
            actor={profile}
          />
        ) : null}
        {organisation && canEdit ? (
          <ClaimEditForm
            claimId={id}
            claim={claim}
            draftKey={formDraftKey(`claimEdit:${id}`, profile.uid, route.roleType ?? '')}
          />
        ) : null}
        <RecordSections sections={CLAIMS.sections} row={claim} />
        <RecordChatSection slot={chatSection} recordId={id} idChat={params.idChat} />
        <RecordHistory kind="claim" recordId={id} format={CLAIM_HISTORY_FORMAT} />
      </div>
    );
  }

  return (
    <RecordScreen
      title={match ? recordTitle(match, { id, code: claim?.code ?? undefined }) : null}
      listHref={listHref}
      entity="claims"
      screenRef={screenRef}
    >
      {body}
    </RecordScreen>
  );
}
