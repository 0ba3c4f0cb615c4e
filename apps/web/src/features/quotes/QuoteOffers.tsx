/**
 * A quote request's offers side by side (DECISIONS.md "Quote lifecycle"; 002 §3.10): one card
 * per supplier asked with its status, amount, notes and date, and the steps domain's
 * `quoteOfferActions` allows the active profile on it — the organisation's 'Accetta' (after its
 * confirmation) on a submitted offer, the asked supplier's 'Invia preventivo' (amount with ui's
 * AmountField, notes) and 'Declina' (a reason) on its own requested offer, and the files of its
 * answer. Each step is sent with the version of its offer; a refused one (the deadline passed:
 * 409 with the reason) says why.
 */
import {
  quoteTransitionMutationOptions,
  uploadQuoteOfferFileMutationOptions,
  type QuoteOffer,
  type QuoteRequest,
  type QuoteTransitionEvent,
} from '@portineria/api-client';
import {
  amountInputToNumber,
  applyQuoteOfferTransition,
  isQuoteRequestClosed,
  message,
  quoteOfferActions,
  quoteOfferAttachmentRefusal,
  quoteOfferStatusLabel,
  supplierDisplayName,
  type QuoteOfferActionId,
  type QuoteOfferFacts,
  type TransitionActor,
} from '@portineria/domain';
import { AmountField, Chip, DateTime, Money, TextArea } from '@portineria/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { apiClient } from '../../lib/apiClient.ts';
import { useAppForm } from '../../lib/appForm.ts';
import { FormDialog } from '../../lib/FormDialog.tsx';
import { showServerFieldErrors } from '../../lib/formFields.tsx';
import { webMessage } from '../../messages/it-IT.ts';
import {
  RecordLifecycleActions,
  useRecordTransition,
} from '../../records/RecordLifecycleActions.tsx';
import type { LifecycleBarKinds } from '../../records/recordLifecycle.ts';
import { RecordFiles } from '../../records/RecordFiles.tsx';
import * as styles from './quoteOffers.css.ts';

const KINDS: LifecycleBarKinds<QuoteOfferActionId> = {
  main: new Set(['submit', 'accept']),
  destructive: new Set(['decline']),
};

/** Props of {@link QuoteOffers}. */
export interface QuoteOffersProps {
  /** The request's id (its order's). */
  requestId: string;
  /** The request's deadline. */
  dueDate: string | null | undefined;
  /** The offers the active profile reads: all for the organisation, its own for a supplier. */
  offers: readonly QuoteOffer[];
  actor: TransitionActor;
  /** The company of the active profile (the supplier's id). */
  actorCompanyId: number | string | null | undefined;
}

