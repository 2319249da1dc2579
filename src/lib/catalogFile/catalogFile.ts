import { endianness } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, constants as zlib } from 'node:zlib';
import type { ResolvedPicture } from '../images/resolvedPicture.ts';
import type { Product, ProductDetails } from '../schemas/product.ts';
import type { Resource } from '../schemas/resource.ts';
import { distinctValues, facetValuesFromCounts } from '../search/facets.ts';
import { packedIndexOffsets, type PackedIndex, type PackedIndexOffsets } from '../search/invertedIndex.ts';
import { lowerBound } from '../search/lowerBound.ts';
import { typoTolerance } from '../search/typoTolerance.ts';
import {
  buildProductIndex,
  fittedHeads,
  loadProductIndex,
  modelCodes,
  productSearch,
  type ModelCodes,
  type ProductFilterFields,
  type ProductSearch,
  type ProductStore,
} from '../search/productSearch.ts';
import {
  buildResourceIndex,
  loadResourceIndex,
  resourceSearch,
  type ResourceSearch,
} from '../search/resourceSearch.ts';
import { compareSizes, productFacts } from '../search/productText.ts';
import type { SearchVocabulary } from '../search/vocabulary.ts';

/**
 * Where the build writes the catalog file, from the repository's root. The `mcp` and `search`
 * functions ship it (`included_files` in netlify.toml) and find it at this path from the root.
 */
export const CATALOG_FILE = 'generated/catalog.bin';

/**
 * What the search page, the 404 page and the MCP server read: the published catalog and its search
 * indexes. Built once at build time from the items the read API publishes
 * (src/build/steps/writeCatalogFile.ts), written as one file that ships beside the functions
 * (`catalogFile`), and loaded once per function instance (`readCatalogFile`, then `loadCatalog`).
 *
 * The form is chosen for the function's cold start (docs/mcp.md, "Performance"): the file is
 * read as bytes, so nothing of it is compiled as JavaScript; the postings are used in place; the
 * product and article JSON stay compressed until needed; loading restores only what a product
 * search needs up front (the term tree, each product's filter fields, model codes); a product is
 * parsed when a result needs it, and the articles and their index when an article tool first runs.
 */
export interface CatalogData {
  facets: CatalogFacets;
  /** The search vocabulary (content/search-vocabulary.yaml), compiled. */
  vocabulary: SearchVocabulary;
  products: {
    index: PackedIndex;
    /** The index's offsets, computed at build time (invertedIndex.ts). */
    indexOffsets: PackedIndexOffsets;
    /**
     * The products as JSON, one per line, in catalog order (= index order), in chunks of
     * PRODUCT_CHUNK compressed separately, so a result decompresses only its chunks.
     */
    chunks: Uint8Array[];
    /**
     * Per product, in the same chunks, its `ProductExtras` as JSON: read by get_product and the search page's cards.
     */
    extras: Uint8Array[];
    /** Per product, its position in `facets.productCategories` and in `facets.brands`. */
    category: Uint16Array;
    brand: Uint16Array;
    /** Per product, positions in `standards`: product i's are `values[offsets[i]..offsets[i + 1]]`. */
    compliance: Ragged;
    standards: string[];
    /**
     * Per product, positions in `sizeValues` of the sizes its file lists (`sizes`, compared as `sizeKeys` gives them).
     */
    sizes: Ragged;
    sizeValues: string[];
    /** Per product, positions in `factValues` of what its text states for requirements (productText.ts). */
    facts: Ragged;
    factValues: string[];
    /**
     * Model references written compactly, sorted, one per line; code j's products are
     * `products.values[offsets[j]..offsets[j + 1]]`.
     */
    modelCodes: { codes: string; products: Ragged };
  };
  /** `{ resources, index }` as JSON (the index's postings base64), compressed: loaded on first use. */
  resources: Uint8Array;
}

/** A list of lists of small numbers as two typed arrays (one object, not one array per product). */
interface Ragged {
  offsets: Uint32Array;
  values: Uint32Array;
}

