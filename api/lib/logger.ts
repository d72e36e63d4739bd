import type { Config } from "../config.js";

export type Logger = {
  info(message: string): void;
  /** Something an operator should change, though the server runs (shown at the info level). */
  warn(message: string): void;
  error(message: string, error?: unknown): void;
};

export function createLogger(level: Config["logLevel"]): Logger {
  return {
    info: (message) => {
      if (level === "info") console.log(message);
    },
    warn: (message) => {
      if (level === "info") console.warn(message);
    },
    error: (message, error) => {
      if (level !== "silent") console.error(message, error ?? "");
    },
  };
}
