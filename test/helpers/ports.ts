/**
 * Ports for the servers a test starts in another process (the Temporal dev server and its UI, a
 * PostgreSQL cluster), which bind them some time after we choose them.
 *
 * A port from listen(0) comes from the kernel's ephemeral range, the same range every outgoing
 * connection and every other listen(0) draws from: under a busy suite one of them can take it before
 * the child binds it ("bind: address already in use", seen with the dev server's UI port). So the port
 * is drawn at random from below that range, where neither can land, and probed once before use.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const FLOOR = 10_000;

/** The first port of the kernel's ephemeral range (Linux); 32768 where it cannot be read. */
function ephemeralLow(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 0 ? low : 32_768;
  } catch {
    return 32_768;
  }
}

function probe(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function kernelPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A free loopback port that no ephemeral allocation can take before a child process binds it. */
export async function freePort(): Promise<number> {
  const low = ephemeralLow();
  if (low - FLOOR < 1_000) return kernelPort(); // no room below the range: the kernel's choice
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = FLOOR + Math.floor(Math.random() * (low - FLOOR));
    if (await probe(port)) return port;
  }
  return kernelPort();
}
