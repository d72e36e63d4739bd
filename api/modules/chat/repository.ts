import { type Kysely, sql } from "kysely";
import { preparedQuery } from "../../db/prepared-query.js";
import type { DB } from "../../db/schema.js";
import { nowIso } from "../../lib/time.js";

/** A room with what its list entry shows, read for one of its two users. */
export type RoomRow = Awaited<ReturnType<ReturnType<typeof createChatRepository>["rooms"]>>[number];
export type MessageRow = { id: number; chat_room_id: number; sender_id: number | null; message: string; message_type: string; is_read: number; created_at: string };

/** Rooms with their listing (if it still exists), both parties, last message and the reader's unread count. */
const roomsFor = (db: Kysely<DB>, userId: number) =>
  db
    .selectFrom("chat_rooms as r")
    .leftJoin("listings as l", "l.id", "r.listing_id")
    .innerJoin("users as b", "b.id", "r.buyer_id")
    .innerJoin("users as s", "s.id", "r.seller_id")
    .select([
      "r.id", "r.listing_id", "r.buyer_id", "r.seller_id", "r.created_at", "r.last_message_at", "r.listing_title",
      "r.buyer_notified_at", "r.seller_notified_at",
      "l.slug as listing_slug", "l.title as current_title", "l.status as listing_status", "l.selected_currency",
      "l.price_gbp_minor", "l.price_eur_minor",
      "b.first_name as buyer_first_name", "b.last_name as buyer_last_name", "b.avatar_url as buyer_avatar_url",
      "s.first_name as seller_first_name", "s.last_name as seller_last_name", "s.avatar_url as seller_avatar_url",
    ])
    .select((eb) => {
      const newest = () => eb.selectFrom("chat_messages as m").whereRef("m.chat_room_id", "=", "r.id").orderBy("m.id", "desc").limit(sql.lit(1));
      return [
        newest().select("m.message").as("last_message"),
        newest().select("m.sender_id").as("last_sender_id"),
        eb
          .selectFrom("chat_messages as m")
          .select((c) => c.fn.countAll<number>().as("n"))
          .whereRef("m.chat_room_id", "=", "r.id")
          .where("m.is_read", "=", sql.lit(0))
          .where((w) => w.or([w("m.sender_id", "is", null), w("m.sender_id", "!=", userId)]))
          .as("unread_count"),
      ];
    });

// A conversation's page reads its rooms, the room, its members and a page of messages on every
// visit: prepared once (decision 0037).
const roomsQuery = preparedQuery<{ userId: number }>()((db: Kysely<DB>, value) =>
  roomsFor(db, value("userId"))
    .where((eb) => eb.or([eb("r.buyer_id", "=", value("userId")), eb("r.seller_id", "=", value("userId"))]))
    .orderBy((eb) => eb.fn.coalesce("r.last_message_at", "r.created_at"), "desc")
    .orderBy("r.id", "desc"),
);
const roomQuery = preparedQuery<{ userId: number; roomId: number }>()((db: Kysely<DB>, value) =>
  roomsFor(db, value("userId")).where("r.id", "=", value("roomId")),
);
const membersQuery = preparedQuery<{ roomId: number }>()((db: Kysely<DB>, value) =>
  db.selectFrom("chat_rooms").select(["id", "buyer_id", "seller_id"]).where("id", "=", value("roomId")),
);
const newestQuery = preparedQuery<{ roomId: number; limit: number }>()((db: Kysely<DB>, value) =>
  db.selectFrom("chat_messages").selectAll().where("chat_room_id", "=", value("roomId")).orderBy("id", "desc").limit(value("limit")),
);
const olderQuery = preparedQuery<{ roomId: number; before: number; limit: number }>()((db: Kysely<DB>, value) =>
  db
    .selectFrom("chat_messages")
    .selectAll()
    .where("chat_room_id", "=", value("roomId"))
    .where("id", "<", value("before"))
    .orderBy("id", "desc")
    .limit(value("limit")),
);

