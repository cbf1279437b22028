// A festival network between the browser and the server, as a TCP proxy: every byte waits half the
// round trip each way, and the bytes of all connections share one link of the given speed per
// direction. Unlike Chromium's own emulation (CDP), which slows the page's requests only and slows
// them even when the service worker answers from the device, this slows what really crosses the
// network: the service worker's own downloads too, and nothing the device answers itself.
import { connect, createServer } from "node:net";

/**
 * @param {{ port: number, host?: string }} target the server
 * @param {{ latencyMs: number, downKbps: number, upKbps: number }} profile round trip and speeds
 * @returns {Promise<{ port: number, carriedDown: () => number, close: () => Promise<void> }>}
 */
export async function startSlowNetwork(target, { latencyMs, downKbps, upKbps }) {
  const oneWay = latencyMs / 2;
  /** One direction of the link: when it is free again, and how many bytes a millisecond it carries. */
  const link = (kbps) => ({ freeAt: 0, bytesPerMs: (kbps * 1000) / 8 / 1000, carried: 0 });
  const down = link(downKbps);
  const up = link(upKbps);

  /**
   * Sends a chunk over a direction: after the bytes before it, at the link's speed, then the latency.
   * `lane` is one connection's direction: its chunks are written in the order they were sent. (One
   * timer per chunk could reorder them: Node starts a timer on a whole-millisecond clock, so a
   * chunk sent a fraction of a millisecond later could fire first, and a TLS stream breaks on that.)
   */
  const carry = (direction, lane, chunk, write) => {
    const start = Math.max(performance.now(), direction.freeAt);
    direction.freeAt = start + chunk.length / direction.bytesPerMs;
    direction.carried += chunk.length;
    lane.queue.push({ arrives: direction.freeAt + oneWay, write });
    if (lane.queue.length === 1) deliver(lane);
  };
  /** Writes a lane's chunks whose time has come, in order, and waits for the next one's. */
  const deliver = (lane) => {
    while (lane.queue.length > 0 && lane.queue[0].arrives <= performance.now()) lane.queue.shift().write();
    if (lane.queue.length > 0) setTimeout(() => deliver(lane), Math.max(1, lane.queue[0].arrives - performance.now()));
  };
  const lane = () => ({ queue: [] });

  const sockets = new Set();
  const server = createServer((client) => {
    sockets.add(client);
    const pending = [];
    let upstream = null;
    const toClient = lane();
    const toServer = lane();
    // The connection itself costs a round trip (the TCP handshake) before any byte goes.
    setTimeout(() => {
      upstream = connect(target.port, target.host ?? "127.0.0.1");
      sockets.add(upstream);
      upstream.on("data", (chunk) =>
        carry(down, toClient, chunk, () => {
          if (!client.destroyed) client.write(chunk);
        }),
      );
      upstream.on("end", () => carry(down, toClient, Buffer.alloc(0), () => client.end()));
      upstream.on("error", () => client.destroy());
      upstream.on("close", () => sockets.delete(upstream));
      for (const chunk of pending.splice(0)) send(chunk);
    }, latencyMs);
    const send = (chunk) =>
      carry(up, toServer, chunk, () => {
        if (upstream && !upstream.destroyed) upstream.write(chunk);
      });
    client.on("data", (chunk) => (upstream ? send(chunk) : pending.push(chunk)));
    client.on("end", () => carry(up, toServer, Buffer.alloc(0), () => upstream?.end()));
    client.on("error", () => upstream?.destroy());
    client.on("close", () => sockets.delete(client));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: server.address().port,
    /** Bytes carried so far towards the browser: what a figure's download cost. */
    carriedDown: () => down.carried,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
