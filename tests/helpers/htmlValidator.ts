import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The Nu HTML Checker jar that npm `vnu-jar` ships; run with the machine's own Java. */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/**
 * Checks HTML documents (name -> markup) with one run of the Nu HTML Checker on files, since it
 * refuses loopback URLs. Returns each document's errors (warnings are left out) as readable lines.
 */
export function nuHtmlErrors(documents: Record<string, string>): Record<string, string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
  try {
    const names = Object.keys(documents);
    const files = names.map((name, i) => {
      const file = join(dir, `${i}.html`);
      writeFileSync(file, documents[name]!);
      return file;
    });
    const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw run.error;
    if (!run.stdout.trim().startsWith('{')) throw new Error(`vnu did not report (status ${run.status}): ${run.stderr}`);
    const { messages } = JSON.parse(run.stdout) as { messages: (NuMessage & { url?: string })[] };
    const result: Record<string, string[]> = Object.fromEntries(names.map((name) => [name, []]));
    for (const m of messages) {
      if (m.type === 'info') continue;
      // vnu names each document by its file URL; the file's number is its index in `names`.
      const name = names[Number(/\/(\d+)\.html$/.exec(m.url ?? '')?.[1])];
      const line =
        `${m.type}${m.lastLine ? ` at line ${m.lastLine}` : ''}: ` +
        `${m.message}${m.extract ? ` «${m.extract.trim()}»` : ''}`;
      if (name === undefined) throw new Error(`vnu reported on an unknown document: ${line} (${m.url})`);
      result[name]!.push(line);
    }
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