export function createChatRepository(db: Kysely<DB>) {
  return {
    /** The user's rooms, the most recently active first (a room without messages by its opening). */
    rooms: (userId: number) => roomsQuery(db, { userId }),

    room: async (userId: number, roomId: number) => (await roomQuery(db, { userId, roomId }))[0],

    /** Who belongs to a room (null when there is no such room). */
    members: async (roomId: number) => (await membersQuery(db, { roomId }))[0],

    listingTitle: async (listingId: number) =>
      (await db.selectFrom("listings").select("title").where("id", "=", listingId).executeTakeFirst())?.title ?? "",

    findRoom: (listingId: number, buyerId: number) =>
      db.selectFrom("chat_rooms").select("id").where("listing_id", "=", listingId).where("buyer_id", "=", buyerId).executeTakeFirst(),

    /** Creates the room of a buyer and a listing; null when it exists already (two tabs racing). */
    async createRoom(room: { listingId: number; buyerId: number; sellerId: number; listingTitle: string }): Promise<number | null> {
      const row = await db
        .insertInto("chat_rooms")
        .values({ listing_id: room.listingId, buyer_id: room.buyerId, seller_id: room.sellerId, listing_title: room.listingTitle, created_at: nowIso(), last_message_at: null })
        .onConflict((oc) => oc.columns(["listing_id", "buyer_id"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      return row ? Number(row.id) : null;
    },

    /** Up to `limit` messages before `before` (the newest when absent), newest first. */
    messages: (roomId: number, limit: number, before?: number) =>
      (before ? olderQuery(db, { roomId, before, limit }) : newestQuery(db, { roomId, limit })) as Promise<MessageRow[]>,

    /**
     * Stores a message; `created` is false when the sender already sent one with `clientKey`
     * (a repeat after a lost answer, or from another tab), which is answered instead.
     */
    async addMessage(roomId: number, senderId: number, message: string, clientKey: string | null = null): Promise<{ row: MessageRow; created: boolean }> {
      const created_at = nowIso();
      const row = await db
        .insertInto("chat_messages")
        .values({ chat_room_id: roomId, sender_id: senderId, message, message_type: "text", is_read: 0, created_at, client_key: clientKey })
        .onConflict((oc) => oc.columns(["sender_id", "client_key"]).where("client_key", "is not", null).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!row) {
        const sent = await db.selectFrom("chat_messages").selectAll().where("sender_id", "=", senderId).where("client_key", "=", clientKey).executeTakeFirstOrThrow();
        return { row: sent as MessageRow, created: false };
      }
      await db.updateTable("chat_rooms").set({ last_message_at: created_at }).where("id", "=", roomId).execute();
      return { row: row as MessageRow, created: true };
    },

    /** Marks what the others sent in a room as read by `readerId`; answers the newest id marked (0 if none). */
    async markRead(roomId: number, readerId: number): Promise<number> {
      const unread = db
        .selectFrom("chat_messages")
        .where("chat_room_id", "=", roomId)
        .where("is_read", "=", 0)
        .where((eb) => eb.or([eb("sender_id", "is", null), eb("sender_id", "!=", readerId)]));
      const newest = await unread.select((eb) => eb.fn.max("id").as("id")).executeTakeFirst();
      if (!newest?.id) return 0;
      await db
        .updateTable("chat_messages")
        .set({ is_read: 1 })
        .where("chat_room_id", "=", roomId)
        .where("is_read", "=", 0)
        .where("id", "<=", Number(newest.id))
        .where((eb) => eb.or([eb("sender_id", "is", null), eb("sender_id", "!=", readerId)]))
        .execute();
      return Number(newest.id);
    },

    /** A report of a room; null when this user reported it already. */
    async report(row: { roomId: number; userId: number; reason: string; description: string | null }) {
      return db
        .insertInto("chat_reports")
        .values({ chat_room_id: row.roomId, user_id: row.userId, reason: row.reason, description: row.description, created_at: nowIso() })
        .onConflict((oc) => oc.columns(["chat_room_id", "user_id"]).doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Rooms where someone who wants these e-mails has left a message unread since before
     * `olderThan` and has not been e-mailed since that message arrived: one row per (room, recipient).
     */
    unreadToNotify: (olderThan: string) =>
      db
        .selectFrom("chat_messages as m")
        .innerJoin("chat_rooms as r", "r.id", "m.chat_room_id")
        .innerJoin("users as u", (join) =>
          join.on((eb) => eb("u.id", "=", eb.case().when("m.sender_id", "=", eb.ref("r.buyer_id")).then(eb.ref("r.seller_id")).else(eb.ref("r.buyer_id")).end())),
        )
        .select(["r.id as room_id", "u.id as recipient_id", "u.email", "u.first_name", "u.language", "r.buyer_id", "r.listing_title"])
        .select((eb) => [eb.fn.min("m.created_at").as("first_unread_at"), eb.fn.countAll<number>().as("unread")])
        .where("m.is_read", "=", 0)
        .where("m.created_at", "<=", olderThan)
        // The recipient's setting "E-mail me when a message waits unread".
        .where("u.email_on_unread_messages", "=", 1)
        .where((eb) =>
          eb.or([
            eb.and([eb("u.id", "=", eb.ref("r.buyer_id")), eb.or([eb("r.buyer_notified_at", "is", null), eb("r.buyer_notified_at", "<", eb.ref("m.created_at"))])]),
            eb.and([eb("u.id", "=", eb.ref("r.seller_id")), eb.or([eb("r.seller_notified_at", "is", null), eb("r.seller_notified_at", "<", eb.ref("m.created_at"))])]),
          ]),
        )
        .groupBy(["r.id", "u.id", "u.email", "u.first_name", "u.language", "r.buyer_id", "r.listing_title"])
        .execute(),

    markNotified: (roomId: number, side: "buyer" | "seller", at: string) =>
      db
        .updateTable("chat_rooms")
        .set(side === "buyer" ? { buyer_notified_at: at } : { seller_notified_at: at })
        .where("id", "=", roomId)
        .execute(),
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
