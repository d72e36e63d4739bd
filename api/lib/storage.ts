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
  /** The names of the folders directly in `folder`, read as they come (there may be very many); none if it does not exist. */
  folders(folder: string): AsyncIterable<string>;
  /** The names of the files directly in `folder`; none if it does not exist. */
  files(folder: string): Promise<string[]>;
  /** When the file was last written (ms since the epoch); null if there is none. */
  modifiedAt(relativePath: string): Promise<number | null>;
  /** Removes `folder` if it is empty; answers whether it went (not when it holds anything or is gone). */
  removeEmptyFolder(folder: string): Promise<boolean>;
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

/** Whether a file system call failed with one of `codes` (ENOENT: nothing there). */
const failedWith = (error: unknown, ...codes: string[]) => codes.includes((error as NodeJS.ErrnoException | null)?.code ?? "");

export function createLocalStorage(root: string): Storage {
  const at = (relativePath: string) => path.join(root, safeRelativePath(relativePath));
  const write = async (relativePath: string, data: Buffer) => {
    const file = at(relativePath);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, data);
  };
  const remove = async (relativePath: string) => {
    await fs.rm(at(relativePath), { force: true });
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
    async *folders(folder) {
      let dir;
      try {
        dir = await fs.opendir(at(folder));
      } catch (error) {
        if (failedWith(error, "ENOENT", "ENOTDIR")) return;
        throw error;
      }
      // Read in chunks by the directory handle (closed when the loop ends): memory stays flat with a hundred thousand folders.
      for await (const entry of dir) if (entry.isDirectory()) yield entry.name;
    },
    async files(folder) {
      try {
        return (await fs.readdir(at(folder), { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
      } catch (error) {
        if (failedWith(error, "ENOENT", "ENOTDIR")) return [];
        throw error;
      }
    },
    async modifiedAt(relativePath) {
      try {
        return (await fs.stat(at(relativePath))).mtimeMs;
      } catch (error) {
        if (failedWith(error, "ENOENT")) return null;
        throw error;
      }
    },
    async removeEmptyFolder(folder) {
      try {
        await fs.rmdir(at(folder));
        return true;
      } catch (error) {
        // Not empty (a file written meanwhile stays), or already gone.
        if (failedWith(error, "ENOTEMPTY", "EEXIST", "ENOENT")) return false;
        throw error;
      }
    },
    // File names are new for every upload, so a URL's content never changes.
    serve: () => express.static(root, { immutable: true, maxAge: "1y", dotfiles: "deny", index: false, fallthrough: false }),
  };
}
