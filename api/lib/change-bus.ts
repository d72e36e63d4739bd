import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { Logger } from "./logger.js";

const CHANNEL = "gibmarket:changed";

export type ChangeBus = {
  /** Tells the other instances that something they may keep a copy of has changed. */
  announce(): void;
  /** Resolves once this instance hears the others (tests wait for it). */
  ready: Promise<void>;
  close(): Promise<void>;
};

/**
 * Keeps several instances' copies in step: each keeps rendered pages and shell data for
 * CACHE_SECONDS, and a write empties only its own process's copies. With Redis, every write is
 * announced on one channel and every other instance empties its copies as it hears it (Redis
 * pub/sub: delivered at once, and lost only while an instance is disconnected, when its copies
 * expire by themselves). Announcements in one turn of the event loop go out as one message.
 */
export function createChangeBus(options: { redis: Redis | null; logger: Logger; onChangeElsewhere: () => void }): ChangeBus {
  const { redis, logger } = options;
  if (!redis) return { announce: () => undefined, ready: Promise.resolve(), close: async () => undefined };
  const self = randomUUID();
  const subscriber = redis.duplicate();
  subscriber.on("error", (error) => logger.error("Redis error (change bus)", error));
  subscriber.on("message", (_channel: string, from: string) => {
    if (from !== self) options.onChangeElsewhere();
  });
  const ready = subscriber.subscribe(CHANNEL).then(
    () => undefined,
    (error: unknown) => logger.error("Subscribing to the change bus failed", error),
  );
  let queued = false;
  return {
    announce() {
      if (queued) return;
      queued = true;
      setImmediate(() => {
        queued = false;
        redis.publish(CHANNEL, self).catch((error: unknown) => logger.error("Announcing a change failed", error));
      });
    },
    ready,
    close: async () => {
      await subscriber.quit().catch(() => undefined);
    },
  };
}
