/**
 * Vitest setup file of the PostgreSQL run: before each test file, a new empty database on the
 * run's server becomes DATABASE_URL, which createGateway (and so startTestGateway) reads.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

const adminUrl = inject('postgresAdminUrl');
const name = `portineria_${randomBytes(6).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
try {
  // The name is generated here from hex digits: safe as an identifier.
  await admin.query(`CREATE DATABASE ${name}`);
} finally {
  await admin.end();
}
const url = new URL(adminUrl);
url.pathname = `/${name}`;
process.env.DATABASE_URL = url.href;
