/** A small levelled logger writing one line per event; JSON in production, readable otherwise. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(level: LogLevel, options: { json?: boolean } = {}): Logger {
  const write = (at: Exclude<LogLevel, 'silent'>, message: string, fields?: Record<string, unknown>) => {
    if (ORDER[at] < ORDER[level]) return;
    const stream = at === 'error' || at === 'warn' ? process.stderr : process.stdout;
    if (options.json) {
      stream.write(`${JSON.stringify({ level: at, time: new Date().toISOString(), message, ...fields })}\n`);
    } else {
      const extra = fields && Object.keys(fields).length ? ` ${JSON.stringify(fields)}` : '';
      stream.write(`[${at}] ${message}${extra}\n`);
    }
  };
  return {
    debug: (message, fields) => write('debug', message, fields),
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
  };
}
