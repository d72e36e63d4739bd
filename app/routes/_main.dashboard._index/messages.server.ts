import type { AppLoadContext } from "@remix-run/node";
import type { ChatRoom, ChatThread } from "@schemas/chat";
import type { PlaceList } from "@schemas/places";
import { apiFor } from "~/utils/api.server";
import { optionalRead, orErrorPage, refusalOf } from "~/utils/api-errors.server";
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
 * `&before=`). Opening a thread with unread messages marks what the other side sent as read (a
 * write, so only when the room's list says there is something to mark), so the header count drops.
 */
export async function loadMessagesSection(request: Request, context: AppLoadContext): Promise<MessagesSectionData> {
  const api = await apiFor(request, context);
  const params = new URL(request.url).searchParams;
  const roomId = positiveId(params.get("room"));
  const before = positiveId(params.get("before"));
  const readThread = async (rooms: ChatRoom[]) => {
    if (rooms.find((room) => room.id === roomId)?.unread_count) await api.post<{ up_to: number }>(`/chat/rooms/${roomId}/read`, {});
    return api.get<ChatThread>(`/chat/rooms/${roomId}/messages`, before ? { before } : {});
  };
  const roomsRead = orErrorPage(api.get<ChatRoom[]>("/chat/rooms"));
  const [rooms, thread, spots] = await Promise.all([
    roomsRead,
    roomId
      ? roomsRead.then(readThread).catch((error: unknown) => {
          // A room that is not the user's (or is gone) shows the list with the reason.
          const refusal = refusalOf(error);
          if (refusal) return { error: refusal.messageKey };
          throw error;
        })
      : null,
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
  // The room just read shows no unread count in the list either.
  const listed = rooms.map((room) =>
    thread && !("error" in thread) && room.id === thread.room.id ? { ...room, unread_count: 0 } : room,
  );
  return {
    rooms: listed,
    thread: thread && !("error" in thread) ? thread : null,
    threadError: thread && "error" in thread ? thread.error : null,
    spots,
  };
}
