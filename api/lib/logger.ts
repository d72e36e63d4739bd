import type { Config } from "../config.js";

export type Logger = {
  info(message: string): void;
  error(message: string, error?: unknown): void;
};

export function createLogger(level: Config["logLevel"]): Logger {
  return {
    info: (message) => {
      if (level === "info") console.log(message);
    },
    error: (message, error) => {
      if (level !== "silent") console.error(message, error ?? "");
    },
  };
}
