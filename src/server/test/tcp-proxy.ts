import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy the tests open and cut to stage an outage of a real service (PostgreSQL, Redis): cutting it
 * drops every connection and refuses new ones; opening it again on the same port is the service coming back.
 * With `silent`, it accepts connections and never answers (a service that hangs).
 */
export interface TcpProxy {
  port: number;
  silent: boolean;
  open(): Promise<void>;
  cut(): Promise<void>;
}

export function tcpProxy(host: string, port: number): TcpProxy {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const proxy: TcpProxy = {
    port: 0,
    silent: false,
    async open() {
      if (server) return;
      const opening = createServer((client) => {
        sockets.add(client);
        client.on('close', () => sockets.delete(client));
        client.on('error', () => undefined);
        if (proxy.silent) return;
        const upstream = connect(port, host);
        sockets.add(upstream);
        upstream.on('close', () => (sockets.delete(upstream), client.destroy()));
        upstream.on('error', () => client.destroy());
        client.on('close', () => upstream.destroy());
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve, reject) => {
        opening.once('error', reject);
        opening.listen(proxy.port, '127.0.0.1', resolve);
      });
      server = opening;
      proxy.port = (opening.address() as AddressInfo).port;
    },
    async cut() {
      const closing = server;
      server = undefined;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
    },
  };
  return proxy;
}

/** Whether something listens at host:port. */
export function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}
