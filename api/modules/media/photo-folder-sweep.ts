import type { Storage } from "../../lib/storage.js";
import type { FolderOwner, PhotoFolderRepository } from "./photo-folder-repository.js";

/** The folders photos are stored in, a folder per owner's id (`listings/7`, `places/12`; see storePhotos). */
const PHOTO_ROOTS: ReadonlyArray<{ root: string; owner: FolderOwner }> = [
  { root: "listings", owner: "listings" },
  { root: "places", owner: "places" },
];
const OWNER_FOLDER = /^[1-9]\d{0,15}$/;
/**
 * A photo's file: its key (22 characters of base64url, `unguessableName`), an optional suffix
 * ("-original", "-thumb", "-800w"), an extension. Anything else in a photo folder is left alone.
 */
const PHOTO_FILE = /^([\w-]{22})(?:-[a-z0-9]+)?\.[a-z0-9]+$/;
/** Folders left empty whose owner is checked in one statement. */
const OWNER_BATCH = 200;

const keyOf = (name: string): string | null => PHOTO_FILE.exec(name)?.[1] ?? null;

/** `folder/key` of a storage path, when it is a photo's file. */
function folderKey(path: string): string | null {
  const slash = path.lastIndexOf("/");
  const key = keyOf(path.slice(slash + 1));
  return slash > 0 && key ? `${path.slice(0, slash)}/${key}` : null;
}

/**
 * Walks the photo folders and removes the files of photos no row names: those a deletion left
 * before deletions were ledgered (file_removals), which no record points to. A photo is known by
 * its key, so a deleted photo goes with every copy, whichever the crash left. Kept: the files of
 * a photo some media_files row names, of a write not settled (pending_files), of a path a top
 * location, a banner or an avatar names, and every file younger than `graceMs` (another instance
 * may be between writing a photo and saving its row). A folder left empty goes with it when its
 * listing or place no longer exists.
 *
 * A folder at a time: one statement per folder (by the indexed file_path), the files' times read
 * only for those about to go, so memory stays flat and a walk costs one directory read and one
 * indexed query per listing.
 */
export async function sweepPhotoFolders(storage: Storage, repo: PhotoFolderRepository, graceMs: number): Promise<number> {
  // Read once: a write begun after this is younger than the grace when its folder is read, unless
  // it has been in flight longer than the grace, which the sweep of abandoned writes assumes too.
  const kept = new Set<string>();
  for (const path of [...(await repo.pendingPaths()), ...(await repo.referencedPaths(PHOTO_ROOTS.map(({ root }) => root)))]) {
    const key = folderKey(path);
    if (key) kept.add(key);
  }

  let removed = 0;
  for (const { root, owner } of PHOTO_ROOTS) {
    let emptied: number[] = [];
    const removeEmptyOfDeletedOwners = async () => {
      const living = await repo.existing(owner, emptied);
      for (const id of emptied) if (!living.has(id)) await storage.removeEmptyFolder(`${root}/${id}`);
      emptied = [];
    };

    for await (const name of storage.folders(root)) {
      if (!OWNER_FOLDER.test(name)) continue;
      const folder = `${root}/${name}`;
      // Taken before the rows are read: a file older than this was written before the query, so
      // the row of a photo saved by then is seen.
      const cutoff = Date.now() - graceMs;
      const names = await storage.files(folder);
      const gone = await sweepFolder(storage, repo, folder, names, kept, cutoff);
      removed += gone;
      // Empty now (a folder it holds keeps it: removing an empty folder fails then, harmlessly).
      if (gone === names.length) emptied.push(Number(name));
      if (emptied.length >= OWNER_BATCH) await removeEmptyOfDeletedOwners();
    }
    if (emptied.length) await removeEmptyOfDeletedOwners();
  }
  return removed;
}

/** Removes the files in `folder` of photos nothing names and older than `cutoff`; answers how many. */
async function sweepFolder(
  storage: Storage,
  repo: PhotoFolderRepository,
  folder: string,
  names: string[],
  kept: Set<string>,
  cutoff: number,
): Promise<number> {
  const keys = new Set(names.map(keyOf).filter((key): key is string => key !== null));
  if (!keys.size) return 0;
  // A photo is found by its original, present or not: the crash may have removed it first.
  const originals = new Set([...keys].map((key) => `${folder}/${key}-original.jpg`));
  for (const name of names) originals.add(`${folder}/${name}`);
  const named = new Set<string>();
  for (const path of await repo.filesOfPhotos([...originals])) {
    const key = folderKey(path);
    if (key) named.add(key);
  }

  let removed = 0;
  for (const name of names) {
    const key = keyOf(name);
    if (!key || named.has(`${folder}/${key}`) || kept.has(`${folder}/${key}`)) continue;
    const path = `${folder}/${name}`;
    const modifiedAt = await storage.modifiedAt(path);
    if (modifiedAt === null || modifiedAt > cutoff) continue;
    await storage.remove(path);
    removed += 1;
  }
  return removed;
}