const ragged = (lists: readonly (readonly number[])[]): Ragged => {
  const offsets = new Uint32Array(lists.length + 1);
  lists.forEach((list, i) => (offsets[i + 1] = offsets[i]! + list.length));
  return { offsets, values: Uint32Array.from(lists.flat()) };
};
const raggedAt = ({ offsets, values }: Ragged, i: number) => values.subarray(offsets[i]!, offsets[i + 1]!);

/** An index inside JSON: its postings base64. */
type SerializedIndex = Omit<PackedIndex, 'postings'> & { postings: string };

// Quality 6: far less build time than quality 9 for a few more bytes (docs/quality.md, "Build at scale").
const compress = (bytes: Uint8Array | string) =>
  new Uint8Array(brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } }));
const decompress = (bytes: Uint8Array) => brotliDecompressSync(bytes);

const serializeIndex = ({ postings, ...rest }: PackedIndex): SerializedIndex => ({
  ...rest,
  postings: Buffer.from(postings).toString('base64'),
});
const deserializeIndex = ({ postings, ...rest }: SerializedIndex): PackedIndex => ({
  ...rest,
  postings: new Uint8Array(Buffer.from(postings, 'base64')),
});

const PRODUCT_CHUNK = 256;

const positionsIn = (values: readonly string[]) => {
  const positions = new Map(values.map((v, i) => [v, i]));
  return (value: string) => positions.get(value)!;
};

/** What get_product and the search page's cards show beyond a product's published fields. */
export interface ProductExtras {
  details?: ProductDetails;
  /** Its card's picture (photo or pictogram), resolved by the build (src/data/pictures.ts `cardPicture`). */
  picture?: ResolvedPicture;
}

/**
 * What the search and the tools take from a product beyond its published fields, by slug: the
 * sizes its file lists, as the search compares them (productText.ts `sizeKeys`), and its extras.
 * A product without an entry has none.
 */
export type ProductSearchFacts = ReadonlyMap<string, { sizes: readonly string[] } & ProductExtras>;

/** Everything the MCP function and the search page read, from the published products and articles. */
export function buildCatalogData(
  products: Product[],
  resources: Resource[],
  vocabulary: SearchVocabulary,
  facts: ProductSearchFacts,
): CatalogData {
  const facets = catalogFacets(products, resources);
  const standards = distinctValues(products, (p) => p.compliance ?? []);
  const [category, brand, standard] = [facets.productCategories, facets.brands, standards].map(positionsIn) as [
    (v: string) => number,
    (v: string) => number,
    (v: string) => number,
  ];
  const specificationsOf = (p: Product) => facts.get(p.slug)?.details?.specifications;
  // The parts and what each fits, for the index's kinds and the facts' `fits:`; the accessories and what each mounts on
  // (`on:`).
  const { fits, mountsOn } = fittedHeads(products, specificationsOf);
  const index = buildProductIndex(products, specificationsOf, fits);
  const sizesOf = products.map((p) => [...(facts.get(p.slug)?.sizes ?? [])]);
  const extrasOf = products.map((p): ProductExtras => {
    const { details, picture } = facts.get(p.slug) ?? {};
    return { ...(details && Object.keys(details).length ? { details } : {}), ...(picture ? { picture } : {}) };
  });
  const inChunks = (lines: readonly unknown[]) =>
    Array.from({ length: Math.ceil(lines.length / PRODUCT_CHUNK) }, (_, c) =>
      compress(
        lines
          .slice(c * PRODUCT_CHUNK, (c + 1) * PRODUCT_CHUNK)
          .map((line) => JSON.stringify(line))
          .join('\n'),
      ),
    );
  const sizeValues = [...new Set(sizesOf.flat())];
  const sizePosition = positionsIn(sizeValues);
  const factsOf = products.map((p) => productFacts(p, specificationsOf(p), fits.get(p), mountsOn.get(p)));
  const factValues = [...new Set(factsOf.flat())];
  const factPosition = positionsIn(factValues);
  return {
    facets,
    vocabulary,
    products: {
      index,
      indexOffsets: packedIndexOffsets(index),
      chunks: inChunks(products),
      extras: inChunks(extrasOf),
      category: Uint16Array.from(products, (p) => category(p.category)),
      brand: Uint16Array.from(products, (p) => brand(p.brand)),
      compliance: ragged(products.map((p) => (p.compliance ?? []).map(standard))),
      standards,
      sizes: ragged(sizesOf.map((sizes) => sizes.map(sizePosition))),
      sizeValues,
      facts: ragged(factsOf.map((facts) => facts.map(factPosition))),
      factValues,
      modelCodes: modelCodeTable(modelCodes(products)),
    },
    resources: compress(JSON.stringify({ resources, index: serializeIndex(buildResourceIndex(resources)) })),
  };
}

