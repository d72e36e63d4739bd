import type { AppLoadContext } from "@remix-run/node";
import type { ChatInbox, ChatRoom } from "@schemas/chat";
import type { PlaceList } from "@schemas/places";
import { type Api, apiFor } from "~/utils/api.server";
import { optionalRead, orErrorPage, refusalOf, throwAsErrorPage } from "~/utils/api-errors.server";
import { sharedRead } from "~/utils/shell.server";
import type { MeetingSpot, MessagesSectionData } from "./types";

/** The place category whose places the chat offers as safe meeting spots. */
const MEETING_SPOTS_CATEGORY = "public-places";

const positiveId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The messages section: the user's rooms and, with `&room=`, that room's thread (older pages with
 * `&before=`), in one call. Opening a thread with unread messages marks what the other side sent
 * as read (a write, so only when the list says there is something to mark), so the header count
 * drops; the thread shows the same either way (only the user's own messages show whether they were seen).
 */
export async function loadMessagesSection(request: Request, context: AppLoadContext): Promise<MessagesSectionData> {
  const api = await apiFor(request, context);
  const params = new URL(request.url).searchParams;
  const roomId = positiveId(params.get("room"));
  const before = positiveId(params.get("before"));
  const [{ rooms, thread, threadError }, spots] = await Promise.all([
    readInbox(api, roomId, before),
    roomId
      ? optionalRead(
          context,
          "Loading meeting spots",
          // The same five places for everyone: kept with the shared reads.
          sharedRead(request, context, `meeting-spots`, (anyone) =>
            anyone
              .get<PlaceList>("/places", { category: MEETING_SPOTS_CATEGORY, limit: 5 })
              .then((list) => list.places.map(({ slug, name, address }): MeetingSpot => ({ slug, name, address }))),
          ),
          [] as MeetingSpot[],
        )
      : ([] as MeetingSpot[]),
  ]);
  const opened = thread ? rooms.find((room) => room.id === thread.room.id) : undefined;
  if (opened?.unread_count) await api.post<{ up_to: number }>(`/chat/rooms/${opened.id}/read`, {});
  // The room just read shows no unread count in the list either.
  return { rooms: rooms.map((room) => (room === opened ? { ...room, unread_count: 0 } : room)), thread, threadError, spots };
}

/** The rooms and the opened room's thread; a room that is not the user's (or is gone) shows the list with the reason. */
async function readInbox(api: Api, roomId: number | null, before: number | null): Promise<Pick<MessagesSectionData, "rooms" | "thread" | "threadError">> {
  try {
    const { rooms, thread } = await api.get<ChatInbox>("/chat/inbox", { room: roomId, before });
    return { rooms, thread, threadError: null };
  } catch (error) {
    const refusal = roomId ? refusalOf(error) : null;
    if (!refusal) throwAsErrorPage(error);
    return { rooms: await orErrorPage(api.get<ChatRoom[]>("/chat/rooms")), thread: null, threadError: refusal.messageKey };
  }
}
