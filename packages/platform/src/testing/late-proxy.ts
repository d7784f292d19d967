import { once } from 'node:events';
import { createServer, type Server, connect as tcpConnect } from 'node:net';

/** A port on the loopback that nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A server that is not there yet: its port refuses connections until open(), then
 * forwards each one to the real server. Tests start a process against it to see it
 * wait for a dependency, then let the dependency appear.
 */
export async function lateProxy(target: { host: string; port: number }) {
  const port = await freePort();
  let proxy: Server | undefined;
  return {
    port,
    address: `127.0.0.1:${port}`,
    async open(): Promise<void> {
      proxy = createServer((client) => {
        const upstream = tcpConnect(target.port, target.host);
        client.pipe(upstream).pipe(client);
        client.on('error', () => upstream.destroy());
        upstream.on('error', () => client.destroy());
      }).listen(port, '127.0.0.1');
      await once(proxy, 'listening');
    },
    close(): Promise<void> {
      return new Promise((resolve) => {
        if (!proxy) resolve();
        else {
          proxy.close(() => resolve());
          // Pipes left open would keep close() waiting on the clients' connections.
          proxy.unref();
        }
      });
    },
  };
}

/** host and port of `host:port` or of a URL. */
export function hostAndPort(address: string): { host: string; port: number } {
  const { hostname, port } = new URL(address.includes('://') ? address : `tcp://${address}`);
  return { host: hostname, port: Number(port) };
}
