import { useSearchParams } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/utils/use-translation";
import { CHAT_MESSAGE_MAX, CHAT_REPORT_REASONS } from "@schemas/constants";
import type { ChatMessage, ChatRoom } from "@schemas/chat";
import type { ChatPostResult } from "../chat.$roomId/route";
import { badgeCount } from "~/components/listing/badges";
import { safetyConcern } from "./chat-safety";
import type { MeetingSpot, MessagesSectionData as Data } from "./types";
import { relativeTime, relativeTimeKey } from "@schemas/format";
import { button, fieldError, formError, formSuccess, input, badge } from "~/components/ui/ui.css";
import { ReportFields } from "~/components/ui/report-fields";
import * as styles from "./chat.css";
import { useChat } from "~/components/chat/chat-connection";
import { validationKey } from "~/locales/validation-key";

/**
 * A message typed here that the server has not confirmed yet, could not be reached for (offline:
 * tried again by itself), or refused (too many messages: tried again only with Retry).
 */
type Pending = { key: string; message: string; state: "sending" | "unsent" | "refused" };

function Ago({ iso }: { iso: string }) {
  const { t } = useTranslation();
  const age = relativeTimeKey(relativeTime(iso));
  return <>{t(age.key, { count: age.count })}</>;
}

function RoomList({ rooms, current }: { rooms: ChatRoom[]; current: number | null }) {
  const { t } = useTranslation();
  if (rooms.length === 0) return <p>{t("chat.none")}</p>;
  return (
    <ul className={styles.rooms} aria-label={t("chat.rooms")}>
      {rooms.map((room) => (
        <li key={room.id}>
          <Link
            to={`/dashboard?section=messages&room=${room.id}#chat-newest`}
            className={styles.room}
            aria-current={room.id === current ? "page" : undefined}
            data-testid="chat-room"
          >
            <span className={styles.roomTitle}>
              <span>{room.listing_title}</span>
              {room.unread_count > 0 ? (
                <span className={badge} aria-label={t("chat.unread", { count: room.unread_count })}>
                  {badgeCount(room.unread_count)}
                </span>
              ) : null}
            </span>
            <span className={styles.muted}>
              {room.other ? `${room.other.first_name} ${room.other.last_name}` : ""}
              {room.listing === null ? ` · ${t("chat.listing_removed")}` : room.listing.status === "sold" ? ` · ${t("chat.listing_sold")}` : ""}
            </span>
            {room.last_message ? (
              <span className={styles.muted}>
                {room.last_message.message} · <Ago iso={room.last_message.created_at} />
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Sends with JavaScript: the message shows at once, and stays marked unsent (with a retry) if it could not go. */
async function post(roomId: number, item: Pending): Promise<ChatMessage | { refused: string } | "offline"> {
  const body = new FormData();
  body.set("intent", "send");
  body.set("message", item.message);
  // The same key on every try: a message sent twice (an answer lost, two tabs) is stored once.
  body.set("client_key", item.key);
  try {
    const response = await fetch(`/chat/${roomId}`, { method: "POST", body, headers: { Accept: "application/json" } });
    // The API out of reach is passing, as the network is: the message waits and goes again by itself.
    if (response.status >= 500) return "offline";
    const result = (await response.json()) as ChatPostResult;
    if (result.ok) return result.intent === "send" ? result.message : { refused: "chat.send_failed" };
    return { refused: result.error };
  } catch {
    return "offline";
  }
}

/** How often messages left unsent are tried again while the browser says it is online. */
const RETRY_MS = 3000;

/** Where a room's unsent messages wait in this browser, so a reload or a closed tab loses none. */
const unsentKey = (roomId: number) => `chat-unsent-${roomId}`;

function readUnsent(roomId: number): Pending[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(unsentKey(roomId)) ?? "[]");
    return Array.isArray(stored) ? stored.filter((p): p is Pending => typeof p?.key === "string" && typeof p?.message === "string").map((p) => ({ ...p, state: "unsent" })) : [];
  } catch {
    return []; // storage off or a value that is not ours
  }
}

function keepUnsent(roomId: number, pending: Pending[]) {
  // Only what could not go: a message still sending may have reached the server already.
  const unsent = pending.filter((p) => p.state === "unsent");
  try {
    if (unsent.length) localStorage.setItem(unsentKey(roomId), JSON.stringify(unsent));
    else localStorage.removeItem(unsentKey(roomId));
  } catch {
    // Storage full or off: the message stays on screen, marked unsent.
  }
}

/**
 * Enter sends, as in every messenger, and so do Ctrl+Enter and Cmd+Enter; Shift+Enter adds a
 * line. Not while an input method is composing a word (Enter then picks the word).
 */
function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  const form = event.currentTarget.form;
  form?.requestSubmit(form.querySelector<HTMLButtonElement>('button[name="intent"][value="send"]'));
}

function Thread({ data, spots, viewerId }: { data: NonNullable<Data["thread"]>; spots: MeetingSpot[]; viewerId: number }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const chat = useChat();
  const { room } = data;
  const [messages, setMessages] = useState(data.messages);
  const [pending, setPending] = useState<Pending[]>([]);
  const [readUpTo, setReadUpTo] = useState(0);
  const [draft, setDraft] = useState("");
  // Why the last message was refused; the form shows it as it does the no-script redirect's error.
  const [refusal, setRefusal] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => setMessages(data.messages), [data.messages]);

  // Live: the other side's messages arrive, are marked read while the room is on screen, and our
  // messages show when they have been read.
  useEffect(() => {
    if (!chat) return;
    chat.setOpenRoom(room.id);
    const stopMessages = chat.onNewMessage((event) => {
      if (event.chat_room_id !== room.id) return;
      setMessages((current) => (current.some((m) => m.id === event.id) ? current : [...current, event]));
      if (event.sender_id !== viewerId && document.visibilityState === "visible") chat.markRead(room.id);
    });
    const stopRead = chat.onMessagesRead((event) => {
      if (event.chat_room_id === room.id && event.reader_id !== viewerId) setReadUpTo((n) => Math.max(n, event.up_to));
    });
    return () => {
      chat.setOpenRoom(null);
      stopMessages();
      stopRead();
    };
  }, [chat, room.id, viewerId]);

  // The newest message is in view: the list scrolls to it, and the page too when the list is lower.
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [messages.length, pending.length]);

  async function deliver(item: Pending) {
    setPending((current) => current.map((p) => (p.key === item.key ? { ...p, state: "sending" } : p)));
    const result = await post(room.id, item);
    if (result === "offline") {
      setPending((current) => current.map((p) => (p.key === item.key ? { ...p, state: "unsent" } : p)));
    } else if ("refused" in result) {
      setRefusal(result.refused);
      setPending((current) => current.map((p) => (p.key === item.key ? { ...p, state: "refused" } : p)));
    } else {
      setRefusal(null);
      setMessages((current) => (current.some((m) => m.id === result.id) ? current : [...current, result]));
      setPending((current) => current.filter((p) => p.key !== item.key));
    }
  }

  // Messages left unsent in an earlier visit come back, and go at once when there is a network.
  useEffect(() => {
    const restored = readUnsent(room.id);
    if (!restored.length) return;
    setPending((current) => [...current, ...restored.filter((p) => !current.some((c) => c.key === p.key))]);
    if (navigator.onLine) restored.forEach((p) => void deliver(p));
    // Once per room: `deliver` is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [room.id]);
  useEffect(() => keepUnsent(room.id, pending), [room.id, pending]);

  // Back online, what could not go is sent again; and every few seconds while some is waiting, as
  // the first try after the network returns may still fail.
  useEffect(() => {
    const retry = () => pending.filter((p) => p.state === "unsent").forEach((p) => void deliver(p));
    window.addEventListener("online", retry);
    const timer = pending.some((p) => p.state === "unsent") ? setInterval(() => navigator.onLine && retry(), RETRY_MS) : undefined;
    return () => {
      window.removeEventListener("online", retry);
      clearInterval(timer);
    };
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const message = draft.trim();
    if (!message) return; // the server's "Message is required" shows without JavaScript
    event.preventDefault();
    const item: Pending = { key: `${Date.now()}-${Math.random()}`, message, state: "sending" };
    setPending((current) => [...current, item]);
    setDraft("");
    void deliver(item);
  }

  const concern = messages.some((m) => m.sender_id !== viewerId && safetyConcern(m.message) !== null);
  const sendError = refusal ?? search.get("send_error");
  const reportError = search.get("report_error");
  const oldest = messages[0];
  const lastMine = [...messages].reverse().find((m) => m.sender_id === viewerId);

  return (
    <div className={styles.thread} data-testid="chat-thread">
      <h3>
        {room.listing ? <Link to={`/listing/${room.listing.slug}`}>{room.listing_title}</Link> : room.listing_title}
        {room.other ? ` · ${room.other.first_name} ${room.other.last_name}` : ""}
      </h3>
      {room.listing === null ? <p className={styles.muted}>{t("chat.listing_removed")}</p> : room.listing.status === "sold" ? <p className={styles.muted}>{t("chat.listing_sold")}</p> : null}
      {data.has_older && oldest ? (
        <Link to={`/dashboard?section=messages&room=${room.id}&before=${oldest.id}`} className={button.ghost}>
          {t("chat.older")}
        </Link>
      ) : null}
      <ol className={styles.messages} ref={list} aria-label={t("chat.thread")} aria-live="polite">
        {messages.map((m) => (
          <li key={m.id} className={m.sender_id === viewerId ? styles.mine : styles.theirs} data-testid="chat-message" data-mine={m.sender_id === viewerId}>
            {m.message}
            <span className={styles.meta}>
              <Ago iso={m.created_at} />
              {m.id === lastMine?.id && (m.is_read || m.id <= readUpTo) ? ` · ${t("chat.seen")}` : ""}
            </span>
          </li>
        ))}
        {pending.map((p) => (
          <li key={p.key} className={p.state === "sending" ? styles.mine : styles.unsent} data-testid="chat-message" data-mine="true" data-state={p.state}>
            {p.message}
            <span className={styles.meta}>
              {p.state !== "sending" ? (
                <>
                  {t(p.state === "unsent" ? "chat.unsent" : "chat.refused")}{" "}
                  <button type="button" className={button.ghost} onClick={() => void deliver(p)}>
                    {t("chat.retry")}
                  </button>
                </>
              ) : (
                t("chat.sending")
              )}
            </span>
          </li>
        ))}
      </ol>
      <span id="chat-newest" />
      {concern ? (
        <div className={styles.notice} role="note" data-testid="chat-safety">
          <p>{t("chat.safety_notice")}</p>
          {spots.length ? (
            <>
              <p>{t("chat.safe_spots")}</p>
              <ul>
                {spots.map((spot) => (
                  <li key={spot.slug}>
                    <Link to={`/places/${spot.slug}`}>{spot.name}</Link>
                    {spot.address ? ` · ${spot.address}` : ""}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      <form method="post" action={`/chat/${room.id}`} className={styles.sendForm} id="chat-form" onSubmit={onSubmit}>
        <label htmlFor="chat-message" className="visually-hidden">
          {t("chat.message_label")}
        </label>
        <textarea
          id="chat-message"
          name="message"
          rows={3}
          maxLength={CHAT_MESSAGE_MAX}
          className={input}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={sendOnEnter}
          aria-keyshortcuts="Enter"
          placeholder={t("chat.placeholder")}
          aria-invalid={sendError ? true : undefined}
          aria-describedby={sendError ? "chat-send-error" : undefined}
        />
        {sendError ? (
          <p id="chat-send-error" className={fieldError} role="alert">
            {t(validationKey(sendError))}
          </p>
        ) : null}
        <button type="submit" name="intent" value="send" className={button.primary}>
          {t("chat.send")}
        </button>
      </form>
      <details id="chat-report" open={Boolean(reportError || search.get("reported")) || undefined}>
        <summary>{t("chat.report")}</summary>
        {search.get("reported") ? (
          <p className={formSuccess} role="status">
            {t("listing.report_sent")}
          </p>
        ) : (
          <form method="post" action={`/chat/${room.id}`} className={styles.sendForm}>
            {reportError ? (
              <p className={formError} role="alert">
                {t(validationKey(reportError))}
              </p>
            ) : null}
            <ReportFields idPrefix="chat-report" reasons={CHAT_REPORT_REASONS} texts="chat.report" />
            <button type="submit" name="intent" value="report" className={button.secondary}>
              {t("chat.report_submit")}
            </button>
          </form>
        )}
      </details>
    </div>
  );
}

function NotificationsSwitch() {
  const { t } = useTranslation();
  const [permission, setPermission] = useState<NotificationPermission | "unsupported" | null>(null);
  useEffect(() => setPermission("Notification" in window ? Notification.permission : "unsupported"), []);
  if (permission !== "default") return null;
  return (
    <button type="button" className={button.ghost} data-testid="enable-notifications" onClick={() => void Notification.requestPermission().then(setPermission)}>
      {t("chat.enable_notifications")}
    </button>
  );
}

/** The dashboard's messages section: conversations on one side, the open one's thread on the other. */
export function MessagesSection({ data, viewerId }: { data: Data; viewerId: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.layout}>
      <div>
        <RoomList rooms={data.rooms} current={data.thread?.room.id ?? null} />
        <NotificationsSwitch />
      </div>
      <div>
        {data.threadError ? (
          <p className={formError} role="alert">
            {t(validationKey(data.threadError))}
          </p>
        ) : null}
        {data.thread ? <Thread key={data.thread.room.id} data={data.thread} spots={data.spots} viewerId={viewerId} /> : data.rooms.length ? <p>{t("chat.choose")}</p> : null}
      </div>
    </div>
  );
}
