/**
 * How the pipeline's last steps get the catalog from the pages' data module (src/data/catalog.ts),
 * in memory: Astro prerenders in the build's own process, where `astro:content` is available, and
 * integration hooks cannot read it. The data module offers a function that gives the inputs; the
 * pipeline calls it once after the pages are written. Nothing is written to disk to be read back.
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

type Provide = () => Promise<PipelineInputs>;
interface Handoff {
  provide?: Provide;
}

// One key for the process: the integration and the prerendered pages load this module separately.
const KEY = Symbol.for('safety-catalog.pipeline-inputs');
const store = globalThis as unknown as Record<symbol, Handoff | undefined>;

/** The pipeline, as a build starts: ready to take the inputs the data module offers. */
export function openHandoff(): void {
  store[KEY] = {};
}

/** The data module, when loaded: offers its inputs if a build is running (never in dev or a function). */
export function offerInputs(provide: Provide): void {
  const handoff = store[KEY];
  if (handoff) handoff.provide = provide;
}

/** The pipeline, after the pages: the inputs the data module offered; the hand-off closes. */
export async function takeInputs(): Promise<PipelineInputs> {
  const provide = store[KEY]?.provide;
  delete store[KEY];
  if (!provide)
    throw new Error('no page loaded the catalog (src/data/catalog.ts), so the build has nothing to publish');
  return provide();
}
