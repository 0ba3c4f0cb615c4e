/**
 * The claim form's fields (001 §3 Claim: building, opening date, employee `_orgEmployee`, the
 * insurer ICMP and the loss adjuster IEXP through the search pickers; the claimed amount with
 * ui's AmountField; notes), the same on the new-claim screen (records' create form) and on a
 * claim's detail, where {@link ClaimEditForm} saves an edit with the version it was loaded at: what
 * is typed is kept in this browser per profile and claim until saved or discarded, a failed save
 * keeps every field and says why, by field when the gateway names them, and a stale save is
 * refused with domain's message ('Il record è stato modificato da un altro utente…').
 */
import { updateClaimMutationOptions } from '@portineria/api-client';
import {
  CLAIM_FORM_LABELS,
  CLAIM_FORM_REQUIRED_FIELDS,
  type ClaimFormField,
} from '@portineria/domain';
import { AmountField, Button, useSnackbar } from '@portineria/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { apiClient } from '../../lib/apiClient.ts';
import { useAppForm } from '../../lib/appForm.ts';
import * as formStyles from '../../lib/form.css.ts';
import { FormDateField, FormTextArea, showServerFieldErrors } from '../../lib/formFields.tsx';
import {
  FormBuildingPicker,
  FormEmployeePicker,
  FormSupplierPicker,
} from '../../lib/formPickers.tsx';
import { webMessage } from '../../messages/it-IT.ts';
import { clearFormDraft, readFormDraft, writeFormDraft } from '../../records/formDraftStore.ts';
import { saveErrorMessage } from '../../records/NoteEditor.tsx';
import { domainResolverResult } from '../../records/recordCreateForm.ts';
import {
  CLAIM_FORM_FIELD,
  claimFormState,
  claimFormValues,
  validateClaimFormState,
  type ClaimFormState,
} from './claimFormState.ts';
import type { ClaimRow } from './claimRecords.ts';

/** A field's label, '(*)' on the required ones. */
function label(field: ClaimFormField): string {
  return (CLAIM_FORM_REQUIRED_FIELDS as readonly string[]).includes(field)
    ? `${CLAIM_FORM_LABELS[field]} (*)`
    : CLAIM_FORM_LABELS[field];
}

/** The claim form's fields, bound to a form's `control`. */
export function ClaimFormFields({ control }: { control: Control<ClaimFormState> }) {
  return (
    <>
      <div className={formStyles.grid}>
        <FormBuildingPicker control={control} name="building" label={label('_building')} />
        <FormDateField control={control} name="dateStart" label={label('dateStart')} />
        <FormEmployeePicker control={control} name="employee" label={label('_orgEmployee')} />
        <FormSupplierPicker control={control} name="insurer" label={label('_supplierICMP')} />
        <FormSupplierPicker control={control} name="lossAdjuster" label={label('_supplierIEXP')} />
        <Controller
          control={control}
          name="amountClaimed"
          render={({ field, fieldState }) => (
            <AmountField
              label={label('amountClaimed')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message ?? null}
            />
          )}
        />
      </div>
      <FormTextArea control={control} name="description" label={label('description')} rows={4} />
    </>
  );
}

/** Props of {@link ClaimEditForm}. */
export interface ClaimEditFormProps {
  claimId: string;
  claim: ClaimRow;
  /** Where the half-typed edit is kept (formDraftStore's key, per profile and claim). */
  draftKey: string;
}

/** The claim form on a claim's detail: an edit with the version it was loaded at. */
export function ClaimEditForm({ claimId, claim, draftKey }: ClaimEditFormProps) {
  const { show } = useSnackbar();
  const mutation = useMutation(updateClaimMutationOptions(apiClient));
  const stored = claimFormState(claim);
  const form = useAppForm<ClaimFormState>({
    defaultValues: { ...stored, ...readFormDraft<ClaimFormState>(draftKey) },
    resolver: async (state) =>
      domainResolverResult(state, validateClaimFormState(state), CLAIM_FORM_FIELD),
  });
  const { control, formState, reset } = form;
  const watched = useWatch({ control });
  useEffect(() => {
    if (formState.isDirty) writeFormDraft(draftKey, watched);
  }, [watched, formState.isDirty, draftKey]);
  // A claim moved by a lifecycle step shows its new version, unless an edit is being typed.
  useEffect(() => {
    if (!formState.isDirty && readFormDraft(draftKey) === undefined) reset(claimFormState(claim));
    // Only a new version of the stored claim resets the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [claim.updatedAt]);

  const submit = form.handleSubmit(async (state) => {
    try {
      const saved = (await mutation.mutateAsync({
        id: claimId,
        changes: { ...claimFormValues(state), version: state.version },
      })) as ClaimRow;
      clearFormDraft(draftKey);
      show({ message: webMessage('claim.edit.saved'), tone: 'success' });
      reset(claimFormState(saved));
    } catch (error) {
      // Every field stays as typed (and kept); the gateway's field errors go beside their
      // fields; a stale save says domain's 'Il record è stato modificato da un altro utente…'.
      showServerFieldErrors(error, form.setError, CLAIM_FORM_FIELD);
      show({ message: saveErrorMessage(error), tone: 'error' });
    }
  });

  return (
    <form
      className={formStyles.form}
      noValidate
      data-testid="claim-edit-form"
      aria-label={webMessage('claim.edit.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ClaimFormFields control={control} />
      <div className={formStyles.actions}>
        <Button
          variant="text"
          onClick={() => {
            clearFormDraft(draftKey);
            reset(claimFormState(claim));
          }}
        >
          {webMessage('record.create.discard')}
        </Button>
        <Button type="submit" pending={formState.isSubmitting}>
          {webMessage('claim.edit.save')}
        </Button>
      </div>
    </form>
  );
}