function modelCodeTable(byCode: ReadonlyMap<string, readonly number[]>): CatalogData['products']['modelCodes'] {
  const codes = [...byCode.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (codes.some((code) => code.includes('\n'))) throw new Error('a model code contains a newline');
  return { codes: codes.join('\n'), products: ragged(codes.map((code) => byCode.get(code)!)) };
}

/** Model code -> product positions: a binary search of the sorted codes (no map to build at load). */
function modelCodeLookup({ codes: joined, products }: CatalogData['products']['modelCodes']): ModelCodes {
  const codes = joined ? joined.split('\n') : [];
  return {
    codes,
    get: (code) => {
      const at = lowerBound(codes, code);
      return codes[at] === code ? Array.from(raggedAt(products, at)) : undefined;
    },
  };
}

type Range = [offset: number, length: number];

/** Where each large part lies in the file, after the header. */
interface CatalogFileLayout {
  postings: Range;
  terms: Range;
  ids: Range;
  fieldLengths: Range;
  termOffsets: Range;
  chunks: Range[];
  extras: Range[];
  resources: Range;
  category: Range;
  brand: Range;
  compliance: [Range, Range];
  sizes: [Range, Range];
  facts: [Range, Range];
  modelCodes: { codes: Range; products: [Range, Range] };
}

/**
 * The catalog file the function reads: a 4-byte little-endian header length, the header (JSON:
 * the small parts, and where each large part lies), then the large parts as bytes, each at a
 * multiple of 4 so typed arrays can view them in place (little-endian, as every Node platform
 * Netlify runs). Reading it is a JSON.parse of a small header and views into one buffer: a module
 * of string literals would cost V8 compiling at every cold start, and JSON arrays of numbers (one
 * array per product) parsing.
 */
export function catalogFile(data: CatalogData): Buffer {
  const parts: Uint8Array[] = [];
  let size = 0;
  const place = (value: Uint8Array | Uint16Array | Uint32Array | string): Range => {
    const bytes =
      typeof value === 'string'
        ? Buffer.from(value, 'utf8')
        : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    const padding = (4 - (size % 4)) % 4;
    if (padding) parts.push(new Uint8Array(padding));
    size += padding;
    parts.push(bytes);
    size += bytes.length;
    return [size - bytes.length, bytes.length];
  };
  const { index, indexOffsets, chunks, extras, category, brand, compliance, sizes, facts, modelCodes } = data.products;
  const layout: CatalogFileLayout = {
    postings: place(index.postings),
    terms: place(index.terms),
    ids: place(index.ids),
    fieldLengths: place(indexOffsets.fieldLengths),
    termOffsets: place(indexOffsets.termOffsets),
    category: place(category),
    brand: place(brand),
    compliance: [place(compliance.offsets), place(compliance.values)],
    sizes: [place(sizes.offsets), place(sizes.values)],
    facts: [place(facts.offsets), place(facts.values)],
    modelCodes: {
      codes: place(modelCodes.codes),
      products: [place(modelCodes.products.offsets), place(modelCodes.products.values)],
    },
    chunks: chunks.map(place),
    extras: extras.map(place),
    resources: place(data.resources),
  };
  const { facets, products } = data;
  const header = Buffer.from(
    JSON.stringify({
      layout,
      facets,
      vocabulary: data.vocabulary,
      products: {
        standards: products.standards,
        sizeValues: products.sizeValues,
        factValues: products.factValues,
        index: { fields: index.fields, averageFieldLength: index.averageFieldLength },
      },
    }),
    'utf8',
  );
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length);
  return Buffer.concat([length, header, ...parts]);
}

