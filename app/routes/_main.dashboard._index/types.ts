import type { ChatRoom, ChatThread } from "@schemas/chat";

/** A place the chat suggests for meeting in person. */
export type MeetingSpot = { slug: string; name: string; address: string | null };

/** What the dashboard's messages section shows: the rooms, and the open room's thread or why it cannot be. */
export type MessagesSectionData = {
  rooms: ChatRoom[];
  thread: ChatThread | null;
  threadError: string | null;
  spots: MeetingSpot[];
};
