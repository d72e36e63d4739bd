import { AppError, forbidden, notFound, parseInput } from "../../lib/errors.js";
import type { Events } from "../../lib/events.js";
import { LIMITS, type RateLimiter } from "../../lib/rate-limit.js";
import {
  CHAT_MESSAGES,
  type ChatInbox,
  type ChatMessage,
  type ChatReport,
  type ChatRoom,
  type ChatThread,
  InboxQuerySchema,
  type MessagesReadEvent,
  type NewMessageEvent,
  ReportChatSchema,
  SendMessageSchema,
  StartChatSchema,
  ThreadQuerySchema,
} from "../../schemas/chat.js";
import type { ChatReportReason } from "../../schemas/constants.js";
import { parseIdParam } from "../../schemas/listing-query.js";
import type { ListingsRepository } from "../listings/repository.js";
import { LISTING_NOT_FOUND } from "../listings/service.js";
import { coverPicture, uploadUrl } from "../listings/present.js";
import type { ChatRepository, MessageRow, RoomRow } from "./repository.js";
import { countOf } from "../../db/count.js";

const major = (minor: number | null): number | null => (minor === null ? null : Number(minor) / 100);
const avatar = (path: string | null) => (path && !/^https?:\/\//.test(path) && !path.startsWith("/") ? uploadUrl(path) : path);

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: Number(row.id),
    chat_room_id: Number(row.chat_room_id),
    sender_id: row.sender_id === null ? null : Number(row.sender_id),
    message: row.message,
    message_type: row.message_type,
    is_read: Number(row.is_read) === 1,
    created_at: row.created_at,
  };
}

/**
 * Conversations between a buyer and the seller of a listing: one room per (listing, buyer),
 * messages kept with their sender and read state. Only the two members read or write a room.
 * What is said is announced on the events bus; the realtime server delivers it to sockets.
 */