/** The catalog from the bytes of `catalogFile`; the large parts are views into `bytes`, not copies. */
export function readCatalogFile(bytes: Uint8Array): CatalogData {
  if (endianness() !== 'LE') throw new Error('the catalog file is little-endian');
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = file.readUInt32LE(0);
  const header = JSON.parse(file.toString('utf8', 4, 4 + headerLength)) as {
    layout: CatalogFileLayout;
    facets: CatalogFacets;
    vocabulary: SearchVocabulary;
    products: {
      standards: string[];
      sizeValues: string[];
      factValues: string[];
      index: Pick<PackedIndex, 'fields' | 'averageFieldLength'>;
    };
  };
  const { layout } = header;
  const start = 4 + headerLength;
  const view = ([offset, length]: Range) => file.subarray(start + offset, start + offset + length);
  const text = (range: Range) => view(range).toString('utf8');
  // In place when the buffer's offset allows (a file read on its own), else a copy.
  const aligned = (range: Range, size: number) => {
    const bytes = view(range);
    return bytes.byteOffset % size === 0 ? bytes : new Uint8Array(bytes);
  };
  const u16 = (range: Range) => {
    const bytes = aligned(range, 2);
    return new Uint16Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength / 2);
  };
  const u32 = (range: Range) => {
    const bytes = aligned(range, 4);
    return new Uint32Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength / 4);
  };
  const raggedFrom = ([offsets, values]: [Range, Range]): Ragged => ({ offsets: u32(offsets), values: u32(values) });
  return {
    facets: header.facets,
    vocabulary: header.vocabulary,
    products: {
      index: {
        ...header.products.index,
        postings: view(layout.postings),
        terms: text(layout.terms),
        ids: text(layout.ids),
      },
      indexOffsets: { fieldLengths: u32(layout.fieldLengths), termOffsets: u32(layout.termOffsets) },
      chunks: layout.chunks.map(view),
      extras: layout.extras.map(view),
      category: u16(layout.category),
      brand: u16(layout.brand),
      compliance: raggedFrom(layout.compliance),
      standards: header.products.standards,
      sizes: raggedFrom(layout.sizes),
      sizeValues: header.products.sizeValues,
      facts: raggedFrom(layout.facts),
      factValues: header.products.factValues,
      modelCodes: { codes: text(layout.modelCodes.codes), products: raggedFrom(layout.modelCodes.products) },
    },
    resources: view(layout.resources),
  };
}

/** The filter values that exist: shown to the model in tool descriptions and input schemas. */
export interface CatalogFacets {
  productCategories: string[];
  brands: string[];
  resourceCategories: string[];
}

export function catalogFacets(products: readonly Product[], resources: readonly Resource[]): CatalogFacets {
  return {
    productCategories: distinctValues(products, (p) => [p.category]),
    brands: distinctValues(products, (p) => [p.brand]),
    resourceCategories: distinctValues(resources, (r) => [r.category]),
  };
}

export interface Catalog {
  /** Every product in catalog order (parsed on first use). */
  readonly products: readonly Product[];
  /** Every article, newest first (loaded on first use). */
  readonly resources: readonly Resource[];
  readonly productSearch: ProductSearch;
  readonly resourceSearch: ResourceSearch;
  readonly facets: CatalogFacets;
  /** A product's extras by slug (empty for an unknown slug or a product with none). */
  extras(slug: string): ProductExtras;
}

const once = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
};

