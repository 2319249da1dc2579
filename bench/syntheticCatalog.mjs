// A deterministic (seeded) synthetic catalog in the real content format: N product YAML files and
// M article Markdown files, so that the real build, search and functions run on them at scale.
// Same seed and sizes -> the same bytes, so benchmark runs compare like with like.
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** mulberry32: a small, fast, well-distributed 32-bit PRNG; good enough for test data. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BRANDS = [
  ['Kavach', 'KV'],
  ['Rakshak', 'RK'],
  ['Suraksha', 'SR'],
  ['Vajra', 'VJ'],
  ['Himshield', 'HS'],
  ['Dhruvgard', 'DG'],
  ['Agnipath', 'AP'],
  ['Sanrakshan', 'SN'],
  ['Trishul', 'TR'],
  ['Nirbhay', 'NB'],
];

/** Category -> product kinds, the standards such products are certified to, and search terms. */
const CATEGORIES = {
  'Safety Footwear': {
    kinds: [
      'Steel Toe Safety Shoe',
      'Composite Toe Boot',
      'Gumboot',
      'Anti-Static Shoe',
      'Welding Boot',
      'Chemical Resistant Boot',
    ],
    standards: ['IS 15298', 'EN ISO 20345', 'EN ISO 20347', 'IS 5557'],
    terms: ['toe cap', 'PU sole', 'oil resistant', 'anti-slip', 'midsole', 'ankle support'],
  },
  'Hand Protection': {
    kinds: [
      'Cut Resistant Glove',
      'Nitrile Chemical Gauntlet',
      'Leather Rigger Glove',
      'Heat Resistant Glove',
      'Electrical Insulating Glove',
      'Coated Grip Glove',
    ],
    standards: ['EN 388', 'EN 374', 'EN 407', 'IS 4770', 'EN 60903'],
    terms: ['cut level', 'sheet metal', 'solvent', 'abrasion', 'dexterity', 'grip'],
  },
  'Eye & Face Protection': {
    kinds: ['Safety Spectacles', 'Chemical Splash Goggles', 'Face Shield', 'Welding Helmet', 'Over-Spectacle Goggles'],
    standards: ['EN 166', 'EN 170', 'EN 175', 'IS 5983', 'EN 379'],
    terms: ['anti-fog', 'polycarbonate lens', 'UV', 'impact', 'splash', 'shade'],
  },
  'Head Protection': {
    kinds: ['Safety Helmet', 'Bump Cap', 'Electrician Helmet', 'Vented Hard Hat', 'Climbing Helmet'],
    standards: ['IS 2925', 'EN 397', 'EN 50365', 'EN 812', 'EN 12492'],
    terms: ['ratchet', 'chin strap', 'HDPE shell', 'ventilation', 'lateral deformation'],
  },
  'Respiratory Protection': {
    kinds: [
      'FFP2 Dust Mask',
      'FFP3 Valved Respirator',
      'Half Mask Respirator',
      'Full Face Respirator',
      'Organic Vapour Cartridge',
    ],
    standards: ['EN 149', 'EN 140', 'EN 136', 'EN 14387', 'IS 9473'],
    terms: ['silica dust', 'exhalation valve', 'fit test', 'filter', 'fumes'],
  },
  'Fall Protection': {
    kinds: ['Full Body Harness', 'Energy Absorbing Lanyard', 'Self Retracting Lifeline', 'Anchor Strap', 'Rope Grab'],
    standards: ['EN 361', 'EN 355', 'EN 360', 'EN 795', 'IS 3521'],
    terms: ['D-ring', 'work at height', 'scaffolding', 'shock absorber', 'rescue'],
  },
  'Hearing Protection': {
    kinds: ['Foam Ear Plugs', 'Banded Ear Plugs', 'Earmuffs', 'Helmet Mounted Earmuffs'],
    standards: ['EN 352-1', 'EN 352-2', 'EN 352-3'],
    terms: ['SNR', 'noise', 'decibel', 'reusable'],
  },
  'Protective Clothing': {
    kinds: [
      'High Visibility Vest',
      'Flame Retardant Coverall',
      'Chemical Protective Suit',
      'Rain Suit',
      'Welding Jacket',
    ],
    standards: ['EN ISO 20471', 'EN ISO 11612', 'EN 13034', 'EN ISO 11611', 'IS 15748'],
    terms: ['reflective tape', 'cotton', 'arc flash', 'splash', 'night work'],
  },
};

