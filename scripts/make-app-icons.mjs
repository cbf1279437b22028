// Draws the app's icons (a white cross on the brand red, as favicon.svg) as PNG files for the web
// manifest: 192 and 512 px with rounded corners, and a maskable 512 px one whose cross stays inside
// the safe zone (the inner 80 %) that Android's masks keep. Run again after changing the logo:
//   node scripts/make-app-icons.mjs
import { writeFileSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";

const RED = [0xb9, 0x1c, 0x1c];
const WHITE = [0xff, 0xff, 0xff];

function crc32(buffer) {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** `pixel(x, y)` gives [r, g, b, a] for each pixel of a size × size image. */
function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    for (let x = 0; x < size; x++) raw.set(pixel(x, y), y * (size * 4 + 1) + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The cross of favicon.svg (a 32-unit grid: arms 6 wide, from 7 to 25), scaled into `box` units centred. */
function inCross(u, v) {
  const arm = (a) => a >= 13 && a < 19;
  const span = (a) => a >= 7 && a < 25;
  return (arm(u) && span(v)) || (arm(v) && span(u));
}

function icon(size, { maskable }) {
  // The maskable icon fills the square; its cross is drawn smaller, inside the safe zone.
  const scale = maskable ? 0.72 : 1;
  const radius = maskable ? 0 : (7 / 32) * size;
  return png(size, (x, y) => {
    const cx = x + 0.5;
    const cy = y + 0.5;
    // Rounded corners: outside the corner circles is transparent.
    const dx = Math.max(radius - cx, cx - (size - radius), 0);
    const dy = Math.max(radius - cy, cy - (size - radius), 0);
    if (radius && dx * dx + dy * dy > radius * radius) return [0, 0, 0, 0];
    const u = ((cx / size - 0.5) / scale + 0.5) * 32;
    const v = ((cy / size - 0.5) / scale + 0.5) * 32;
    return [...(inCross(u, v) ? WHITE : RED), 255];
  });
}

const out = path.resolve(import.meta.dirname, "../apps/web/public/icons");
import("node:fs").then(({ mkdirSync }) => {
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, "icon-192.png"), icon(192, { maskable: false }));
  writeFileSync(path.join(out, "icon-512.png"), icon(512, { maskable: false }));
  writeFileSync(path.join(out, "icon-maskable-512.png"), icon(512, { maskable: true }));
  writeFileSync(path.join(out, "apple-touch-icon-180.png"), icon(180, { maskable: true }));
  console.info(`icons written to ${out}`);
});