/** Products parsed one at a time, when a result needs them; filter fields from compact positions. */
function productStore(
  data: CatalogData['products'],
  facets: CatalogFacets,
): ProductStore & { extras(position: number): ProductExtras } {
  const count = data.category.length;
  const lines = (compressed: readonly Uint8Array[]) => {
    const chunks = new Array<string[] | undefined>(compressed.length);
    return (i: number) =>
      (chunks[Math.floor(i / PRODUCT_CHUNK)] ??= decompress(compressed[Math.floor(i / PRODUCT_CHUNK)]!)
        .toString('utf8')
        .split('\n'))[i % PRODUCT_CHUNK]!;
  };
  const line = lines(data.chunks);
  const extrasLine = lines(data.extras);
  const parsed = new Array<Product | undefined>(count);
  const parsedExtras = new Array<ProductExtras | undefined>(count);
  const fields = new Array<ProductFilterFields | undefined>(count);
  const standardsOf = (i: number) => raggedAt(data.compliance, i);
  const compliance = (i: number) => Array.from(standardsOf(i), (s) => data.standards[s]!);
  return {
    count,
    sizes: (i) => Array.from(raggedAt(data.sizes, i), (s) => data.sizeValues[s]!),
    facts: (i) => Array.from(raggedAt(data.facts, i), (f) => data.factValues[f]!),
    product: (i) => (parsed[i] ??= JSON.parse(line(i)) as Product),
    extras: (i) => (parsedExtras[i] ??= JSON.parse(extrasLine(i)) as ProductExtras),
    facets: (positions) => {
      const categories = new Uint32Array(facets.productCategories.length);
      const brands = new Uint32Array(facets.brands.length);
      const standards = new Uint32Array(data.standards.length);
      const sizes = new Uint32Array(data.sizeValues.length);
      const { offsets, values } = data.compliance;
      const { offsets: sizeOffsets, values: sizeValues } = data.sizes;
      for (const i of positions) {
        categories[data.category[i]!]!++;
        brands[data.brand[i]!]!++;
        for (let s = offsets[i]!; s < offsets[i + 1]!; s++) standards[values[s]!]!++;
        for (let s = sizeOffsets[i]!; s < sizeOffsets[i + 1]!; s++) sizes[sizeValues[s]!]!++;
      }
      return {
        category: facetValuesFromCounts(facets.productCategories, categories),
        brand: facetValuesFromCounts(facets.brands, brands),
        compliance: facetValuesFromCounts(data.standards, standards),
        size: facetValuesFromCounts(data.sizeValues, sizes).sort((a, b) => compareSizes(a.value, b.value)),
      };
    },
    filterFields: (i) =>
      (fields[i] ??= {
        category: facets.productCategories[data.category[i]!]!,
        brand: facets.brands[data.brand[i]!]!,
        ...(standardsOf(i).length ? { compliance: compliance(i) } : {}),
      }),
  };
}

export function loadCatalog(data: CatalogData): Catalog {
  const loaded = loadProductIndex(data.products.index, data.products.indexOffsets);
  const store = productStore(data.products, data.facets);
  const search = productSearch(
    loaded,
    store,
    modelCodeLookup(data.products.modelCodes),
    typoTolerance(loaded.terms),
    data.vocabulary,
  );
  const allProducts = once(() => Array.from({ length: store.count }, (_, i) => store.product(i)));
  const articles = once(() => {
    const { resources, index } = JSON.parse(decompress(data.resources).toString('utf8')) as {
      resources: Resource[];
      index: SerializedIndex;
    };
    const loadedIndex = loadResourceIndex(deserializeIndex(index));
    return {
      resources,
      search: resourceSearch(loadedIndex, resources, typoTolerance(loadedIndex.terms), data.vocabulary),
    };
  });
  return {
    get products() {
      return allProducts();
    },
    get resources() {
      return articles().resources;
    },
    productSearch: search,
    get resourceSearch() {
      return articles().search;
    },
    facets: data.facets,
    extras: (slug) => {
      const position = search.positions.get(slug);
      return position === undefined ? {} : store.extras(position);
    },
  };
}
