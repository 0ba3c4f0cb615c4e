/**
 * The stand-in login service's supplier registration page (000 §2 "A supplier registration page
 * opens in a new window"): the login page links it with target="_blank", and a company asks to
 * join with its name, VAT number, email and optionally a landline.
 * - GET /auth/register-supplier — the form;
 * - POST /auth/register-supplier (same-origin form) — checked with domain's
 *   SUPPLIER_REGISTRATION_FORM_SCHEMA; a refusal answers 400 with the form, every value kept and
 *   each field's Italian message beside it; an accepted request is stored and confirmed.
 * Every value is rendered as text (escaped).
 */
import {
  SUPPLIER_REGISTRATION_FORM_SCHEMA,
  type FormErrors,
  type SupplierRegistrationFormField,
  validateForm,
} from '@portineria/domain';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { escapeHtml, htmlPage } from '../http/html.ts';
import { assertSameOrigin } from '../http/sameOrigin.ts';
import { setPageSecurityHeaders } from '../http/security.ts';
import { messages } from '../messages.ts';

/** The page's path, linked from the login page. */
export const SUPPLIER_REGISTRATION_PATH = '/auth/register-supplier';

type Values = Record<SupplierRegistrationFormField, string>;

const FIELDS: readonly {
  name: SupplierRegistrationFormField;
  type: string;
  autocomplete: string;
}[] = [
  { name: 'name1', type: 'text', autocomplete: 'organization' },
  { name: 'vat', type: 'text', autocomplete: 'off' },
  { name: 'email', type: 'email', autocomplete: 'email' },
  { name: 'landline', type: 'tel', autocomplete: 'tel' },
];

/** Whether a field is required: its schema's first rule is the required one. */
function isRequired(name: SupplierRegistrationFormField): boolean {
  const schema = SUPPLIER_REGISTRATION_FORM_SCHEMA[name];
  return schema.rules.some((rule) => rule(schema.label)('', {}) !== null);
}

function fieldHtml(
  field: (typeof FIELDS)[number],
  value: string,
  error: string | undefined,
): string {
  const schema = SUPPLIER_REGISTRATION_FORM_SCHEMA[field.name];
  const id = `registration-${field.name}`;
  const label = `${schema.label}${isRequired(field.name) ? ' (*)' : ''}`;
  const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const required = isRequired(field.name) ? ' required' : '';
  const errorLine = error ? `<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : '';
  return `<div class="field">
  <label for="${id}">${escapeHtml(label)}</label>
  <input id="${id}" name="${field.name}" type="${field.type}" autocomplete="${field.autocomplete}" value="${escapeHtml(value)}"${required}${described}>
  ${errorLine}
</div>`;
}

function formPage(values: Values, errors: FormErrors<SupplierRegistrationFormField>): string {
  const invalid = Object.keys(errors).length > 0;
  const alert = invalid
    ? `<p class="notice" role="alert">${escapeHtml(messages.registrationInvalid)}</p>`
    : '';
  return htmlPage({
    title: messages.registrationTitle,
    body: `<main>
<h1>${escapeHtml(messages.registrationTitle)}</h1>
<p>${escapeHtml(messages.registrationIntro)}</p>
${alert}<form class="registration" method="post" action="${SUPPLIER_REGISTRATION_PATH}" novalidate>
${FIELDS.map((field) => fieldHtml(field, values[field.name], errors[field.name])).join('\n')}
<div><button type="submit">${escapeHtml(messages.registrationSubmit)}</button></div>
</form>
</main>`,
  });
}

function sentPage(email: string): string {
  return htmlPage({
    title: messages.registrationSent,
    body: `<main>
<h1>${escapeHtml(messages.registrationSent)}</h1>
<p role="status">${escapeHtml(messages.registrationSentText(email))}</p>
</main>`,
  });
}

const EMPTY: Values = { name1: '', vat: '', email: '', landline: '' };

/** The posted values, trimmed; anything but text (a file, a repeated field) counts as empty. */
function postedValues(form: Record<string, unknown>): Values {
  const values = { ...EMPTY };
  for (const { name } of FIELDS) {
    const value = form[name];
    values[name] = typeof value === 'string' ? value.trim() : '';
  }
  return values;
}

/** The link of the login page: a new window, as 000 §2 says. */
export function supplierRegistrationLink(): string {
  return `<p class="register-link"><a href="${SUPPLIER_REGISTRATION_PATH}" target="_blank" rel="noopener noreferrer">${escapeHtml(messages.loginRegisterSupplier)} <span class="visually-hidden">${escapeHtml(messages.loginRegisterSupplierNewWindow)}</span></a></p>`;
}

/** Mounts the registration page on the app. */
export function registerSupplierRegistration(app: Hono<AppEnv>): void {
  app.get(SUPPLIER_REGISTRATION_PATH, (c) => {
    setPageSecurityHeaders(c);
    return c.html(formPage(EMPTY, {}));
  });

  app.post(SUPPLIER_REGISTRATION_PATH, async (c: Context<AppEnv>) => {
    assertSameOrigin(c);
    setPageSecurityHeaders(c);
    c.header('cache-control', 'no-store');
    const values = postedValues(await c.req.parseBody());
    const errors = validateForm(values, SUPPLIER_REGISTRATION_FORM_SCHEMA);
    if (Object.keys(errors).length > 0) return c.html(formPage(values, errors), 400);
    const deps = c.get('deps');
    await deps.db
      .insertInto('supplier_registrations')
      .values({
        name1: values.name1,
        vat: values.vat,
        email: values.email,
        landline: values.landline === '' ? null : values.landline,
      })
      .execute();
    return c.html(sentPage(values.email), 201);
  });
}