export function createChatService(deps: { repo: ChatRepository; listings: ListingsRepository; events: Events; limiter: RateLimiter }) {
  const { repo, listings, events, limiter } = deps;

  async function present(rows: RoomRow[], userId: number): Promise<ChatRoom[]> {
    const ids = rows.flatMap((row) => (row.listing_id && row.listing_slug ? [row.listing_id] : []));
    const media = ids.length ? await listings.media(ids) : [];
    return rows.map((row) => {
      const role = row.buyer_id === userId ? "buyer" : "seller";
      const side = role === "buyer" ? "seller" : "buyer";
      const title = row.current_title ?? row.listing_title ?? "";
      return {
        id: Number(row.id),
        listing:
          row.listing_id && row.listing_slug
            ? {
                id: Number(row.listing_id),
                slug: row.listing_slug,
                title,
                status: row.listing_status ?? "published",
                thumbnail_url: coverPicture(media.filter((m) => m.listing_id === row.listing_id)).thumbnail_url,
                selected_currency: row.selected_currency === "eur" ? "eur" : "gbp",
                price_gbp: major(row.price_gbp_minor),
                price_eur: major(row.price_eur_minor),
              }
            : null,
        listing_title: title,
        role,
        other: {
          id: Number(side === "buyer" ? row.buyer_id : row.seller_id),
          first_name: (side === "buyer" ? row.buyer_first_name : row.seller_first_name) ?? "",
          last_name: (side === "buyer" ? row.buyer_last_name : row.seller_last_name) ?? "",
          avatar_url: avatar(side === "buyer" ? row.buyer_avatar_url : row.seller_avatar_url),
        },
        last_message:
          row.last_message === null || row.last_message === undefined
            ? null
            : { message: row.last_message, sender_id: row.last_sender_id === null ? null : Number(row.last_sender_id), created_at: row.last_message_at ?? row.created_at },
        unread_count: countOf(row.unread_count),
        created_at: row.created_at,
        last_message_at: row.last_message_at,
      };
    });
  }

  /** The room's members, or 404 / 403 for anyone else. */
  async function requireMember(userId: number, idParam: string | undefined) {
    const id = parseIdParam(idParam);
    const room = id === null ? undefined : await repo.members(id);
    if (!room) throw notFound(CHAT_MESSAGES.roomNotFound);
    if (room.buyer_id !== userId && room.seller_id !== userId) throw forbidden(CHAT_MESSAGES.notYourRoom);
    return { id: Number(room.id), buyerId: room.buyer_id, sellerId: room.seller_id };
  }

  /**
   * Counts a message against its sender's limits, in this room and over all rooms; over either,
   * a 429 refuses it before it is stored or announced. Here rather than on the route, so every
   * way of sending (the API, the pages' form and script) draws on the same counters.
   */
  async function countMessage(userId: number, roomId: number): Promise<void> {
    const inRoom = [`${userId}:${roomId}`];
    const overall = [String(userId)];
    const wording = { detail: CHAT_MESSAGES.tooFast };
    await limiter.check(LIMITS.chatMessageInRoomPerMinute, inRoom, wording);
    await limiter.check(LIMITS.chatMessageInRoomPerHour, inRoom, wording);
    await limiter.check(LIMITS.chatMessagePerMinute, overall, wording);
    await limiter.check(LIMITS.chatMessagePerHour, overall, wording);
  }

  async function messagesPage(roomId: number, before: number | undefined, limit: number): Promise<Omit<ChatThread, "room">> {
    const rows = await repo.messages(roomId, limit + 1, before);
    return { messages: rows.slice(0, limit).reverse().map(toChatMessage), has_older: rows.length > limit };
  }

  async function roomFor(userId: number, roomId: number): Promise<ChatRoom> {
    const row = await repo.room(userId, roomId);
    if (!row) throw notFound(CHAT_MESSAGES.roomNotFound);
    return (await present([row], userId))[0]!;
  }

  return {
    /** Opens the buyer's room about a published listing, or finds the one they have. */
    async start(userId: number, body: unknown): Promise<{ room: ChatRoom; created: boolean }> {
      const { listing_id } = parseInput(StartChatSchema, body ?? {});
      const existing = await repo.findRoom(listing_id, userId);
      if (existing) return { room: await roomFor(userId, Number(existing.id)), created: false };
      const listing = await listings.findBasics(listing_id);
      if (!listing || listing.status !== "published") throw notFound(LISTING_NOT_FOUND);
      if (listing.user_id === userId) throw new AppError(422, CHAT_MESSAGES.ownListing);
      const title = await repo.listingTitle(listing_id);
      const created = await repo.createRoom({ listingId: listing_id, buyerId: userId, sellerId: listing.user_id, listingTitle: title });
      const id = created ?? Number((await repo.findRoom(listing_id, userId))!.id);
      return { room: await roomFor(userId, id), created: created !== null };
    },

    async rooms(userId: number): Promise<ChatRoom[]> {
      return present(await repo.rooms(userId), userId);
    },

    /** A page of a room's messages, oldest first (newest last); `before` pages back. */
    async thread(userId: number, idParam: string | undefined, query: unknown): Promise<ChatThread> {
      const room = await requireMember(userId, idParam);
      const { before, limit } = parseInput(ThreadQuerySchema, query ?? {});
      return { room: await roomFor(userId, room.id), ...(await messagesPage(room.id, before, limit)) };
    },

    /**
     * The user's rooms and, with `room`, that room's page of messages: the dashboard's messages
     * section in one call, the room taken from the list (a room not in it is refused as the
     * thread refuses it).
     */
    async inbox(userId: number, query: unknown): Promise<ChatInbox> {
      const { room: roomId, before, limit } = parseInput(InboxQuerySchema, query ?? {});
      const rooms = await present(await repo.rooms(userId), userId);
      if (roomId === undefined) return { rooms, thread: null };
      const room = rooms.find((each) => each.id === roomId);
      if (!room) {
        // Refused as the thread refuses it: no such room (404), or another's (403).
        await requireMember(userId, String(roomId));
        throw notFound(CHAT_MESSAGES.roomNotFound);
      }
      return { rooms, thread: { room, ...(await messagesPage(room.id, before, limit)) } };
    },

    async send(userId: number, idParam: string | undefined, body: unknown): Promise<ChatMessage> {
      const room = await requireMember(userId, idParam);
      const { message, client_key } = parseInput(SendMessageSchema, body ?? {});
      await countMessage(userId, room.id);
      const { row, created } = await repo.addMessage(room.id, userId, message, client_key ?? null);
      const saved = toChatMessage(row);
      // A repeated key: the message is already there, and everyone was told of it.
      if (!created) return saved;
      const recipient = room.buyerId === userId ? room.sellerId : room.buyerId;
      const payload: NewMessageEvent = { ...saved, recipient_id: recipient };
      // Both sides: the sender's other tabs show it too.
      events.chat({ to: [recipient, userId], event: "new_message", payload });
      return saved;
    },

    /** Marks the others' messages read; the sender learns it (`messages_read`). */
    async markRead(userId: number, idParam: string | undefined): Promise<{ chat_room_id: number; up_to: number }> {
      const room = await requireMember(userId, idParam);
      const upTo = await repo.markRead(room.id, userId);
      if (upTo) {
        const payload: MessagesReadEvent = { chat_room_id: room.id, reader_id: userId, up_to: upTo };
        events.chat({ to: [room.buyerId, room.sellerId], event: "messages_read", payload });
      }
      return { chat_room_id: room.id, up_to: upTo };
    },

    async report(userId: number, idParam: string | undefined, body: unknown): Promise<ChatReport> {
      const room = await requireMember(userId, idParam);
      const input = parseInput(ReportChatSchema, body ?? {});
      const row = await repo.report({ roomId: room.id, userId, reason: input.reason, description: input.description });
      if (!row) throw new AppError(409, CHAT_MESSAGES.duplicateReport);
      return {
        id: Number(row.id),
        chat_room_id: Number(row.chat_room_id),
        reason: row.reason as ChatReportReason,
        description: row.description,
        status: row.status,
        created_at: row.created_at,
      };
    },

  };
}

export type ChatService = ReturnType<typeof createChatService>;
