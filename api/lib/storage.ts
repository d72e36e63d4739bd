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

export function createLocalStorage(root: string): Storage {
  return {
    async write(relativePath, data) {
      const file = path.join(root, safeRelativePath(relativePath));
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
    },
    async remove(relativePath) {
      await fs.rm(path.join(root, safeRelativePath(relativePath)), { force: true });
    },
    // File names are new for every upload, so a URL's content never changes.
    serve: () => express.static(root, { immutable: true, maxAge: "1y", dotfiles: "deny", index: false, fallthrough: false }),
  };
}
