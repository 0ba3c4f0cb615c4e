/**
 * 000 §5 "forms validate on input and blur": every form of the app starts with `useAppForm`
 * (lib/appForm.ts), which holds that timing once; a form that called React Hook Form's `useForm`
 * itself would validate only on submit, as the order and task forms did.
 */
import { expect, it } from 'vitest';
import { FORM_VALIDATION_TIMING } from '../lib/appForm.ts';

/** The features' screens and dialogs as text (Vite's raw import). */
const screens = import.meta.glob<string>('./**/*.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

it('validates a field at each input and when it is left (000 §5): React Hook Form mode "all"', () => {
  expect(FORM_VALIDATION_TIMING).toEqual({ mode: 'all', reValidateMode: 'onChange' });
});

it('every form of the features starts with useAppForm, none with useForm itself (000 §5)', () => {
  const forms = Object.entries(screens).filter(([, text]) => /\buseAppForm</.test(text));
  expect(forms.map(([file]) => file)).toEqual(
    expect.arrayContaining(['./orders/OrderCreateScreen.tsx', './tasks/TaskCreateScreen.tsx']),
  );
  const own = Object.entries(screens)
    .filter(([, text]) => /\buseForm\b/.test(text))
    .map(([file]) => file);
  expect(own).toEqual([]);
});
