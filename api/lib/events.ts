import { EventEmitter } from "node:events";

/** What happened to a listing; `id` is the listing's. */
export type ListingChange = { id: number; kind: "created" | "updated" | "published" | "deleted" | "media" | "viewed" };

/** Something said in a chat, for the users to tell: `to` are user ids; the realtime server delivers it. */
export type ChatEvent = { to: number[]; event: "new_message" | "messages_read"; payload: unknown };

/**
 * In-process notifications between modules, so that a writer does not need to know who cares
 * (the search index, the home-page cache). Listeners must not throw; they run synchronously.
 */
export function createEvents() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(50);
  return {
    listingChanged(change: ListingChange) {
      emitter.emit("listing", change);
    },
    onListingChanged(listener: (change: ListingChange) => void): () => void {
      emitter.on("listing", listener);
      return () => emitter.off("listing", listener);
    },
    /** The catalogue's structure changed (a category added, renamed, moved, hidden or deleted). */
    catalogueChanged() {
      emitter.emit("catalogue");
    },
    onCatalogueChanged(listener: () => void): () => void {
      emitter.on("catalogue", listener);
      return () => emitter.off("catalogue", listener);
    },
    /** Another instance wrote something (the change bus): whatever this process keeps may be stale. */
    changedElsewhere() {
      emitter.emit("elsewhere");
    },
    onChangedElsewhere(listener: () => void): () => void {
      emitter.on("elsewhere", listener);
      return () => emitter.off("elsewhere", listener);
    },
    chat(event: ChatEvent) {
      emitter.emit("chat", event);
    },
    onChat(listener: (event: ChatEvent) => void): () => void {
      emitter.on("chat", listener);
      return () => emitter.off("chat", listener);
    },
  };
}

export type Events = ReturnType<typeof createEvents>;
