import fs from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

type Lockfile = { packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean; os?: string[] }> };
const manifest = JSON.parse(fs.readFileSync("package.json", "utf8")) as { engines: { node: string } };
const lockfile = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as Lockfile;

describe("the Node version the project says it needs", () => {
  // The oldest Node the `engines` field lets in: a package wanting more breaks (or warns at) install there.
  const oldest = semver.minVersion(manifest.engines.node)!.version;

  it("is Node 20, which the machines run", () => {
    expect(semver.major(oldest)).toBe(20);
    expect(semver.satisfies(process.version, manifest.engines.node)).toBe(true);
  });

  it("is enough for every package installed on Linux (npm install warns EBADENGINE of none)", () => {
    const wantMore = Object.entries(lockfile.packages)
      .filter(([, entry]) => !entry.os || entry.os.includes("linux"))
      .flatMap(([name, entry]) => {
        const wanted = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
        return wanted && !semver.satisfies(oldest, wanted) ? [`${name} wants node ${wanted}`] : [];
      });
    expect(wantMore).toEqual([]);
  });
});
