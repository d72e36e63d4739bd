import type http from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import { Redis } from "ioredis";
import { Server } from "socket.io";
import type { Events } from "../lib/events.js";
import type { Logger } from "../lib/logger.js";
import type { AuthService } from "../modules/auth/service.js";
import type { ChatService } from "../modules/chat/service.js";
import { type OriginRule, fromSameSite } from "../lib/same-origin.js";

export type Realtime = {
  io: Server;
  close(): Promise<void>;
};

const userRoom = (userId: number) => `user:${userId}`;
export const CROSS_SITE = "Cross-site connection refused";

/**
 * socket.io on the same HTTP server, websocket transport only. Browsers are
 * authenticated by the BFF's httpOnly session cookie (`tokenFromCookie` reads the access token
 * out of it, so the token never reaches page scripts); API clients send their bearer token in
 * `auth.token`. Each socket joins its user's room only, so it hears only its user's
 * conversations. With REDIS_URL, events reach users on every instance.
 * In: `mark_messages_read` {chat_room_id}. Out: `new_message`, `messages_read`. Messages are
 * sent over HTTP only (POST /chat/rooms/:id/messages), so who may send (a member with a verified
 * e-mail) is decided in one place.
 */
export function createRealtime(
  server: http.Server,
  deps: {
    auth: AuthService;
    chat: ChatService;
    events: Events;
    logger: Logger;
    redisUrl?: string;
    tokenFromCookie?: (cookieHeader: string) => Promise<string | null>;
    originRule: OriginRule;
  },
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
      const { cookie } = socket.handshake.headers;
      // The session cookie goes with any page's request: only the site's own pages may use it.
      if (!socket.handshake.auth?.token && cookie && !fromSameSite(socket.request, deps.originRule)) return next(new Error(CROSS_SITE));
      const token =
        typeof socket.handshake.auth?.token === "string"
          ? socket.handshake.auth.token
          : cookie && deps.tokenFromCookie
            ? await deps.tokenFromCookie(cookie)
            : null;
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
    const userId = socket.data.userId as number;
    void socket.join(userRoom(userId));
    socket.on("mark_messages_read", async (body: unknown, ack?: unknown) => {
      const roomId = (body as { chat_room_id?: unknown } | null)?.chat_room_id;
      const reply = typeof ack === "function" ? (ack as (answer: unknown) => void) : () => undefined;
      try {
        reply({ ok: true, ...(await deps.chat.markRead(userId, String(roomId))) });
      } catch (error) {
        reply({ ok: false, detail: error instanceof Error ? error.message : "Failed" });
      }
    });
  });

  // What the chat service announces goes to each addressed user's sockets, on every instance.
  const stopListening = deps.events.onChat(({ to, event, payload }) => {
    io.to([...new Set(to)].map(userRoom)).emit(event, payload);
  });

  return {
    io,
    async close() {
      stopListening();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(redis.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
