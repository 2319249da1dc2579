// Runs after `npm install`/`npm ci` (package.json `postinstall`). netlify-cli 27's `netlify serve`
// loads the built functions from the functions manifest and copies each function's `routes`, but
// not its `excludedRoutes`: a function's `excludedPath` is ignored locally, although Netlify and
// `netlify dev` honour it. The site's 404 function (netlify/functions/page-not-found.ts) relies on
// it, so the local runtime gets the one missing line. Idempotent; says so when the code changed.
import { readFileSync, writeFileSync } from 'node:fs';

const FILE = 'node_modules/netlify-cli/dist/lib/functions/registry.js';
const UNPATCHED = /^(\s*)routes: manifestEntry\.routes,\n/m;
const PATCHED = 'excludedRoutes: manifestEntry.excludedRoutes,';

let source;
try {
  source = readFileSync(FILE, 'utf8');
} catch {
  process.exit(0); // netlify-cli not installed (e.g. a production-only install)
}
if (source.includes(PATCHED)) {
  console.log('netlify-cli: serve already honours excludedPath');
} else if (UNPATCHED.test(source)) {
  writeFileSync(FILE, source.replace(UNPATCHED, (line, indent) => `${line}${indent}${PATCHED}\n`));
  console.log('netlify-cli: patched `netlify serve` to honour functions\' excludedPath');
} else {
  console.warn(`netlify-cli: ${FILE} changed; check whether \`netlify serve\` honours excludedPath (scripts/patch-netlify-cli.mjs)`);
}
