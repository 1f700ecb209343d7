import { writeSync } from 'node:fs';
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
 * Lines to stdout are written asynchronously in batches of at least this many characters: with an
 * access line per request, a synchronous write per line cost the busiest paths a system call each
 * (a tenth of a cached listing's time). The batch is gathered here rather than in pino's stream
 * (sonic-boom's `minLength`): that stream measures the bytes of everything it holds on each write,
 * which while a write is in flight is up to 16 KB of text per line, several microseconds of a
 * cached answer's budget. The batch is handed over at least every STDOUT_FLUSH_MS, so a quiet
 * shop's lines still show at once, and before the process exits (on process.exit and on a crash
 * alike); only a SIGKILL loses the last batch.
 */
const STDOUT_BATCH_CHARS = 4096;
const STDOUT_FLUSH_MS = 250;

const exitHandlers: Array<(exiting: boolean) => void> = [];

/**
 * Runs `handler` when the process runs out of work (`exiting` false: the event loop still runs)
 * and as it exits (true: only synchronous work is left); one listener of each however many loggers
 * a process makes (a test runner makes many). Both are needed: pino ends its stream when the
 * process runs out of work, and lines handed over only at exit were then lost now and again (2 of
 * 7 runs of the logger's tests without the first).
 */
function beforeExiting(handler: (exiting: boolean) => void) {
  if (exitHandlers.length === 0) {
    process.on('beforeExit', () => exitHandlers.forEach((run) => run(false)));
    process.on('exit', () => exitHandlers.forEach((run) => run(true)));
  }
  exitHandlers.push(handler);
}

function bufferedStdout(): LogDestination {
  // sonic-boom's typings leave out the `destroyed` flag it sets once ended.
  const stream = pino.destination({ dest: 1, sync: false }) as ReturnType<typeof pino.destination> & { destroyed?: boolean };
  let batch = '';
  const handOver = () => {
    if (!batch) return;
    const lines = batch;
    batch = '';
    // pino's own exit hook may have ended the stream already; these lines are the newest, so
    // writing them straight to stdout after it keeps the order.
    if (stream.destroyed) writeSync(1, lines);
    else stream.write(lines);
  };
  setInterval(handOver, STDOUT_FLUSH_MS).unref();
  beforeExiting((exiting) => {
    handOver();
    if (exiting && !stream.destroyed) stream.flushSync();
  });
  return {
    write(line: string) {
      batch += line;
      if (batch.length >= STDOUT_BATCH_CHARS) handOver();
      return true;
    },
  };
}

const NOTHING_TO_ADD = Object.freeze({});

/**
 * pino's ISO timestamp, made once per millisecond: a busy shop writes several lines in each, and a
 * Date and its ISO string per line were a measurable part of a cached answer's access line.
 */
function isoTimeOncePerMillisecond(): () => string {
  let madeAt = -1;
  let made = '';
  return () => {
    const now = Date.now();
    if (now !== madeAt) {
      madeAt = now;
      made = `,"time":"${new Date(now).toISOString()}"`;
    }
    return made;
  };
}

export function createLogger(level: LogLevel, options: LoggerOptions = {}): Logger {
  const target = options.destination ?? bufferedStdout();
  const log = pino(
    {
      level,
      messageKey: 'message',
      timestamp: isoTimeOncePerMillisecond(),
      formatters: { level: (label) => ({ level: label }) },
      // The request id joins a line written while serving a request, unless the line names it
      // itself (the access line). pino's own merge copies every field into a new object per line,
      // a microsecond of the hottest path's access line for nothing when there is nothing to add.
      mixin: (fields) => {
        if ('requestId' in fields) return NOTHING_TO_ADD;
        const scope = currentRequestScope();
        return scope ? { requestId: scope.requestId } : NOTHING_TO_ADD;
      },
      mixinMergeStrategy: (fields, added) => (added === NOTHING_TO_ADD ? fields : Object.assign(added, fields)),
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
