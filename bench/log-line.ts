/**
 * What one access line costs: the shop's logger (kernel/logger.ts) writing the line the request
 * observer writes, as the shop runs it (into stdout's batch, here pointed at a file), beside the
 * same logger into a destination that keeps nothing (pino's part alone) and pino with its defaults
 * into the same kind of file. Lines go in runs of 50 with a turn of the event loop between, as
 * requests come, so the file's writes complete while the next lines are made.
 *
 *   npx tsx bench/log-line.ts > /dev/null    (BENCH_LOG_LINES=300000; the figures go to stderr)
 *
 * Measures only; exits 0 whatever it measures.
 */
import pino from 'pino';
import { createLogger, type Logger } from '../server/src/kernel/logger.js';

const LINES = Number(process.env.BENCH_LOG_LINES ?? 300_000);
const RUN = 50;

/** The request observer's access line for a cached listing. */
const accessLine = () => ({
  requestId: '3a6b61aa-2028-4e18-86f3-0fce8c35a0f4',
  method: 'POST',
  route: '/graphql',
  operation: 'Listing',
  status: 200,
  durationMs: 1.2,
});

async function microsecondsPerLine(logger: Pick<Logger, 'info'>): Promise<number> {
  const started = performance.now();
  for (let line = 0; line < LINES; line += 1) {
    if (line % RUN === 0) await new Promise((resolve) => setImmediate(resolve));
    logger.info('request', accessLine());
  }
  return ((performance.now() - started) * 1000) / LINES;
}

async function main() {
  const plainPino = pino({ messageKey: 'message' }, pino.destination({ dest: 1, sync: false }));
  const loggers: Array<[string, Pick<Logger, 'info'>]> = [
    ["the shop's logger, to stdout", createLogger('info')],
    ["the shop's logger, nothing kept", createLogger('info', { destination: { write: () => true } })],
    ['pino with its defaults, to stdout', { info: (message, fields) => plainPino.info(fields, message) }],
  ];
  // The first round warms the code; the last one is reported.
  const rounds = 3;
  for (let round = 1; round <= rounds; round += 1) {
    for (const [name, logger] of loggers) {
      const perLine = await microsecondsPerLine(logger);
      if (round === rounds) console.error(`${name.padEnd(36)} ${perLine.toFixed(2)} µs per access line`);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
