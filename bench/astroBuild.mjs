// `node bench/astroBuild.mjs <root> <outDir> <reportFile>`: `astro build` through Astro's JavaScript
// API, plus one integration that writes the `build.concurrency` the build ran at to <reportFile>,
// so the build bench can show that it compared both builds at the same concurrency.
import { writeFileSync } from 'node:fs';
import { build } from 'astro';

const [root, outDir, reportFile] = process.argv.slice(2);
const reportConcurrency = {
  name: 'bench-report-concurrency',
  hooks: {
    'astro:config:done': ({ config }) =>
      writeFileSync(reportFile, JSON.stringify({ concurrency: config.build.concurrency })),
  },
};
await build({ root, outDir, integrations: [reportConcurrency] });
process.exit(0);
