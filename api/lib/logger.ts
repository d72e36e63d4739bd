import pino from "pino";

export type LogLevel = "silent" | "error" | "warn" | "info" | "debug";

export type Logger = {
  info(message: string): void;
  /** Something an operator should change, though the server runs. */
  warn(message: string): void;
  error(message: string, error?: unknown): void;
  debug(message: string): void;
};

/** The server's logger, with the pino logger underneath for the request log (pino-http). */
export type ServerLogger = Logger & { pino: pino.Logger; flush(): void };

/** Where log lines go: stdout unless told otherwise (tests pass a collector). */
export type LogDestination = pino.DestinationStream;

/**
 * JSON lines through pino, one object per line: `level` (its name), `time` (ISO), `pid`,
 * `hostname`, `msg`, and `err` ({type, message, stack}) for a failure. Stdout is written
 * asynchronously (pino flushes what is pending when the process exits): a request's line does not
 * wait for the terminal or the log shipper.
 */
export function createLogger(level: LogLevel, destination?: LogDestination): ServerLogger {
  const log = pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    // A silent logger writes nothing: no stream (nor its exit hook) for each test server.
    destination ?? (level === "silent" ? { write: () => undefined } : pino.destination({ dest: 1, sync: false })),
  );
  // Methods stand alone: callers pass them around (`log: logger.info`).
  return {
    pino: log,
    info: (message) => log.info(message),
    warn: (message) => log.warn(message),
    debug: (message) => log.debug(message),
    error: (message, error) => (error === undefined ? log.error(message) : log.error({ err: error }, message)),
    flush: () => log.flush(),
  };
}

/** Plain lines for a person at a terminal (the command-line tools), not for a log collector. */
export function createConsoleLogger(): Logger {
  return {
    info: (message) => console.log(message),
    warn: (message) => console.warn(message),
    debug: () => undefined,
    error: (message, error) => console.error(message, error ?? ""),
  };
}
