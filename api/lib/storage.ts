import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import express, { type RequestHandler } from "express";

/**
 * Where uploaded and generated files live. Callers speak in relative paths
 * ("listings/ab/cd.jpg"); only this module knows they sit on local disk, so an
 * S3-compatible store can replace it without touching callers.
 */
export type Storage = {
  write(relativePath: string, data: Buffer): Promise<void>;
  /**
   * Writes `files`, then runs `commit` (which saves the rows that name them); if `commit` fails
   * the files go. With a ledger (`withFileLedger`) a crash at any moment leaves nothing behind
   * once the sweep has run.
   */
  writeAll<T>(files: Array<[string, Buffer]>, commit: () => Promise<T>): Promise<T>;
  remove(relativePath: string): Promise<void>;
  /** Serves the stored files under the path it is mounted at (/api/v1/uploads), cached for good. */
  serve(): RequestHandler;
};

/** Rejects absolute paths and any `..` segment: uploads never escape the root. */
export function safeRelativePath(relativePath: string): string {
  const normalised = path.posix.normalize(relativePath.replace(/\\/g, "/"));
  if (normalised.startsWith("/") || normalised.split("/").includes("..") || normalised === ".") {
    throw new Error(`Unsafe storage path: ${relativePath}`);
  }
  return normalised;
}

/** A file name no one can guess (128 random bits), so the path of a draft's photo says nothing. */
export const unguessableName = () => randomBytes(16).toString("base64url");

export function createLocalStorage(root: string): Storage {
  const write = async (relativePath: string, data: Buffer) => {
    const file = path.join(root, safeRelativePath(relativePath));
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, data);
  };
  const remove = async (relativePath: string) => {
    await fs.rm(path.join(root, safeRelativePath(relativePath)), { force: true });
  };
  return {
    write,
    async writeAll(files, commit) {
      try {
        for (const [relativePath, data] of files) await write(relativePath, data);
        return await commit();
      } catch (error) {
        await Promise.all(files.map(([relativePath]) => remove(relativePath).catch(() => undefined)));
        throw error;
      }
    },
    remove,
    // File names are new for every upload, so a URL's content never changes.
    serve: () => express.static(root, { immutable: true, maxAge: "1y", dotfiles: "deny", index: false, fallthrough: false }),
  };
}
