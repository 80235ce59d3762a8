import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { writeRawError } from './errors.js';

/**
 * At most `max` open connections per client IP (the socket's address, not X-Forwarded-For: a forged header must
 * not lift the cap). One client cannot hold every socket of the instance; the others keep being served.
 */
export function limitConnectionsPerIp(server: Server, max: number) {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const ip = socket.remoteAddress ?? 'unknown';
    const n = (open.get(ip) ?? 0) + 1;
    if (n > max) {
      writeRawError(socket, 503, 'too_many_connections', `this client already holds ${max} open connections; reuse or close them`, { 'Retry-After': '1' });
      socket.destroySoon();
      return;
    }
    open.set(ip, n);
    socket.once('close', () => {
      const left = (open.get(ip) ?? 1) - 1;
      if (left <= 0) open.delete(ip);
      else open.set(ip, left);
    });
  });
}