const RESOURCE_CATEGORIES = ['Buying Guide', 'Standards Explained', 'Workplace Safety', 'Care and Maintenance'];
const WORDS = (
  'worker site plant shift supervisor hazard risk assessment standard marking certificate test sample ' +
  'comfort fit size sole shell lens filter strap buckle stitching storage inspection replacement budget supplier ' +
  'factory warehouse construction welding chemical dust noise height heat cold wet oil grip durability training ' +
  'procurement audit label batch lifespan cleaning record audit order quantity delivery lead time'
).split(' ');

const pick = (rand, list) => list[Math.floor(rand() * list.length)];
const pickSome = (rand, list, min, max) => {
  const count = min + Math.floor(rand() * (max - min + 1));
  const pool = [...list];
  const out = [];
  while (out.length < count && pool.length) out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]);
  return out;
};
const slugOf = (text) =>
  text
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const yamlString = (text) => JSON.stringify(text); // JSON strings are valid YAML scalars

function sentence(rand, minWords, maxWords) {
  const n = minWords + Math.floor(rand() * (maxWords - minWords + 1));
  const words = Array.from({ length: n }, () => pick(rand, WORDS));
  const text = words.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}
const paragraph = (rand, sentences) => Array.from({ length: sentences }, () => sentence(rand, 8, 18)).join(' ');

/** The products: each a distinct model reference, so slugs never collide. */
export function syntheticProducts(count, rand) {
  const categoryNames = Object.keys(CATEGORIES);
  return Array.from({ length: count }, (_, i) => {
    const [brand, prefix] = BRANDS[i % BRANDS.length];
    const category = categoryNames[Math.floor(i / BRANDS.length) % categoryNames.length];
    const { kinds, standards, terms } = CATEGORIES[category];
    const kind = pick(rand, kinds);
    const model = `${prefix}-${String(1000 + i)}`;
    const name = `${brand} ${model} ${kind}`;
    const product = {
      slug: slugOf(`${brand} ${model} ${kind}`),
      name,
      brand,
      category,
      description:
        `${kind} for ${pick(rand, terms)} and ${pick(rand, terms)}. ` + paragraph(rand, 2 + Math.floor(rand() * 3)),
    };
    // Like the real catalog, a minority of products declares no standards or no keywords.
    if (rand() < 0.85) product.compliance = pickSome(rand, standards, 1, 3);
    if (rand() < 0.9) product.keywords = [model, ...pickSome(rand, terms, 1, 3)];
    return product;
  });
}

/** The real catalog's category pictograms and sample photos, reused by the synthetic one. */
const REAL_CONTENT = new URL('../content/', import.meta.url);
const PHOTOS = readdirSync(new URL('products/images/', REAL_CONTENT)).filter((f) => f.endsWith('.jpg'));
const SPEC_LABELS = ['Material', 'Weight', 'Colour', 'Pack quantity', 'Lining', 'Closure'];
const LETTER_SIZES = ['S', 'M', 'L', 'XL', '2XL', '3XL'];

/**
 * Details on half of the products, as the scale goal sets them: specifications, sizes, and a
 * photo reusing one of a few files. Drawn from their own seeded generator so the published fields
 * do not depend on them.
 */
export function addProductDetails(products, rand) {
  products.forEach((product, i) => {
    if (i % 2 === 1) return;
    product.specifications = pickSome(rand, SPEC_LABELS, 2, 4).map((label) => ({
      label,
      value: sentence(rand, 1, 3).slice(0, -1),
    }));
    if (rand() < 0.6) product.sizes = rand() < 0.5 ? LETTER_SIZES.slice(1, 5) : ['6', '7', '8', '9', '10', '11'];
    product.photos = [{ file: `./images/${PHOTOS[i % PHOTOS.length]}`, alt: `${product.name} (illustration)` }];
  });
  return products;
}

function productYaml(product) {
  const lines = [
    `name: ${yamlString(product.name)}`,
    `brand: ${yamlString(product.brand)}`,
    `category: ${yamlString(product.category)}`,
    `description: ${yamlString(product.description)}`,
  ];
  for (const key of ['compliance', 'keywords', 'sizes']) {
    if (product[key]) lines.push(`${key}:`, ...product[key].map((value) => `  - ${yamlString(value)}`));
  }
  if (product.specifications)
    lines.push(
      'specifications:',
      ...product.specifications.flatMap(({ label, value }) => [
        `  - label: ${yamlString(label)}`,
        `    value: ${yamlString(value)}`,
      ]),
    );
  if (product.photos)
    lines.push(
      'photos:',
      ...product.photos.flatMap(({ file, alt }) => [`  - file: ${yamlString(file)}`, `    alt: ${yamlString(alt)}`]),
    );
  return `${lines.join('\n')}\n`;
}

