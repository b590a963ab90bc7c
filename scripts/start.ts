// `npm start`: serve the app on HOST:PORT (default localhost:5173). A script rather than
// `vite --port ${PORT}` so the environment is read the same way on every shell, Windows included.
import { createServer } from 'vite';

const host = process.env.HOST?.trim() || 'localhost';
const portText = process.env.PORT?.trim() || '5173';
const port = Number(portText);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be an integer from 0 to 65535, got "${portText}".`);
  process.exit(2);
}

const server = await createServer({ server: { host, port, strictPort: true } });
await server.listen();
server.printUrls();
server.bindCLIShortcuts({ print: true });
