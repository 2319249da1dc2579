/**
 * How the pipeline's last steps get the catalog from the pages' data module (src/data/catalog.ts),
 * in memory: Astro prerenders in the build's own process, where `astro:content` is available, and
 * integration hooks cannot read it. The data module, when the prerender loads it, hands over the
 * inputs (a promise); the pipeline starts the steps that need only them at once, beside the pages.
 * Nothing is written to disk to be read back.
 */
import type { ProductSearchFacts } from '../lib/catalogFile/catalogFile.ts';
import type { PublishedItems } from '../lib/http/readApiFiles.ts';
import type { Product } from '../lib/schemas/product.ts';
import type { Resource } from '../lib/schemas/resource.ts';

/** The published items (validated by the content schemas when read), and what search takes beyond them. */
export interface PipelineInputs {
  published: PublishedItems & { products: Product[]; resources: Resource[] };
  facts: ProductSearchFacts;
}

interface Handoff {
  inputs?: Promise<PipelineInputs>;
  onInputs: (inputs: Promise<PipelineInputs>) => void;
}

// One key for the process: the integration and the prerendered pages load this module separately.
const KEY = Symbol.for('safety-catalog.pipeline-inputs');
const store = globalThis as unknown as Record<symbol, Handoff | undefined>;

/** The pipeline, as a build starts: `onInputs` runs once the data module hands its inputs over. */
export function openHandoff(onInputs: Handoff['onInputs']): void {
  store[KEY] = { onInputs };
}

/** The data module, when loaded: hands its inputs over if a build is running (never in dev or a function). */
export function offerInputs(provide: () => Promise<PipelineInputs>): void {
  const handoff = store[KEY];
  if (!handoff || handoff.inputs) return;
  handoff.inputs = provide();
  handoff.onInputs(handoff.inputs);
}

/** The pipeline, after the pages: the inputs the data module handed over; the hand-off closes. */
export function takeInputs(): Promise<PipelineInputs> {
  const inputs = store[KEY]?.inputs;
  delete store[KEY];
  if (!inputs) throw new Error('no page loaded the catalog (src/data/catalog.ts), so the build has nothing to publish');
  return inputs;
}
