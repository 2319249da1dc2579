// `npm test`: format and lint checks, type check, unit tests, then the real local runtime started once for the
// integration tests (vitest) and the browser tests (Playwright in Debian's Chromium).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { answerHelp, refuseArguments } from './cliHelp.mjs';
import { startLocalRuntime, TELEMETRY_OFF } from './localRuntime.mjs';
import { checkNodeVersion } from './nodeVersion.mjs';
import { spawnLocalPostmark } from './postmarkLocal.mjs';

checkNodeVersion();

const env = { ...process.env, ...TELEMETRY_OFF };
const run = (cmd, args, extraEnv = {}) => {
  console.log(`\n▶ ${cmd} ${args.join(' ')}`);
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (status !== 0) {
    console.error(`✖ ${cmd} ${args.join(' ')} failed (${status})`);
    process.exitCode = 1;
  }
  return status === 0;
};

const USAGE = `Usage: npm test [-- unit | integration | e2e [files or filters...]]

Without a part: prettier --check, eslint, astro check and the unit tests, then the local runtime started
once on TEST_PORT (default 8899; the local Postmark server and the contract proxy on the next ports) for
the integration tests (vitest) and the browser tests (Playwright in /usr/bin/chromium).
  unit          checks and unit tests only
  integration   integration tests only, optionally some files: npm test -- integration tests/integration/mcp.test.ts
  e2e           browser tests only, optionally some files: npm test -- e2e tests/e2e/site.spec.ts`;
answerHelp(USAGE);
// optional: unit | integration | e2e, then test files or name filters for that part's runner
const [only, ...filters] = process.argv.slice(2);
if (only !== undefined && !['unit', 'integration', 'e2e'].includes(only))
  refuseArguments(`Unknown part "${only}".`, USAGE);
if (!only || only === 'unit') {
  run('prettier', ['--check', '--log-level', 'warn', '.']);
  run('eslint', ['.']);
  run('astro', ['check']);
  run('vitest', ['run', '--project', 'unit', ...filters]);
}
if (!only || only === 'integration' || only === 'e2e') {
  // Ports: the runtime on TEST_PORT, the local Postmark server and its control port on the next two,
  // the contract-validating proxy (tests/helpers/contractProxy.ts) on the one after.
  const port = Number(process.env.TEST_PORT ?? 8899);
  const contractProxyPort = Number(process.env.CONTRACT_PROXY_PORT ?? port + 3);
  console.log(`\n▶ starting the local runtime on port ${port} (log: .tmp/local-runtime.log)`);
  // The enquiry functions send through the real postmark client to a local Postmark-compatible server.
  const postmarkPort = Number(process.env.POSTMARK_TEST_PORT ?? port + 1);
  const postmark = await spawnLocalPostmark({
    token: `test-token-${process.pid}`,
    port: postmarkPort,
    controlPort: postmarkPort + 1,
  });
  const emailEnv = {
    POSTMARK_SERVER_TOKEN: postmark.token,
    POSTMARK_API_URL: postmark.apiUrl,
    SALES_EMAIL: 'sales@kavach.test',
    FROM_EMAIL: 'enquiries@kavach.test',
  };
  // Browser tests post from 127.0.0.1: start every run with fresh enquiry quotas (local store only).
  for (const part of ['entries', 'metadata'])
    rmSync(`.netlify/blobs-serve/${part}/unlinked/site:rate-limits`, { recursive: true, force: true });
  const runtime = await startLocalRuntime({ port, env: emailEnv }).catch(async (error) => {
    await postmark.stop(); // or it outlives the run and holds its ports
    throw error;
  });
  try {
    const testEnv = {
      SERVICE_URL: runtime.baseUrl,
      POSTMARK_CONTROL_URL: postmark.controlUrl,
      CONTRACT_PROXY_PORT: String(contractProxyPort),
      ...emailEnv,
    };
    if (only !== 'e2e') run('vitest', ['run', '--project', 'integration', ...filters], testEnv);
    if (only !== 'integration') run('playwright', ['test', ...filters], testEnv);
  } finally {
    await runtime.stop();
    await postmark.stop();
  }
}
process.exit(process.exitCode ?? 0);
