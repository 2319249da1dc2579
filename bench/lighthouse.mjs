// Lighthouse (npm `lighthouse`, its CLI) on pages of the built site as the local runtime serves
// them: the four category scores, with Lighthouse's default mobile profile and simulated
// throttling, in Debian's Chromium kept off the network.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-default-apps',
  '--disable-sync',
];

/**
 * One Lighthouse run on `url`: the category scores (0..1) and the audits that cost points
 * (score below 1, weighted in a category), so a missed goal says what to fix.
 */
export function lighthouseRun(url, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseOnce(url);
    } catch (error) {
      // Lighthouse's own advice for a trace it failed to record (NO_NAVSTART, NO_FCP...): run it again.
      if (attempt >= attempts || !/Please run Lighthouse again/.test(error.message)) throw error;
      console.log(`lighthouse ${url}: ${error.message.split('\n')[1] ?? error.message}; running it again`);
    }
  }
}

function lighthouseOnce(url) {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const report = join(dir, 'report.json');
  try {
    const run = spawnSync(
      resolve('node_modules/.bin/lighthouse'),
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${report}`,
        `--only-categories=${LIGHTHOUSE_CATEGORIES.join(',')}`,
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      ],
      { encoding: 'utf8', env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
    );
    if (run.status !== 0) throw new Error(`lighthouse ${url} failed (${run.status}):\n${run.stderr.slice(-3000)}`);
    const lhr = JSON.parse(readFileSync(report, 'utf8'));
    if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((c) => [c, lhr.categories[c].score]));
    const weighted = new Set(
      LIGHTHOUSE_CATEGORIES.flatMap((c) => lhr.categories[c].auditRefs.filter((r) => r.weight > 0).map((r) => r.id)),
    );
    const lost = Object.values(lhr.audits)
      .filter((a) => weighted.has(a.id) && typeof a.score === 'number' && a.score < 1)
      .map((a) => `${a.id} ${a.score}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    return { scores, lost };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
