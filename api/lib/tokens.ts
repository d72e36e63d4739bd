import { createHash, randomBytes } from "node:crypto";

/** A random, URL-safe secret handed to a client; only its hash is stored. */
export const newToken = () => randomBytes(32).toString("base64url");

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
