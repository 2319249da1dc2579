// `npm test`: type check, unit tests, then the real local runtime started once for the
// integration tests (vitest) and the browser tests (Playwright in Debian's Chromium).
import { spawnSync } from 'node:child_process';
import { startLocalRuntime, TELEMETRY_OFF } from './localRuntime.mjs';

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

const only = process.argv[2]; // optional: unit | integration | e2e
if (!only || only === 'unit') {
  run('astro', ['check']);
  run('vitest', ['run', '--project', 'unit']);
}
if (!only || only === 'integration' || only === 'e2e') {
  const port = Number(process.env.TEST_PORT ?? 8899);
  console.log(`\n▶ starting the local runtime on port ${port} (log: .tmp/local-runtime.log)`);
  const runtime = await startLocalRuntime({ port });
  try {
    const testEnv = { SERVICE_URL: runtime.baseUrl };
    if (only !== 'e2e') run('vitest', ['run', '--project', 'integration'], testEnv);
    if (only !== 'integration') run('playwright', ['test'], testEnv);
  } finally {
    await runtime.stop();
  }
}
process.exit(process.exitCode ?? 0);
