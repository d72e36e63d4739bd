import { describe, expect, test } from "vitest";
import { NOTIFICATION_TEXT_MAX, RECONNECT, SOUND_VOLUME, truncateNotification } from "../../app/components/chat/chat-connection";

describe("the chat connection's constants", () => {
  test("reconnects up to 5 times, waiting 1 s growing to 5 s; chimes at volume 0.3", () => {
    expect(RECONNECT).toEqual({ reconnectionAttempts: 5, reconnectionDelay: 1000, reconnectionDelayMax: 5000 });
    expect(SOUND_VOLUME).toBe(0.3);
  });

  test("a notification shows a message of up to 50 characters whole, a longer one cut to 50 with an ellipsis", () => {
    expect(NOTIFICATION_TEXT_MAX).toBe(50);
    const fifty = "x".repeat(50);
    expect(truncateNotification(fifty)).toBe(fifty);
    const cut = truncateNotification(`${"y".repeat(49)}zz and more`);
    expect(cut).toBe(`${"y".repeat(49)}…`);
    expect([...cut]).toHaveLength(50);
    expect(truncateNotification("")).toBe("");
  });
});
