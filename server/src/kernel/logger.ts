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

export function createLogger(level: LogLevel, options: LoggerOptions = {}): Logger {
  const target = options.destination ?? pino.destination({ dest: 1, sync: true });
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
