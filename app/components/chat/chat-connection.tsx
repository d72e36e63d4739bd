import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/utils/use-translation";
import type { Socket } from "socket.io-client";
import type { MessagesReadEvent, NewMessageEvent } from "@schemas/chat";

/** Chat constants: reconnect up to 5 times, waiting 1 s growing to 5 s; notifications cut at 50 characters, sound at 0.3. */
export const RECONNECT = { reconnectionAttempts: 5, reconnectionDelay: 1000, reconnectionDelayMax: 5000 };
export const NOTIFICATION_TEXT_MAX = 50;
export const SOUND_VOLUME = 0.3;

type Listener<T> = (event: T) => void;
type ChatContext = {
  /** Unread messages addressed to the user, counted live from the page's figure. */
  unread: number;
  onNewMessage(listener: Listener<NewMessageEvent>): () => void;
  onMessagesRead(listener: Listener<MessagesReadEvent>): () => void;
  markRead(roomId: number): void;
  /** The room on screen: its messages do not count as unread nor notify. */
  setOpenRoom(roomId: number | null): void;
};

const Context = createContext<ChatContext | null>(null);
export const useChat = () => useContext(Context);

export const truncateNotification = (text: string) => (text.length > NOTIFICATION_TEXT_MAX ? `${text.slice(0, NOTIFICATION_TEXT_MAX - 1)}…` : text);

/** A short two-tone chime made by the browser (no sound file to download). */
function chime() {
  const AudioContextClass = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioContextClass) return;
  const audio = new AudioContextClass();
  const gain = audio.createGain();
  gain.gain.value = SOUND_VOLUME;
  gain.connect(audio.destination);
  [880, 660].forEach((frequency, i) => {
    const tone = audio.createOscillator();
    tone.frequency.value = frequency;
    tone.connect(gain);
    tone.start(audio.currentTime + i * 0.12);
    tone.stop(audio.currentTime + i * 0.12 + 0.1);
  });
  setTimeout(() => void audio.close(), 600);
}

/**
 * The signed-in user's live chat: one socket.io connection to this site (websocket only; the
 * session cookie authenticates it, scripts never hold the token), loaded after the page is
 * interactive so visitors' pages carry none of it. New messages raise the header count, and
 * when the page is in the background a notification (if allowed) and a chime.
 */
export function ChatConnection({ userId, unread: pageUnread, children }: { userId: number; unread: number; children: ReactNode }) {
  const { t } = useTranslation();
  const socket = useRef<Socket | null>(null);
  const listeners = useRef({ message: new Set<Listener<NewMessageEvent>>(), read: new Set<Listener<MessagesReadEvent>>() });
  const openRoom = useRef<number | null>(null);
  const [extra, setExtra] = useState(0);
  // A page load brings a fresh count: the live additions start again from it.
  useEffect(() => setExtra(0), [pageUnread]);

  useEffect(() => {
    let stopped = false;
    void import("socket.io-client").then(({ io }) => {
      if (stopped) return;
      const client = io({ transports: ["websocket"], ...RECONNECT });
      socket.current = client;
      client.on("new_message", (event: NewMessageEvent) => {
        listeners.current.message.forEach((listener) => listener(event));
        if (event.recipient_id !== userId) return;
        const inView = openRoom.current === event.chat_room_id && document.visibilityState === "visible";
        if (!inView) setExtra((n) => n + 1);
        if (document.visibilityState === "hidden") {
          if ("Notification" in window && Notification.permission === "granted") {
            new Notification(t("chat.notification_title"), { body: truncateNotification(event.message), tag: `chat-${event.chat_room_id}` });
          }
          chime();
        }
      });
      client.on("messages_read", (event: MessagesReadEvent) => listeners.current.read.forEach((listener) => listener(event)));
    });
    return () => {
      stopped = true;
      socket.current?.close();
      socket.current = null;
    };
  }, [userId, t]);

  const value = useMemo<ChatContext>(
    () => ({
      unread: Math.max(0, pageUnread + extra),
      onNewMessage(listener) {
        listeners.current.message.add(listener);
        return () => listeners.current.message.delete(listener);
      },
      onMessagesRead(listener) {
        listeners.current.read.add(listener);
        return () => listeners.current.read.delete(listener);
      },
      markRead(roomId) {
        socket.current?.emit("mark_messages_read", { chat_room_id: roomId });
      },
      setOpenRoom(roomId) {
        openRoom.current = roomId;
      },
    }),
    [pageUnread, extra],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}
