import 'reflect-metadata';
import http from 'node:http';
import { EnvError, loadEnv } from './config/env.js';
import type { EmbeddedPostgres } from './db/embedded-postgres.js';
import { expressBornMessages } from './http/express-born-messages.js';
import { createLogger } from './kernel/logger.js';
import { ASYNC_CONTEXT_FRAME_FLAG, requestScopeOnAsyncHooks } from './kernel/request-scope.js';

/** After SIGTERM the shop keeps accepting this long (health check 503), so a load balancer can stop sending. */
const ACCEPT_GRACE_MS = 1_000;
/** How long SIGTERM waits for requests in flight before giving up (exit code 1). */
const DRAIN_TIMEOUT_MS = 10_000;

/** Starts the shop: configuration, database (embedded unless DATABASE_URL), migrations, seed, HTTP. */
async function main() {
  const startedAt = performance.now();
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL, { format: env.LOG_FORMAT });
  if (requestScopeOnAsyncHooks())
    logger.warn(`started without ${ASYNC_CONTEXT_FRAME_FLAG}: every request's promises pay for its id (npm start passes the flag)`);
  // Loaded once the configuration is known to be good: a refused start (a weak admin password,
  // a missing setting) says why at once instead of after loading the whole shop.
  const [
    { createApp },
    { createDataSource, initializeDatabase },
    { startEmbeddedPostgres },
    { seedDatabase },
    { trackConnections },
    { startupBanner },
  ] = await Promise.all([
    import('./app.js'),
    import('./db/data-source.js'),
    import('./db/embedded-postgres.js'),
    import('./db/seed/seed.js'),
    import('./http/graceful-shutdown.js'),
    import('./startup-banner.js'),
  ]);

  let embedded: EmbeddedPostgres | null = null;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: env.DATA_DIR }).catch((error: unknown) => {
      // Another process (a second npm start, npm run admin:password) has it open: say so and stop.
      if (!(error instanceof Error && error.name === 'DataDirInUseError')) throw error;
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    });
    databaseUrl = embedded.url;
    logger.info(`using the embedded database in ${env.DATA_DIR}/pg`);
  }
  const dataSource = createDataSource({ url: databaseUrl, poolSize: embedded?.poolSize ?? 10 });
  await initializeDatabase(dataSource);
  const admin = await seedDatabase(dataSource, env, logger);

  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const shop = await createApp({ env, dataSource, logger, publicUrl });
  // Requests and responses are made with express's prototypes (express-born-messages.ts).
  const messages = expressBornMessages();
  messages.adopt(shop.app);
  const server = http.createServer(messages.serverOptions);
  server.keepAliveTimeout = 65_000;
  // Before the app, so a drain sees every request first (see graceful-shutdown.ts).
  const connections = trackConnections(server, { healthPath: ['/readyz', '/healthz'] });
  server.on('request', connections.handle(shop.requestListener));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch((error: NodeJS.ErrnoException) => {
    logger.error(error.code === 'EADDRINUSE' ? `port ${env.PORT} is already in use; set PORT to another port` : String(error));
    process.exit(1);
  });

  const metricsServer = env.METRICS_PORT ? await shop.metrics.listen(env.METRICS_PORT, env.METRICS_HOST) : null;
  if (metricsServer) logger.info(`metrics on http://${env.METRICS_HOST}:${env.METRICS_PORT}/metrics`);

  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info(`shop ready on http://localhost:${port} in ${Math.round(performance.now() - startedAt)} ms`);
  // For people, last: where to go and how to sign in. Production logs stay JSON and never hold a password.
  if (env.NODE_ENV !== 'production') process.stdout.write(`\n${startupBanner(env.PUBLIC_URL ?? `http://localhost:${port}`, admin)}`);
  else if (admin) logger.info('admin console ready', { url: `${publicUrl}/admin`, admin: admin.email });

  // SIGTERM: stop accepting, let requests in flight finish, then close the database.
  const shutdown = async (signal: string) => {
    if (connections.draining) return;
    logger.info(`${signal} received, draining ${connections.inFlight} request(s) in flight`);
    const forceExit = setTimeout(() => {
      logger.error(`requests still in flight after ${DRAIN_TIMEOUT_MS} ms; exiting anyway`, { inFlight: connections.inFlight });
      process.exit(1);
    }, DRAIN_TIMEOUT_MS);
    forceExit.unref();
    // Ctrl-C in a terminal has no load balancer to wait for.
    await connections.drain({ acceptGraceMs: signal === 'SIGTERM' ? ACCEPT_GRACE_MS : 0 });
    metricsServer?.close();
    await shop.stop();
    await dataSource.destroy();
    await embedded?.stop();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  process.stderr.write(`The shop could not start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