/** Articles of varied length (about 150 to 2,000 words) using every block type. */
export function syntheticResources(count, products, rand) {
  const start = Date.UTC(2024, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const topic = pick(rand, Object.keys(CATEGORIES));
    const title = `${pick(rand, ['Choosing', 'Inspecting', 'Caring for', 'Specifying', 'Buying'])} ${topic} ${i + 1}`;
    const sections = 1 + Math.floor(rand() * 8);
    const body = [paragraph(rand, 3)];
    for (let s = 0; s < sections; s++) {
      body.push(`## ${sentence(rand, 3, 6).slice(0, -1)}`, paragraph(rand, 2 + Math.floor(rand() * 4)));
      if (rand() < 0.6) body.push(`### ${sentence(rand, 2, 5).slice(0, -1)}`, paragraph(rand, 2));
      if (rand() < 0.7)
        body.push(
          pickSome(rand, WORDS, 3, 6)
            .map((w) => `- ${sentence(rand, 4, 10).replace(/^\w+/, w)}`)
            .join('\n'),
        );
      if (rand() < 0.4) body.push(`> ${sentence(rand, 10, 20)}`);
    }
    const related = products.length && rand() < 0.7 ? pick(rand, products) : undefined;
    const date = new Date(start + Math.floor(rand() * 700) * 86_400_000).toISOString().slice(0, 10);
    return {
      slug: slugOf(title),
      frontmatter: [
        `title: ${yamlString(title)}`,
        `category: ${yamlString(pick(rand, RESOURCE_CATEGORIES))}`,
        `publishDate: ${date}`,
        `productCategories:\n  - ${yamlString(topic)}`,
        `metaDescription: ${yamlString(sentence(rand, 12, 20))}`,
        related
          ? `relatedLink:\n  label: ${yamlString(`See the ${related.name}`)}\n  href: /products/${related.slug}/`
          : 'relatedLink: null',
      ].join('\n'),
      body: body.join('\n\n'),
    };
  });
}

/** The closed category list, with the real catalog's pictograms copied beside it. */
function categoriesYaml(dir) {
  return Object.keys(CATEGORIES)
    .map((name) => {
      const slug = slugOf(name);
      copyFileSync(new URL(`categories/${slug}.svg`, REAL_CONTENT), join(dir, 'categories', `${slug}.svg`));
      return (
        `- name: ${yamlString(name)}\n  slug: ${slug}\n  description: ` +
        `${yamlString(`All ${name.toLowerCase()}.`)}\n  pictogram: ./categories/${slug}.svg`
      );
    })
    .join('\n')
    .concat('\n');
}

/** Writes the catalog to `dir/products` and `dir/resources` (replacing what was there). */
export function writeSyntheticCatalog(dir, { products = 10_000, resources = 2_000, seed = 42 } = {}) {
  const rand = seededRandom(seed);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'products'), { recursive: true });
  mkdirSync(join(dir, 'resources'), { recursive: true });
  mkdirSync(join(dir, 'products', 'images'), { recursive: true });
  mkdirSync(join(dir, 'categories'), { recursive: true });
  for (const photo of PHOTOS)
    copyFileSync(new URL(`products/images/${photo}`, REAL_CONTENT), join(dir, 'products', 'images', photo));
  writeFileSync(join(dir, 'categories.yaml'), categoriesYaml(dir));
  const productList = addProductDetails(syntheticProducts(products, rand), seededRandom(seed + 1));
  for (const product of productList) writeFileSync(join(dir, 'products', `${product.slug}.yaml`), productYaml(product));
  const resourceList = syntheticResources(resources, productList, rand);
  for (const r of resourceList)
    writeFileSync(join(dir, 'resources', `${r.slug}.md`), `---\n${r.frontmatter}\n---\n${r.body}\n`);
  return { products: productList.length, resources: resourceList.length };
}

// CLI: node bench/syntheticCatalog.mjs <dir> [products] [resources] [seed]
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = '.tmp/synthetic-content', products = '10000', resources = '2000', seed = '42'] = process.argv.slice(2);
  const written = writeSyntheticCatalog(dir, {
    products: Number(products),
    resources: Number(resources),
    seed: Number(seed),
  });
  console.log(`wrote ${written.products} products and ${written.resources} articles to ${dir}`);
}
