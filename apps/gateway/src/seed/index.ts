/**
 * The seed of the gateway: the Italian demo data and the bulk orders of the benchmark.
 */
export { seedDemo } from './demo.ts';
export type { SeedDemoOptions } from './demo.ts';
export {
  BULK_ORDER_OBJECTS,
  BULK_PLACES,
  BULK_TICKET_OBJECTS,
  seedBulkOrders,
  seedBulkTickets,
} from './bulk.ts';
export type { SeedBulkOrdersOptions } from './bulk.ts';
export type {
  BulkOrdersResult,
  DemoAccount,
  DemoAccountKey,
  DemoProfile,
  DemoSeed,
  DemoSupplierRecords,
  DemoTenantRecords,
} from './types.ts';
export { FUNCTIONALITIES_BY_LEVEL, grantsFor } from './permissions.ts';
