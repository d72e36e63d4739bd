import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../api/config.js";
import { type RunningServer, startServer } from "../../server.js";
import { ROOT, TMP } from "../support/template.js";

// `npm run admin:create` is `tsx api/db/cli.ts admin-create`: run it as a user would, in a child process.
type Run = { code: number; stdout: string; stderr: string };
function adminCreate(dataDir: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      "npx",
      ["tsx", "api/db/cli.ts", "admin-create", ...args],
      // Always the SQLite file in DATA_DIR, whatever database the rest of the suite runs on.
      { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", ADMIN_EMAIL: "", ADMIN_PASSWORD: "" }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const dataDir = path.join(TMP, "runs", `admin-cli-${process.pid}-${Date.now()}`);
let server: RunningServer | undefined;

async function api(pathname: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { Accept: "application/json", "Content-Type": "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(`${server!.url}/api/v1${pathname}`, { method: body === undefined ? "GET" : "POST", headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function login(email: string, password: string) {
  return api("/auth/login", { email, password });
}

beforeAll(() => {
  fs.mkdirSync(dataDir, { recursive: true });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run admin:create", () => {
  it("creates a superuser in a fresh data dir, who can then sign in through the API", async () => {
    const created = await adminCreate(dataDir, ["--email", "Chief@Example.gi", "--password", "chief-password-1"]);
    expect(created.stderr).not.toMatch(/error/i);
    expect(created.code).toBe(0);
    expect(created.stdout).toContain("chief@example.gi is a superuser.");
    expect(fs.existsSync(path.join(dataDir, "app.db"))).toBe(true);

    // The database the command made is used as it is: no demo data, no other admin.
    server = await startServer(
      loadConfig({ NODE_ENV: "test", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, SEED: "never", LOG_LEVEL: "silent", WEATHER_REFRESH_MINUTES: "0" }),
      { build: null },
    );
    const response = await login("chief@example.gi", "chief-password-1");
    expect(response.status).toBe(200);
    const { access_token } = (await response.json()) as { access_token: string };
    const me = await (await api("/auth/me", undefined, access_token)).json();
    expect(me).toMatchObject({ email: "chief@example.gi", is_superuser: true, is_verified: true });
    // A superuser's power, not just the flag: an admin-only call is accepted.
    const maintenance = await fetch(`${server.url}/api/v1/admin/maintenance`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${access_token}` },
      body: JSON.stringify({ is_maintenance_enabled: false }),
    });
    expect(maintenance.status).toBe(200);
  });

  it("promotes an existing account and sets its password", async () => {
    const email = `promoted-${Date.now()}@example.gi`;
    const registered = await api("/auth/register", {
      first_name: "Rosa",
      last_name: "Ferrary",
      email,
      phone: "20012345",
      password: "ordinary-password",
      terms_accepted: true,
    });
    expect(registered.status).toBe(202);
    const before = await login(email, "ordinary-password");
    const token = ((await before.json()) as { access_token: string }).access_token;
    expect((await (await api("/auth/me", undefined, token)).json()).is_superuser).toBe(false);

    expect((await adminCreate(dataDir, ["--email", email, "--password", "promoted-password"])).code).toBe(0);
    expect((await login(email, "ordinary-password")).status).toBe(401);
    const after = await login(email, "promoted-password");
    expect(after.status).toBe(200);
    expect(((await after.json()) as { user: { is_superuser: boolean } }).user.is_superuser).toBe(true);
  });

  it("refuses a bad e-mail or a short password with exit code 2 and says why", async () => {
    const badEmail = await adminCreate(dataDir, ["--email", "not-an-email", "--password", "long-enough-1"]);
    expect(badEmail.code).toBe(2);
    expect(badEmail.stderr).toContain("--email must be an e-mail address");
    const shortPassword = await adminCreate(dataDir, ["--email", "ok@example.gi", "--password", "short"]);
    expect(shortPassword.code).toBe(2);
    expect(shortPassword.stderr).toContain("--password must be at least 8 characters");
    const created = await server!.services.database.db.selectFrom("users").select("id").where("email", "in", ["not-an-email", "ok@example.gi"]).execute();
    expect(created).toEqual([]);
  });
});
