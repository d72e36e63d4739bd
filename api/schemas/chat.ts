import * as z from "zod";
import { CHAT_MESSAGE_MAX, CHAT_PAGE_SIZE, CHAT_REPORT_REASONS, REPORT_DESCRIPTION_MAX, type ChatReportReason } from "./constants.js";
import { multilineText } from "./text.js";
import type { PublicUser } from "./users.js";

// Chat between a listing's buyer and its seller: body and query schemas shared with the pages,
// and the answer shapes. No server imports.

export const CHAT_MESSAGES = {
  ownListing: "You cannot contact yourself about your own listing",
  startFailed: "Failed to start chat. Please try again.",
  notYourRoom: "This conversation is not yours",
  roomNotFound: "Conversation not found",
  messageRequired: "Message is required",
  tooFast: "You are sending messages too quickly. Please wait a little and try again.",
  messageMax: `A message is at most ${CHAT_MESSAGE_MAX} characters`,
  reason: "Choose a reason for the report",
  descriptionMax: "The description must be at most 1000 characters",
  duplicateReport: "You have already reported this conversation; it is being reviewed",
} as const;

const id = z.coerce.number({ error: "Must be a number" }).int("Must be a whole number").positive("Must be a whole number");

/** POST /chat/rooms: opens (or finds) the room of this buyer and listing. */
export const StartChatSchema = z.object({ listing_id: id });

/** POST /chat/rooms/{id}/messages. Surrounding blanks are dropped. */
export const SendMessageSchema = z.object({
  message: multilineText({ error: CHAT_MESSAGES.messageRequired })
    .trim()
    .min(1, CHAT_MESSAGES.messageRequired)
    .max(CHAT_MESSAGE_MAX, CHAT_MESSAGES.messageMax),
  /** The sender's key for this message (letters, digits, ".", "_", "-"): a repeat of it is stored once. */
  client_key: z
    .string()
    .regex(/^[\w.-]{1,64}$/, "client_key must be 1 to 64 letters, digits, dots, underscores or hyphens")
    .optional(),
});

/** GET /chat/rooms/{id}/messages?before={messageId}&limit=: a page of older messages, oldest first. */
export const ThreadQuerySchema = z.object({
  before: id.optional(),
  limit: z.coerce.number({ error: "limit must be a number" }).int().min(1, "limit must be at least 1").max(100).default(CHAT_PAGE_SIZE),
});

/** GET /chat/inbox?room={id}&before=&limit=: the rooms and, with `room`, a page of that room's messages. */
export const InboxQuerySchema = ThreadQuerySchema.extend({ room: id.optional() });

/** POST /chat/rooms/{id}/report: puts the conversation in the moderation queue. */
export const ReportChatSchema = z.object({
  reason: z.enum(CHAT_REPORT_REASONS, { error: CHAT_MESSAGES.reason }),
  description: multilineText({ error: "Must be text" })
    .trim()
    .max(REPORT_DESCRIPTION_MAX, CHAT_MESSAGES.descriptionMax)
    .nullable()
    .optional()
    .transform((value) => value || null),
});

export type ChatMessage = {
  id: number;
  chat_room_id: number;
  sender_id: number | null;
  message: string;
  message_type: string;
  is_read: boolean;
  created_at: string;
};

export type ChatParty = Pick<PublicUser, "id" | "first_name" | "last_name" | "avatar_url">;

export type ChatRoom = {
  id: number;
  /** Null once the listing is deleted; `listing_title` still names it. */
  listing: {
    id: number;
    slug: string;
    title: string;
    status: string;
    thumbnail_url: string | null;
    selected_currency: "eur" | "gbp";
    price_gbp: number | null;
    price_eur: number | null;
  } | null;
  listing_title: string;
  /** The signed-in user's side of the conversation. */
  role: "buyer" | "seller";
  other: ChatParty | null;
  last_message: Pick<ChatMessage, "message" | "sender_id" | "created_at"> | null;
  unread_count: number;
  created_at: string;
  last_message_at: string | null;
};

export type ChatThread = { room: ChatRoom; messages: ChatMessage[]; has_older: boolean };
/** The user's rooms and the opened room's thread (null when none is asked for). */
export type ChatInbox = { rooms: ChatRoom[]; thread: ChatThread | null };
export type ChatReport = { id: number; chat_room_id: number; reason: ChatReportReason; description: string | null; status: string; created_at: string };

/** What the socket sends: `new_message` (a message in one of the user's rooms) and `messages_read`. */
export type NewMessageEvent = ChatMessage & { recipient_id: number };
export type MessagesReadEvent = { chat_room_id: number; reader_id: number; up_to: number };
