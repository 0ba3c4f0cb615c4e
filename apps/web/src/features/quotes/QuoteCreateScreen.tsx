/**
 * The new quote request (/ORG/OPR/quotes/new with ORG_OPR_QUOTES APP_NEW; DECISIONS.md "Quote
 * lifecycle" 1 and 9): records' create form (domain's `validateQuoteRequest`, the draft kept per
 * profile across a reload, a refused save keeping every field) with the request's object,
 * building, description, deadline and the suppliers asked; once sent, the request's detail,
 * where the offers arrive.
 */
import { createQuoteRequestMutationOptions } from '@portineria/api-client';
import {
  QUOTE_REQUEST_LABELS,
  QUOTE_REQUEST_REQUIRED_FIELDS,
  type QuoteRequestField,
} from '@portineria/domain';
import { Button } from '@portineria/ui';
import { apiClient } from '../../lib/apiClient.ts';
import * as formStyles from '../../lib/form.css.ts';
import { FormDateField, FormTextArea, FormTextField } from '../../lib/formFields.tsx';
import { FormBuildingPicker, FormSupplierPicker } from '../../lib/formPickers.tsx';
import { webMessage } from '../../messages/it-IT.ts';
import { formDraftKey } from '../../records/formDraftStore.ts';
import { useRecordCreateForm } from '../../records/recordCreateForm.ts';
import { RecordCreateScreen, useCreateScreenListHref } from '../../records/RecordCreateScreen.tsx';
import { routeHref, siblingRoute } from '../../records/routeLinks.ts';
import { useRecordRoute } from '../../records/useRecordRoute.ts';
import {
  QUOTE_FORM_FIELD,
  emptyQuoteForm,
  quoteFormValues,
  validateQuoteFormState,
} from './quoteFormState.ts';

/** A field's label, '(*)' on the required ones. */
function label(field: QuoteRequestField): string {
  return (QUOTE_REQUEST_REQUIRED_FIELDS as readonly string[]).includes(field)
    ? `${QUOTE_REQUEST_LABELS[field]} (*)`
    : QUOTE_REQUEST_LABELS[field];
}

/** The organisation's new quote request. */
export function QuoteCreateScreen() {
  const { route, params, profile } = useRecordRoute();
  const listHref = useCreateScreenListHref();
  const modRoute = route ? siblingRoute(route, 'mod') : undefined;
  const { form, submit, discard, pendingInput } = useRecordCreateForm({
    draftKey: formDraftKey('quoteDraft', profile?.uid ?? 'none', route?.roleType ?? ''),
    defaults: emptyQuoteForm(),
    validate: (state) => validateQuoteFormState(state),
    fields: QUOTE_FORM_FIELD,
    mutation: createQuoteRequestMutationOptions(apiClient),
    onCreated: (request) => ({
      message: webMessage('quote.create.sent'),
      href: modRoute ? routeHref(modRoute, { ...params, idElement: String(request.id) }) : listHref,
    }),
  });

  if (!route || !profile) return null;
  const { control } = form;

  return (
    <RecordCreateScreen
      title={webMessage('quote.create.title')}
      screen="quote-create"
      onSubmit={() => void submit(quoteFormValues)}
      onDiscard={discard}
      actions={
        <Button type="submit" pending={pendingInput !== undefined}>
          {webMessage('quote.create.send')}
        </Button>
      }
    >
      <div className={formStyles.grid}>
        <FormTextField control={control} name="object" label={label('object')} />
        <FormBuildingPicker control={control} name="building" label={label('_building')} />
        <FormDateField control={control} name="dueDate" label={label('dueDate')} />
      </div>
      <FormSupplierPicker control={control} name="suppliers" label={label('suppliers')} multiple />
      <FormTextArea control={control} name="description" label={label('description')} rows={4} />
    </RecordCreateScreen>
  );
}
