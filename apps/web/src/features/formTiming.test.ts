/**
 * 000 §5 "forms validate on input and blur": every form of the app starts with `useAppForm`
 * (lib/appForm.ts), which holds that timing once; a form that called React Hook Form's `useForm`
 * itself would validate only on submit, as the order and task forms did.
 */
import { expect, it } from 'vitest';
import { FORM_VALIDATION_TIMING } from '../lib/appForm.ts';

/** The features' screens and dialogs, and the records' shared forms, as text (Vite's raw import). */
const screens = import.meta.glob<string>(
  ['./**/*.tsx', '../records/*.{ts,tsx}', '!../records/*.test.ts'],
  { query: '?raw', import: 'default', eager: true },
);

it('validates a field at each input and when it is left (000 §5): React Hook Form mode "all"', () => {
  expect(FORM_VALIDATION_TIMING).toEqual({ mode: 'all', reValidateMode: 'onChange' });
});

it('every form of the features starts with useAppForm, none with useForm itself (000 §5)', () => {
  const forms = Object.entries(screens).filter(([, text]) => /\buseAppForm</.test(text));
  expect(forms.map(([file]) => file)).toEqual(
    expect.arrayContaining(['../records/recordCreateForm.ts', './tasks/TaskCreateScreen.tsx']),
  );
  // The create screens of the record kinds take their form from the records' shared hook.
  const recordCreateForms = Object.entries(screens)
    .filter(([, text]) => /\buseRecordCreateForm\(/.test(text))
    .map(([file]) => file);
  expect(recordCreateForms).toEqual(
    expect.arrayContaining(['./orders/OrderCreateScreen.tsx', './tickets/TicketCreateScreen.tsx']),
  );
  const own = Object.entries(screens)
    .filter(([, text]) => /\buseForm\b/.test(text))
    .map(([file]) => file);
  expect(own).toEqual([]);
});
