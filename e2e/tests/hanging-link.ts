import { connect, createServer, type Socket } from "node:net";

/**
 * A network that hangs instead of failing, as a dead mast does: a TCP link between the browser and
 * the server that, once hung, carries nothing more either way and answers no new connection, while
 * every connection stays open. Unlike Playwright's routing, the browser sees nothing of it (no
 * request is intercepted, so the service worker works as on a phone), and unlike its offline
 * switch, nothing fails: requests wait.
 */
export async function startHangingLink(targetPort: number) {
  let hung = false;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("error", () => socket.destroy());
    socket.on("close", () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    track(client);
    if (hung) return;
    const upstream = connect(targetPort, "127.0.0.1");
    track(upstream);
    client.on("data", (chunk) => {
      if (!hung) upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      if (!hung) client.write(chunk);
    });
    client.on("end", () => hung || upstream.end());
    upstream.on("end", () => hung || client.end());
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => hung || client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    /** The server's address through this link (an origin of its own: its own service worker and cookies). */
    url: `http://127.0.0.1:${port}`,
    hang: () => {
      hung = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
