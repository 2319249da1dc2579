// `npm start`: build the site and serve the whole service (site, read API, functions, Blobs) on
// Netlify's local runtime, offline, with no account. PORT overrides the port (default 8888) and
// moves every fixed port the runtime opens (scripts/runtimePorts.mjs).
import { spawn } from 'node:child_process';
import { answerHelp, refuseArguments } from './cliHelp.mjs';
import { checkNodeVersion } from './nodeVersion.mjs';
import { netlifyServeArgs, STATIC_SERVER_OFFSET } from './runtimePorts.mjs';

const USAGE = `Usage: npm start

Builds the site (\`netlify serve\` runs \`npm run build\`) and serves it with the functions and a local Blobs
store on Netlify's local runtime, offline, at http://localhost:8888. PORT=<port> changes the
port (the static file server behind it takes PORT+${STATIC_SERVER_OFFSET}, so two instances with
different PORTs run side by side); SITE_URL the origin used in links. Emails go to the local
outbox unless POSTMARK_SERVER_TOKEN, SALES_EMAIL and FROM_EMAIL are set (\`npm run enquiries -- outbox\` reads it).`;
answerHelp(USAGE);
if (process.argv.length > 2) refuseArguments(`npm start takes no arguments (got "${process.argv[2]}").`, USAGE);
checkNodeVersion();

const port = process.env.PORT ?? '8888';
const env = {
  ...process.env,
  ASTRO_TELEMETRY_DISABLED: '1',
  NETLIFY_TELEMETRY_DISABLED: '1',
  BROWSER: 'none',
  SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
};
const child = spawn('netlify', netlifyServeArgs(port), { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
