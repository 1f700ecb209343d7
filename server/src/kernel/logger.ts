import pino from 'pino';
import { currentRequestScope } from './request-scope.js';

/**
 * The shop's logger: one JSON object per line in every mode (pino), so whatever collects the
 * output can parse it, with the request id of the request being served on every line written
 * while serving it. LOG_FORMAT=pretty turns the lines into short readable ones for a terminal.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type LogFormat = 'json' | 'pretty';

export interface Logger {
  /** Whether a line at `level` is written: a caller skips building fields for a line nobody reads. */
  isLevelEnabled(level: Exclude<LogLevel, 'silent'>): boolean;
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** Where lines go: stdout by default; tests pass a collector. */
export interface LogDestination {
  write(line: string): unknown;
}

export interface LoggerOptions {
  format?: LogFormat;
  destination?: LogDestination;
}

/**
 * Lines to stdout are written asynchronously in batches of at least this many bytes: with an access
 * line per request, a synchronous write per line cost the busiest paths a system call each (a
 * tenth of a cached listing's time). The batch is written at least every STDOUT_FLUSH_MS, so a
 * quiet shop's lines still show at once, and before the process exits (pino's exit hook flushes
 * it, on process.exit and on a crash alike); only a SIGKILL loses the last batch.
 */
const STDOUT_BATCH_BYTES = 4096;
const STDOUT_FLUSH_MS = 250;

function bufferedStdout(): LogDestination {
  const stream = pino.destination({ dest: 1, sync: false, minLength: STDOUT_BATCH_BYTES });
  let unflushed = false;
  setInterval(() => {
    if (!unflushed) return;
    unflushed = false;
    stream.flush();
  }, STDOUT_FLUSH_MS).unref();
  return {
    write(line: string) {
      unflushed = true;
      return stream.write(line);
    },
  };
}

export function createLogger(level: LogLevel, options: LoggerOptions = {}): Logger {
  const target = options.destination ?? bufferedStdout();
  const log = pino(
    {
      level,
      messageKey: 'message',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const scope = currentRequestScope();
        return scope ? { requestId: scope.requestId } : {};
      },
    },
    options.format === 'pretty' ? prettyLines(target) : target,
  );
  return {
    isLevelEnabled: (lineLevel) => log.isLevelEnabled(lineLevel),
    debug: (message, fields) => log.debug(fields ?? {}, message),
    info: (message, fields) => log.info(fields ?? {}, message),
    warn: (message, fields) => log.warn(fields ?? {}, message),
    error: (message, fields) => log.error(fields ?? {}, message),
  };
}

/** `[info] message {fields}` per line: for people at a terminal, only when asked for. */
function prettyLines(target: LogDestination): LogDestination {
  return {
    write(line: string) {
      const { level, message, time: _time, pid: _pid, hostname: _hostname, ...fields } = JSON.parse(line) as Record<string, unknown>;
      const extra = Object.keys(fields).length ? ` ${JSON.stringify(fields)}` : '';
      return target.write(`[${String(level)}] ${String(message)}${extra}\n`);
    },
  };
}
