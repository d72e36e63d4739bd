import type http from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import { Redis } from "ioredis";
import { Server } from "socket.io";
import type { Logger } from "../lib/logger.js";
import type { AuthService } from "../modules/auth/service.js";

export type Realtime = {
  io: Server;
  /** Sends an event to every connection of one user, on any instance. */
  toUser(userId: number, event: string, payload: unknown): void;
  close(): Promise<void>;
};

export const userRoom = (userId: number) => `user:${userId}`;

/**
 * socket.io on the same HTTP server, websocket transport only (SPEC §7), authenticated with the
 * access token the BFF hands its pages. With REDIS_URL, events reach users on every instance.
 */
export function createRealtime(
  server: http.Server,
  deps: { auth: AuthService; logger: Logger; redisUrl?: string },
): Realtime {
  const io = new Server(server, { transports: ["websocket"], serveClient: false });
  const redis: Redis[] = [];

  if (deps.redisUrl) {
    const pub = new Redis(deps.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on("error", (error) => deps.logger.error("Redis error", error));
    redis.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  io.use(async (socket, next) => {
    try {
      const token = typeof socket.handshake.auth?.token === "string" ? socket.handshake.auth.token : null;
      const user = token ? await deps.auth.authenticate(token) : null;
      if (!user) return next(new Error("Authentication required"));
      socket.data.userId = user.id;
      next();
    } catch (error) {
      deps.logger.error("Socket authentication failed", error);
      next(new Error("Authentication failed"));
    }
  });

  io.on("connection", (socket) => {
    void socket.join(userRoom(socket.data.userId as number));
  });

  return {
    io,
    toUser: (userId, event, payload) => {
      io.to(userRoom(userId)).emit(event, payload);
    },
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(redis.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
