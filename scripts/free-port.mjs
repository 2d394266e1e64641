// Prints a TCP port that is free on 127.0.0.1 right now. playwright.config.ts runs it
// synchronously, so two `npm test` on one machine never fight over the e2e server's port.
import { createServer } from 'node:net';

const probe = createServer();
probe.listen(0, '127.0.0.1', () => {
  const { port } = probe.address();
  probe.close(() => process.stdout.write(String(port)));
});
