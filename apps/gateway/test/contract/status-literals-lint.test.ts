/**
 * The apps compare a status or a role type with domain's names, never a literal (CONVENTIONS.md
 * "One owner per rule"): the root ESLint configuration refuses `x.status === 1`,
 * `roleType === 'ORG'` and the database row's `row.role_type === 'SPL'` in the gateway's and the web app's sources and names domain's constants in
 * its message, while HTTP statuses and libraries' own lower-case states stay allowed.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

async function refusals(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

const LITERALS = `
declare const scope: { roleType: string };
declare const record: { status: number | string };
declare const roleType: string;
declare const row: { role_type: string };
export const a = scope.roleType === 'ORG';
export const b = record.status !== 1;
export const c = 'DRAFT' === record.status;
export const d = roleType !== 'SYS';
export function e(): number {
  switch (scope.roleType) {
    case 'USR':
      return 1;
    default:
      return 0;
  }
}
export const f = row.role_type === 'SPL';
`;

const ALLOWED = `
declare const response: { status: number };
declare const snapshot: { status: string };
declare const started: { status: string };
declare const record: { status: string | null };
const ROLE_TYPE = { ORG: 'ORG' } as const;
declare const scope: { roleType: string };
declare const row: { role_type: string };
export const a = response.status === 404;
export const b = snapshot.status === 'done';
export const c = started.status === 'fulfilled';
export const d = record.status === null;
export const e = scope.roleType === ROLE_TYPE.ORG;
export const f = row.role_type === ROLE_TYPE.ORG;
`;

describe('status and role-type literals in the apps (CONVENTIONS.md "One owner per rule")', () => {
  it('the gateway’s and the web app’s sources refuse each comparison, naming domain’s constants', async () => {
    for (const filePath of [
      'apps/gateway/src/resources/example.ts',
      'apps/web/src/features/orders/example.ts',
    ]) {
      const messages = await refusals(LITERALS, filePath);
      expect(messages).toHaveLength(6);
      expect(messages[0]).toContain('ROLE_TYPE.ORG');
    }
  });

  it('HTTP statuses, libraries’ states, null and domain’s names pass', async () => {
    expect(await refusals(ALLOWED, 'apps/gateway/src/resources/example.ts')).toEqual([]);
    expect(await refusals(ALLOWED, 'apps/web/src/features/orders/example.ts')).toEqual([]);
  });
});
