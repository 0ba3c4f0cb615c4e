/**
 * Vitest global setup of the PostgreSQL run: one throw-away server for the whole run. Each test
 * file then gets its own fresh database (./freshDatabase.ts), so that every startTestGateway()
 * migrates and seeds an empty database exactly as with PGlite.
 */
import type { TestProject } from 'vitest/node';
import { startPostgres, type PostgresServer } from './harness.ts';

let server: PostgresServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  server = await startPostgres();
  // Workers inherit the environment: the admin URL creates the per-file databases, and
  // DATABASE_URL is set so that nothing in the run can fall back to PGlite by accident.
  process.env.PORTINERIA_PG_ADMIN_URL = server.url();
  process.env.DATABASE_URL = await server.createDatabase('portineria_global');
  project.provide('postgresAdminUrl', server.url());
}

export function teardown(): void {
  server?.stop();
  server = undefined;
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}