/** The offers of a request, side by side, each with its actions. */
export function QuoteOffers({
  requestId,
  dueDate,
  offers,
  actor,
  actorCompanyId,
}: QuoteOffersProps) {
  const titleId = useId();
  const closed = isQuoteRequestClosed(offers);
  return (
    <section aria-labelledby={titleId} data-section="quote-offers">
      <h3 id={titleId}>{webMessage('quote.offers.title')}</h3>
      {offers.length === 0 ? (
        <p>{webMessage('quote.offers.empty')}</p>
      ) : (
        <ul className={styles.offers}>
          {offers.map((offer) => (
            <OfferCard
              key={offer.id}
              requestId={requestId}
              offer={offer}
              facts={{
                offer,
                request: { dueDate: dueDate ?? null, closed },
                actor,
                actorCompanyId: actorCompanyId ?? null,
                now: new Date(),
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The answer dialog a supplier opens. */
type Asking = 'submit' | 'decline';

interface OfferCardProps {
  requestId: string;
  offer: QuoteOffer;
  facts: QuoteOfferFacts;
}

function OfferCard({ requestId, offer, facts }: OfferCardProps) {
  const [asking, setAsking] = useState<Asking | undefined>(undefined);
  const supplier = offer.org_suppliers
    ? supplierDisplayName({
        name1: offer.org_suppliers.name1 ?? null,
        name2: offer.org_suppliers.name2 ?? null,
        code: offer.org_suppliers.code ?? null,
      })
    : webMessage('quote.offers.supplier', { id: offer._supplier });
  const base = useRecordTransition<QuoteTransitionEvent, QuoteRequest>({
    recordId: requestId,
    version: offer.updatedAt,
    mutation: quoteTransitionMutationOptions(apiClient),
    staleMessage: webMessage('quote.action.stale'),
  });
  // ACCEPT names the offer chosen; the bar sends only the event's type.
  const transition = {
    ...base,
    send: (event: QuoteTransitionEvent) =>
      base.send(event.type === 'ACCEPT' ? { type: 'ACCEPT', offer: offer.id } : event),
  };
  return (
    <li className={styles.offer} data-offer={offer.id} data-status={offer.status}>
      <h4 className={styles.title}>{supplier}</h4>
      <Chip label={quoteOfferStatusLabel(offer.status)} />
      <dl className={styles.facts}>
        <dt className={styles.term}>{webMessage('quote.offers.amount')}</dt>
        <dd className={styles.value}>
          {offer.amount === null ? webMessage('detail.empty') : <Money value={offer.amount} />}
        </dd>
        {offer.note ? (
          <>
            <dt className={styles.term}>{webMessage('quote.offers.note')}</dt>
            <dd className={styles.value}>{offer.note}</dd>
          </>
        ) : null}
        {offer.submittedAt ? (
          <>
            <dt className={styles.term}>{webMessage('quote.offers.submittedAt')}</dt>
            <dd className={styles.value}>
              <DateTime value={offer.submittedAt} format="dateTime" />
            </dd>
          </>
        ) : null}
      </dl>
      <OfferFiles offer={offer} facts={facts} />
      <RecordLifecycleActions
        label={webMessage('quote.offer.actions', { supplier })}
        actions={quoteOfferActions(facts)}
        kinds={KINDS}
        transition={transition}
        servedByFeature={(action) => {
          if (action.id !== 'submit' && action.id !== 'decline') return false;
          setAsking(action.id);
          return true;
        }}
      >
        {asking ? (
          <AnswerDialog
            kind={asking}
            facts={facts}
            onClose={() => setAsking(undefined)}
            onSubmit={(event) => transition.send(event)}
          />
        ) : null}
      </RecordLifecycleActions>
    </li>
  );
}

const FILE_LABELS = {
  title: webMessage('quote.offers.files'),
  empty: webMessage('quote.offers.filesEmpty'),
  upload: webMessage('quote.offers.upload'),
  uploading: (name: string, percent: number) =>
    webMessage('quote.offers.uploading', { name, percent }),
};

/**
 * The files of an answer (DECISIONS.md "Quote lifecycle" 10): read by whoever reads the offer;
 * the supplier asked adds them while domain's `quoteOfferAttachmentRefusal` lets it — before or
 * right after sending its amount.
 */
function OfferFiles({ offer, facts }: { offer: QuoteOffer; facts: QuoteOfferFacts }) {
  const upload = useMutation(uploadQuoteOfferFileMutationOptions(apiClient));
  const mayUpload = quoteOfferAttachmentRefusal(facts) === undefined;
  return (
    <RecordFiles
      labels={FILE_LABELS}
      files={offer.attachments ?? []}
      section="quote-offer-files"
      heading="h5"
      embedded
      {...(mayUpload
        ? {
            upload: (file: File, onProgress: (fraction: number) => void) =>
              upload.mutateAsync({ offerId: offer.id, file, onProgress }),
          }
        : {})}
    />
  );
}

interface AnswerValues {
  amount: string;
  text: string;
}

interface AnswerDialogProps {
  kind: Asking;
  facts: QuoteOfferFacts;
  onClose: () => void;
  onSubmit: (event: QuoteTransitionEvent) => Promise<unknown>;
}

/**
 * 'Invia preventivo' asks the amount (ui's AmountField) and the notes, 'Declina' the reason;
 * domain's transition checks what is typed before it is sent, with the message the gateway
 * would give. A refused send keeps what was typed and the dialog open.
 */
function AnswerDialog({ kind, facts, onClose, onSubmit }: AnswerDialogProps) {
  const { control, handleSubmit, formState, setError } = useAppForm<AnswerValues>({
    defaultValues: { amount: '', text: '' },
  });
  const eventOf = ({ amount, text }: AnswerValues): QuoteTransitionEvent =>
    kind === 'submit'
      ? { type: 'SUBMIT', amount: amountInputToNumber(amount.trim()) ?? amount, note: text }
      : { type: 'DECLINE', reason: text };
  const fieldError = (values: AnswerValues, field: 'amount' | 'reason') => {
    const result = applyQuoteOfferTransition(facts, eventOf(values));
    return result.ok ? true : (result.fieldErrors?.[field] ?? true);
  };
  return (
    <FormDialog
      title={webMessage(kind === 'submit' ? 'quote.submit.title' : 'quote.decline.title')}
      cancelLabel={webMessage('record.dialog.cancel')}
      submitLabel={webMessage('record.dialog.confirm')}
      pending={formState.isSubmitting}
      onClose={onClose}
      onSubmit={handleSubmit(async (values) => {
        try {
          await onSubmit(eventOf(values));
          onClose();
        } catch (error) {
          showServerFieldErrors(error, setError, {
            'event.amount': 'amount',
            amount: 'amount',
            'event.reason': 'text',
            reason: 'text',
          });
        }
      })}
    >
      {kind === 'submit' ? (
        <Controller
          control={control}
          name="amount"
          rules={{ validate: (_value, values) => fieldError(values, 'amount') }}
          render={({ field: bound, fieldState }) => (
            <AmountField
              label={`${message('quotes.form.label.amount')} (*)`}
              value={bound.value}
              onChange={bound.onChange}
              onBlur={bound.onBlur}
              inputRef={bound.ref}
              error={fieldState.error?.message ?? null}
            />
          )}
        />
      ) : null}
      <Controller
        control={control}
        name="text"
        rules={
          kind === 'decline' ? { validate: (_value, values) => fieldError(values, 'reason') } : {}
        }
        render={({ field: bound, fieldState }) => (
          <TextArea
            label={
              kind === 'submit'
                ? message('quotes.form.label.note')
                : `${message('quotes.form.label.reason')} (*)`
            }
            value={bound.value}
            onChange={bound.onChange}
            onBlur={bound.onBlur}
            inputRef={bound.ref}
            rows={3}
            error={fieldState.error?.message ?? null}
          />
        )}
      />
    </FormDialog>
  );
}
