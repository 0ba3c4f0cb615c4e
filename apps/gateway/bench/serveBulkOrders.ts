/**
 * A gateway for the web's orders list bench (apps/web/bench/ordersList.bench.mjs): the demo data
 * plus BENCH_ORDERS (default 10 000) orders in Giulia Rossi's organisation, on a temporary data
 * folder, serving the built web app. Prints `URL <address>` once listening; stops on SIGTERM or
 * SIGINT and removes its data folder.
 */
import { seedBulkOrders } from '../src/seed/index.ts';
import { startBenchGateway } from './benchGateway.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);

async function main(): Promise<void> {
  const { gateway, seed, close } = await startBenchGateway('web');
  const bulk = await seedBulkOrders(gateway.deps.db, {
    organizationId: seed.organizations.studioRossi,
    count: ORDERS,
  });
  const server = await gateway.listen(0);
  console.log(`ORDERS ${String(bulk.inserted)}`);
  console.log(`URL ${server.url}`);
  const stop = async () => {
    await close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
