import { describe, expect, it } from "vitest";
import { directionsUrl } from "./directions";

describe("directionsUrl", () => {
  it.each([
    {
      to: { latitude: 50.8197, longitude: 3.2583 },
      url: "https://www.google.com/maps/dir/?api=1&destination=50.8197%2C3.2583",
    },
    {
      to: { latitude: -33.85678, longitude: -70.1 },
      url: "https://www.google.com/maps/dir/?api=1&destination=-33.85678%2C-70.1",
    },
    {
      to: " Markt 1, 8000 Brugge ",
      url: "https://www.google.com/maps/dir/?api=1&destination=Markt%201%2C%208000%20Brugge",
    },
    {
      to: "Rue de l’Église & Co",
      url: "https://www.google.com/maps/dir/?api=1&destination=Rue%20de%20l%E2%80%99%C3%89glise%20%26%20Co",
    },
  ])("$to", ({ to, url }) => {
    expect(directionsUrl(to)).toBe(url);
  });
});
