/**
 * `pnpm start`'s serve (./main.ts): opens the database (seeding the demo data on first start),
 * listens on PORT and prints where to go; SIGTERM/SIGINT shut it down gracefully (exit 0). The
 * options are what `createGateway` takes: the CLI passes none (the environment configures it);
 * the web e2e harness's entry (../test/e2e/serve.ts) passes the link preview allow-list, which no
 * environment variable can set.
 */
import { createGateway } from './app.ts';
import type { GatewayOptions } from './config.ts';
import { messages } from './messages.ts';

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** The URL a person opens: `localhost` for loopback and wildcard bindings. */
function publicUrl(host: string, port: number): string {
  const local = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(host);
  return `http://${local ? 'localhost' : host}:${port}`;
}

/** Starts the gateway and keeps it serving until SIGTERM or SIGINT. */
export async function serve(options: GatewayOptions = {}): Promise<void> {
  const gateway = await createGateway(options);
  if (gateway.seed) say(messages.cliSeeded);
  const listening = await gateway.listen();
  const url = publicUrl(gateway.deps.config.host, listening.port);
  say(messages.cliReady(url));
  say(messages.cliLogin(url));
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second signal: the user insists.
      process.exit(1);
    }
    stopping = true;
    say(messages.cliStopping);
    gateway.deps.log.info('shutdown', { signal });
    gateway
      .close()
      .then(() => {
        say(messages.cliStopped);
        process.exit(0);
      })
      .catch((error: unknown) => {
        process.stderr.write(`${String(error)}\n`);
        process.exit(1);
      });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
