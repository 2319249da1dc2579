// `npm start`: build the site and serve the whole service (site, read API, functions, Blobs) on
// Netlify's local runtime, offline, with no account. PORT overrides the port (default 8888).
import { spawn } from 'node:child_process';
import { checkNodeVersion } from './nodeVersion.mjs';

checkNodeVersion();

const port = process.env.PORT ?? '8888';
const env = {
  ...process.env,
  ASTRO_TELEMETRY_DISABLED: '1',
  NETLIFY_TELEMETRY_DISABLED: '1',
  BROWSER: 'none',
  SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
};
const child = spawn('netlify', ['serve', '--offline', '--port', port], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
