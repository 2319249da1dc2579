// `npm run build`: the site (`astro build`) and the bundled functions, built into a staging folder
// and swapped into place only when both succeeded. Why: `npm start` serves dist/ and the bundled
// functions while the owner rebuilds; a failed build must leave the last good site serving.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { answerHelp, refuseArguments } from './cliHelp.mjs';
import { bundleFunctions, FUNCTIONS_OUT_DIR } from './bundleFunctions.mjs';
import { buildEnv, buildNodeFlags } from './buildMemory.mjs';

const USAGE = `Usage: npm run build

Builds the site into dist/ and the functions into ${FUNCTIONS_OUT_DIR}. Both are built in
.tmp/build-next first and replace the served ones only when the whole build succeeded: a failed
build leaves the last good site in place (a running \`npm start\` keeps serving it).`;
answerHelp(USAGE);
if (process.argv.length > 2) refuseArguments(`npm run build takes no arguments (got "${process.argv[2]}").`, USAGE);

const STAGING_DIR = '.tmp/build-next';
/** Astro's command, run by this Node with the build's flags (buildMemory.mjs). */
const ASTRO_BIN = 'node_modules/astro/bin/astro.mjs';
/** What the build writes in place, for the functions: put back as it was when the build fails. */
const GENERATED_DIR = 'generated';
const GENERATED_BACKUP = `${STAGING_DIR}/generated-before`;
/** Each served output: where it is built, and where it is served from. */
const OUTPUTS = [
  { staged: `${STAGING_DIR}/dist`, served: 'dist' },
  { staged: `${STAGING_DIR}/functions`, served: FUNCTIONS_OUT_DIR },
];

rmSync(STAGING_DIR, { recursive: true, force: true });
mkdirSync(STAGING_DIR, { recursive: true });
if (existsSync(GENERATED_DIR)) cpSync(GENERATED_DIR, GENERATED_BACKUP, { recursive: true, preserveTimestamps: true });

async function buildStaged() {
  const astro = spawnSync(process.execPath, [...buildNodeFlags(), ASTRO_BIN, 'build', '--outDir', OUTPUTS[0].staged], {
    stdio: 'inherit',
    // The staged build is the site's own: its page server goes where the functions import it.
    env: buildEnv({ ...process.env, ASTRO_TELEMETRY_DISABLED: '1', SITE_BUILD_STAGED: '1' }),
  });
  if (astro.status !== 0) return false;
  const entries = await bundleFunctions({ outDir: OUTPUTS[1].staged });
  console.log(`Bundled ${entries.length} functions`);
  return true;
}

let built = false;
try {
  built = await buildStaged();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
}
if (!built) {
  if (existsSync(GENERATED_BACKUP)) {
    rmSync(GENERATED_DIR, { recursive: true, force: true });
    renameSync(GENERATED_BACKUP, GENERATED_DIR);
  }
  rmSync(STAGING_DIR, { recursive: true, force: true });
  console.error('\nThe build failed: dist/ and the functions are left as the last good build made them.');
  process.exit(1);
}
// The swap: the old output renamed away, the new one renamed in (each a single rename), the old deleted.
for (const [i, { staged, served }] of OUTPUTS.entries()) {
  const old = `${STAGING_DIR}/old-${i}`;
  mkdirSync(dirname(served), { recursive: true });
  if (existsSync(served)) renameSync(served, old);
  renameSync(staged, served);
}
rmSync(STAGING_DIR, { recursive: true, force: true });
console.log(`Built dist/ and ${FUNCTIONS_OUT_DIR}`);
