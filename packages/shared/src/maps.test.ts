import { describe, expect, it } from "vitest";
import { coordinatesBody, DEFAULT_TILE_URL, isTileUrl, mapTilesOf } from "./maps";

describe("tile URLs", () => {
  it.each([
    DEFAULT_TILE_URL,
    "https://{s}.tile.example.org/{z}/{x}/{y}.png",
    "https://tiles.example.org/{z}/{x}/{y}{r}.png?key=abc",
    "HTTPS://tiles.example.org/{z}/{x}/{y}.png",
  ])("takes %s", (url) => expect(isTileUrl(url)).toBe(true));

  it.each([
    "javascript:alert(1)//{z}/{x}/{y}",
    "data:text/html,{z}{x}{y}",
    "http://tiles.example.org/{z}/{x}/{y}.png",
    "//tiles.example.org/{z}/{x}/{y}.png",
    "https://tiles.example.org/{z}/{x}.png",
    "https://tiles.example.org/{z}/{x}/{y}.png?token={accessToken}",
    "https://me:secret@tiles.example.org/{z}/{x}/{y}.png",
    "https://tiles.example.org/{z}/{x}/{y} .png",
    "https:///{z}/{x}/{y}",
  ])("refuses %s", (url) => expect(isTileUrl(url)).toBe(false));

  it("falls back to OpenStreetMap with its attribution, and keeps an own server's attribution as given", () => {
    expect(mapTilesOf(null)).toMatchObject({ url: DEFAULT_TILE_URL, custom: false });
    expect(mapTilesOf({ mapTileUrl: null, mapAttribution: "ignored" })).toMatchObject({ custom: false });
    expect(mapTilesOf({ mapTileUrl: "https://t.example/{z}/{x}/{y}.png", mapAttribution: null })).toEqual({
      url: "https://t.example/{z}/{x}/{y}.png",
      attribution: "",
      custom: true,
    });
  });
});

describe("coordinates", () => {
  it("takes the globe's edges and refuses what lies beyond, or is no number", () => {
    expect(coordinatesBody.safeParse({ latitude: -90, longitude: 180 }).success).toBe(true);
    for (const point of [
      { latitude: 90.0001, longitude: 0 },
      { latitude: 0, longitude: -180.0001 },
      { latitude: Number.NaN, longitude: 0 },
      { latitude: "50.8", longitude: 4.7 },
    ])
      expect(coordinatesBody.safeParse(point).success, JSON.stringify(point)).toBe(false);
  });
});
