import fs from "node:fs";
import path from "node:path";
import { createUser } from "./factories.js";
import { type FileTestServer, loginAs } from "./test-server.js";

/** What the tests of the guide's back-office (places, their categories, top locations, media) call, upload and read. */
export function guideFixtures(server: FileTestServer) {
  async function call<T = unknown>(method: string, apiPath: string, token?: string, body?: unknown) {
    const response = await server.api(apiPath, { method, token, body });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  /** A multipart POST of pictures in the field every picture upload reads ("photos"). */
  async function upload<T>(apiPath: string, token: string, images: Buffer[], names = images.map((_, i) => `picture-${i + 1}.png`)) {
    const form = new FormData();
    images.forEach((image, i) => form.append("photos", new Blob([new Uint8Array(image)], { type: "image/png" }), names[i]));
    const response = await fetch(`${server.url}/api/v1${apiPath}`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
    return { status: response.status, body: (await response.json()) as T };
  }

  async function signedInUser() {
    const user = await createUser(server.services.database);
    return { id: user.id, email: user.email, token: await loginAs(server, user.email, user.password) };
  }

  const auditOf = (entity: string, entityId: number | string) =>
    server.db.selectFrom("audit_log").selectAll().where("entity", "=", entity).where("entity_id", "=", String(entityId)).orderBy("id").execute();

  const onDisk = (relativePath: string) => fs.existsSync(path.join(server.dataDir, "uploads", relativePath));
  const storagePath = (url: string) => url.replace(/^\/api\/v1\/uploads\//, "");
  let counter = 0;
  const unique = (prefix: string) => `${prefix}-${process.pid}-${++counter}`;

  return { call, upload, signedInUser, auditOf, onDisk, storagePath, unique };
}
