import net from 'node:net';

/**
 * A port that is free now, below Linux's ephemeral range (32768-60999): a port in that range can be taken
 * between the check and the server's listen by any outgoing connection of the suites running beside this one
 * (CI once saw EADDRINUSE on 43794).
 */
export async function quietPort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 10_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}
