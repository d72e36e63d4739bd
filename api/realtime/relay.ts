import type http from "node:http";
import { Server } from "socket.io";
import { io as connectUpstream } from "socket.io-client";
import type { Logger } from "../lib/logger.js";
import type { Realtime } from "./index.js";
import { type OriginRule, fromSameSite } from "../lib/same-origin.js";
import { CROSS_SITE } from "./index.js";

/** The events a browser and the API's socket server exchange through the relay. */
const DOWN = ["new_message", "messages_read"] as const;
const UP = "mark_messages_read";

/**
 * With API_URL set the API runs apart, and so does its socket server. Browsers still connect to
 * this host (same origin, session cookie); for each of them the BFF opens a socket to the API as
 * that user (the token from the cookie, or an API client's own bearer token) and passes the
 * chat events both ways. A browser whose token the API refuses is refused the same way.
 */
export function createSocketRelay(
  server: http.Server,
  deps: { apiUrl: string; logger: Logger; tokenFromCookie: (cookieHeader: string) => Promise<string | null>; originRule: OriginRule },
): Realtime {
  const io = new Server(server, { transports: ["websocket"], serveClient: false });
  const upstreamUrl = new URL(deps.apiUrl).origin;

  io.use(async (socket, next) => {
    const { cookie } = socket.handshake.headers;
    if (!socket.handshake.auth?.token && cookie && !fromSameSite(socket.request, deps.originRule)) return next(new Error(CROSS_SITE));
    const token =
      typeof socket.handshake.auth?.token === "string" ? socket.handshake.auth.token : cookie ? await deps.tokenFromCookie(cookie) : null;
    if (!token) return next(new Error("Authentication required"));
    const upstream = connectUpstream(upstreamUrl, { transports: ["websocket"], auth: { token }, reconnection: true, reconnectionAttempts: 5 });
    upstream.once("connect", () => {
      socket.data.upstream = upstream;
      next();
    });
    upstream.once("connect_error", (error) => {
      upstream.close();
      next(new Error(error.message === "Authentication required" ? error.message : "Authentication failed"));
    });
  });

  io.on("connection", (socket) => {
    const upstream = socket.data.upstream as ReturnType<typeof connectUpstream>;
    for (const event of DOWN) upstream.on(event, (payload: unknown) => socket.emit(event, payload));
    socket.on(UP, (body: unknown, ack?: unknown) => {
      if (typeof ack === "function") upstream.emit(UP, body, ack as (answer: unknown) => void);
      else upstream.emit(UP, body);
    });
    socket.on("disconnect", () => upstream.close());
    upstream.on("disconnect", (reason) => {
      // The API closed the user's socket (signed out, restarted without reconnecting): so does the browser's.
      if (reason === "io server disconnect") socket.disconnect(true);
    });
  });

  return {
    io,
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      deps.logger.info("Socket relay closed");
    },
  };
}
