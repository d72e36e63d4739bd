import { io } from "socket.io-client";
import type { ChatRoom, NewMessageEvent } from "../api/schemas/chat.js";

export type LatencyResult = { messages: number; p50: number; p95: number; max: number };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Chat latency as users feel it: the buyer posts a message to the API of instance `sendVia`, and
 * the time until the seller's socket on instance `receiveOn` hears `new_message` is measured,
 * one message at a time (`count` of them, after a few unmeasured ones).
 */
export async function chatLatency(options: {
  sendVia: string;
  receiveOn: string;
  buyerToken: string;
  sellerToken: string;
  listingId: number;
  count: number;
}): Promise<LatencyResult> {
  const api = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${options.sendVia}/api/v1${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${options.buyerToken}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  const room = await api<ChatRoom>("/chat/rooms", { listing_id: options.listingId });
  const socket = io(options.receiveOn, { transports: ["websocket"], auth: { token: options.sellerToken }, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  const waiting = new Map<string, (at: number) => void>();
  socket.on("new_message", (event: NewMessageEvent) => waiting.get(event.message)?.(performance.now()));
  const samples: number[] = [];
  try {
    for (let i = 0; i < options.count + 10; i++) {
      const text = `bench ${Date.now()} ${i}`;
      const heard = new Promise<number>((resolve) => waiting.set(text, resolve));
      const start = performance.now();
      await api(`/chat/rooms/${room.id}/messages`, { message: text });
      const at = await heard;
      waiting.delete(text);
      if (i >= 10) samples.push(at - start);
    }
  } finally {
    socket.close();
  }
  const sorted = samples.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { messages: sorted.length, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1)!) };
}
