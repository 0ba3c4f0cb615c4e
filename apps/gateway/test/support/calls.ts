/**
 * Raw `/api/v2` calls as a demo account, for the endpoints whose client lives on another branch
 * (the lifecycle transitions, the order history) and for requests sent "by hand".
 */
import { signInAs } from './gateway.ts';
import type { TestGateway } from './gateway.ts';
import type { DemoAccountKey } from '../../src/seed/types.ts';

/** The status and JSON body of an answer. */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A signed-in demo account sending raw calls. */
export interface Caller {
  call(method: string, path: string, body?: unknown): Promise<Answer>;
}

/** Signs in a demo account (as one of its role types) for raw calls. */
export async function callerFor(
  gateway: TestGateway,
  account: DemoAccountKey,
  roleType?: 'ORG' | 'SPL' | 'USR' | 'SYS',
): Promise<Caller> {
  const acting = await signInAs(gateway.url, gateway.seed.accounts[account].email, roleType);
  return {
    async call(method, path, body) {
      const response = await fetch(`${gateway.url}/api/v2/${path}`, {
        method,
        headers: acting.headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return {
        status: response.status,
        body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
      };
    },
  };
}

/** The one record of a `{ rows: { results: [record] } }` answer. */
export function rowOf(answer: Answer): Record<string, unknown> {
  const rows = answer.body.rows as { results?: Record<string, unknown>[] } | undefined;
  const [row] = rows?.results ?? [];
  if (row === undefined) {
    throw new Error(`no record in ${String(answer.status)} ${JSON.stringify(answer.body)}`);
  }
  return row;
}
