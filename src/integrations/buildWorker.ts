import { parentPort, Worker, workerData } from 'node:worker_threads';

type Outcome<T> = { value: T } | { error: string };

/**
 * Runs a build step in a worker thread: `module` (a TypeScript file, run by Node's type
 * stripping, that calls `buildStep`) receives `input`. The step runs beside Astro's prerender on
 * the machine's other core; its failure fails the build with the step's own message.
 */
export function runBuildWorker<T>(module: URL, input: unknown): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(module, { workerData: input });
    let outcome: Outcome<T> | undefined;
    worker.once('message', (message: Outcome<T>) => (outcome = message));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (outcome && 'value' in outcome) resolve(outcome.value);
      else reject(new Error(`build step ${module.pathname} failed: ${outcome?.error ?? `it ended (exit code ${code}) without a result`}`));
    });
  });
}

/**
 * The body of a worker module started by `runBuildWorker`. The outcome travels as a message: an
 * error thrown across threads loses what is not an own property (a ZodError's message, say).
 */
export async function buildStep<Input, T>(step: (input: Input) => T | Promise<T>): Promise<void> {
  try {
    parentPort!.postMessage({ value: await step(workerData as Input) } satisfies Outcome<T>);
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies Outcome<T>);
  }
}
