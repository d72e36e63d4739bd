import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.
export const hashPassword = (password: string) => hash(password);

// A hash of nothing anyone knows, made once: checking against it costs what a real check costs.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hash(randomBytes(32).toString("hex")));

/**
 * Checks a password against its hash. Without a hash (no such account, or one that signs in
 * with Google only) it still runs a full check against a dummy hash, so the time taken does not
 * tell whether an account exists.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    const matches = await verify(passwordHash ?? (await dummy()), password);
    return passwordHash !== null && matches;
  } catch {
    return false;
  }
}
