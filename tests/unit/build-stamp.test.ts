import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildState, hashInputs, writeStamp } from "../../scripts/build-stamp.js";
import { ROOT } from "../support/template.js";

/** A project folder with one input of each kind and the outputs of a build, in a temporary directory. */
let root: string;
const write = (relative: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  fs.writeFileSync(path.join(root, relative), content);
};
const built = () => {
  write("build/index.js", "export const assets = {};");
  write("build/server.js", "console.log('server');");
  write("public/build/manifest-1.js", "window.__remixManifest = {};");
  writeStamp(root, hashInputs(root));
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "build-stamp-"));
  write("app/root.tsx", "export default function App() { return null; }");
  write("api/app.ts", "export {};");
  write("styles/theme.css.ts", "export {};");
  write("server.ts", "export {};");
  write("package-lock.json", "{}");
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("npm start's build check", () => {
  it("says the checkout's build is up to date after npm run build", () => {
    // `npm test` builds before running this suite; a failure here means sources changed since.
    expect(buildState(ROOT), "sources changed since the last build: run npm run build").toEqual({ state: "up to date" });
  });

  it("says stale before the first build", () => {
    expect(buildState(root)).toEqual({ state: "stale", reason: "no build recorded" });
  });

  it("says up to date after a build, and stale once an input file changes", () => {
    built();
    expect(buildState(root).state).toBe("up to date");
    write("app/root.tsx", "export default function App() { return <main />; }");
    expect(buildState(root)).toEqual({ state: "stale", reason: "sources changed since the last build" });
  });

  it("says stale when a file is added under app/, or package-lock.json changes", () => {
    built();
    write("app/routes/new-page.tsx", "export default function Page() { return null; }");
    expect(buildState(root).state).toBe("stale");
    built();
    write("package-lock.json", '{"lockfileVersion":3}');
    expect(buildState(root).state).toBe("stale");
  });

  it("ignores files that are not build inputs, such as public/ images and tests", () => {
    built();
    write("public/favicon.ico", "icon");
    write("tests/unit/x.test.ts", "export {};");
    expect(buildState(root).state).toBe("up to date");
  });

  it("says stale when another build replaced the output (npm run dev writes build/index.js) or an output is missing", () => {
    built();
    write("build/index.js", "export const assets = { dev: true };");
    expect(buildState(root)).toEqual({ state: "stale", reason: "the build was replaced (by npm run dev?)" });
    built();
    fs.rmSync(path.join(root, "build/server.js"));
    expect(buildState(root).state).toBe("stale");
  });
});
