/**
 * The new-notice screen (/ORG/COM/notices/new with ORG_COM_NOTICES APP_NEW; 001 §2.2; DECISIONS.md
 * "Notices"): records' create form (domain's `validateNoticeForm`, the draft kept per profile
 * across a reload, a refused save keeping every field) with the notice's fields; the notice is
 * published at once and its detail opened.
 */
import { createNoticeMutationOptions } from '@portineria/api-client';
import {
  NOTICE_FORM_LABELS,
  NOTICE_FORM_REQUIRED_FIELDS,
  type NoticeFormField,
} from '@portineria/domain';
import { Button } from '@portineria/ui';
import type { Control } from 'react-hook-form';
import { apiClient } from '../../lib/apiClient.ts';
import * as formStyles from '../../lib/form.css.ts';
import { FormDateField, FormTextArea, FormTextField } from '../../lib/formFields.tsx';
import { FormBuildingPicker } from '../../lib/formPickers.tsx';
import { webMessage } from '../../messages/it-IT.ts';
import { formDraftKey } from '../../records/formDraftStore.ts';
import { useRecordCreateForm } from '../../records/recordCreateForm.ts';
import { RecordCreateScreen, useCreateScreenListHref } from '../../records/RecordCreateScreen.tsx';
import { routeHref, siblingRoute } from '../../records/routeLinks.ts';
import { useRecordRoute } from '../../records/useRecordRoute.ts';
import {
  NOTICE_FORM_FIELD,
  emptyNoticeForm,
  noticeFormValues,
  validateNoticeFormState,
  type NoticeFormState,
} from './noticeFormState.ts';

/** A field's label, '(*)' on the required ones. */
function label(field: NoticeFormField): string {
  return (NOTICE_FORM_REQUIRED_FIELDS as readonly string[]).includes(field)
    ? `${NOTICE_FORM_LABELS[field]} (*)`
    : NOTICE_FORM_LABELS[field];
}

/** The notice form's fields, bound to a form's `control` (the create screen's and the edit's). */
export function NoticeFormFields<State extends NoticeFormState>({
  control,
}: {
  control: Control<State>;
}) {
  const fields = control as unknown as Control<NoticeFormState>;
  return (
    <>
      <div className={formStyles.grid}>
        <FormBuildingPicker control={fields} name="building" label={label('_building')} />
        <FormDateField control={fields} name="validTo" label={label('validTo')} />
        <div className={formStyles.wide}>
          <FormBuildingPicker
            control={fields}
            name="otherBuildings"
            label={label('buildings')}
            multiple
          />
        </div>
      </div>
      <FormTextField control={fields} name="title" label={label('title')} />
      <FormTextArea control={fields} name="body" label={label('body')} rows={6} />
    </>
  );
}

/** The new-notice screen of the organisation. */
export function NoticeCreateScreen() {
  const { route, params, profile } = useRecordRoute();
  const listHref = useCreateScreenListHref();
  const modRoute = route ? siblingRoute(route, 'mod') : undefined;
  const { form, submit, discard, pendingInput } = useRecordCreateForm({
    draftKey: formDraftKey('noticeDraft', profile?.uid ?? 'none', route?.roleType ?? ''),
    defaults: emptyNoticeForm(),
    validate: validateNoticeFormState,
    fields: NOTICE_FORM_FIELD,
    mutation: createNoticeMutationOptions(apiClient),
    onCreated: (notice) => ({
      message: webMessage('notice.create.sent'),
      href: modRoute ? routeHref(modRoute, { ...params, idElement: String(notice.id) }) : listHref,
    }),
  });

  if (!route || !profile) return null;

  return (
    <RecordCreateScreen
      title={webMessage('notice.create.title')}
      screen="notice-create"
      onSubmit={() => void submit(noticeFormValues)}
      onDiscard={discard}
      actions={
        <Button type="submit" pending={pendingInput !== undefined}>
          {webMessage('notice.create.send')}
        </Button>
      }
    >
      <NoticeFormFields control={form.control} />
    </RecordCreateScreen>
  );
}
