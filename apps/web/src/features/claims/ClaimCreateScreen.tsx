/**
 * The new-claim screen (/ORG/OPR/claims/new with ORG_OPR_CLAIMS APP_NEW; 001 §2.2, §3 Claim):
 * records' create form (domain's `validateClaimForm`, the draft kept per profile across a reload,
 * a refused save keeping every field) with the claim's fields; once opened, the claim's detail.
 */
import { createClaimMutationOptions } from '@portineria/api-client';
import { Button } from '@portineria/ui';
import dayjs from 'dayjs';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { formDraftKey } from '../../records/formDraftStore.ts';
import { useRecordCreateForm } from '../../records/recordCreateForm.ts';
import { RecordCreateScreen, useCreateScreenListHref } from '../../records/RecordCreateScreen.tsx';
import { routeHref, siblingRoute } from '../../records/routeLinks.ts';
import { useRecordRoute } from '../../records/useRecordRoute.ts';
import { ClaimFormFields } from './ClaimForm.tsx';
import {
  CLAIM_FORM_FIELD,
  claimFormValues,
  emptyClaimForm,
  validateClaimFormState,
} from './claimFormState.ts';

/** The new-claim screen of the organisation. */
export function ClaimCreateScreen() {
  const { route, params, profile } = useRecordRoute();
  const listHref = useCreateScreenListHref();
  const modRoute = route ? siblingRoute(route, 'mod') : undefined;
  const { form, submit, discard, pendingInput } = useRecordCreateForm({
    draftKey: formDraftKey('claimDraft', profile?.uid ?? 'none', route?.roleType ?? ''),
    defaults: emptyClaimForm(dayjs().format('YYYY-MM-DD')),
    validate: validateClaimFormState,
    fields: CLAIM_FORM_FIELD,
    mutation: createClaimMutationOptions(apiClient),
    onCreated: (claim) => ({
      message: webMessage('claim.create.sent'),
      href: modRoute ? routeHref(modRoute, { ...params, idElement: String(claim.id) }) : listHref,
    }),
  });

  if (!route || !profile) return null;

  return (
    <RecordCreateScreen
      title={webMessage('claim.create.title')}
      screen="claim-create"
      onSubmit={() => void submit(claimFormValues)}
      onDiscard={discard}
      actions={
        <Button type="submit" pending={pendingInput !== undefined}>
          {webMessage('claim.create.send')}
        </Button>
      }
    >
      <ClaimFormFields control={form.control} />
    </RecordCreateScreen>
  );
}
