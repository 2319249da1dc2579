// `npm run lockfile:complete`: run after `npm install` changes package-lock.json.
//
// Why: the npm registry mirror this project is developed against lacks a few platform builds
// that exist upstream (for example `@deno/darwin-arm64@2.9.6`, `@astrojs/compiler-binding-*@0.5.1`
// for macOS and Windows). `npm install` then leaves them out of the lockfile, and `npm ci`
// refuses the lockfile as "out of sync" ("Missing: @deno/darwin-arm64@ from lock file").
// This adds an entry for every optional platform dependency that a locked package declares but
// the lockfile lacks, with the os/cpu/libc its name states, so `npm ci` accepts the lockfile and
// skips those packages on every other platform, as it does with the platform builds it has.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCKFILE = new URL('../package-lock.json', import.meta.url);
const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'wasm32', 'riscv64', 'ppc64', 's390x', 'loong64'];

/** `@deno/linux-arm64-glibc` -> { os: ['linux'], cpu: ['arm64'], libc: ['glibc'] }. */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  const libc = parts.find((p) => p === 'musl' || p === 'glibc' || p === 'gnu');
  if (!cpu) return undefined; // not a platform build: leave it to npm
  return {
    ...(os ? { os: [os] } : {}),
    cpu: [cpu],
    ...(libc ? { libc: [libc === 'musl' ? 'musl' : 'glibc'] } : {}),
  };
}

const lock = JSON.parse(readFileSync(LOCKFILE, 'utf8'));
const added = [];
for (const [path, meta] of Object.entries({ ...lock.packages })) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${dep}`;
    if (lock.packages[`node_modules/${dep}`] || lock.packages[nested]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    lock.packages[nested] = { version, ...(meta.dev ? { dev: true } : {}), optional: true, ...platform };
    added.push(`${dep}@${version}`);
  }
}
if (added.length) {
  writeFileSync(LOCKFILE, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: added ${added.length} platform builds the registry lacks:\n  ${added.join('\n  ')}`);
} else {
  console.log('package-lock.json: complete');
}
