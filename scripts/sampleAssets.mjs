// Makes the sample catalog's product illustrations and datasheets, all drawn or written for the
// project (no stock or copied material): `node scripts/sampleAssets.mjs`. The illustrations are
// SVG drawings rendered to 1600x1200 JPEG with sharp, standing in for the product photos a real
// catalog would have; a datasheet is a one-page PDF of what the product's own file says.
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { parse } from 'yaml';

const PRODUCTS = 'content/products';

/** Soft studio background, floor shadow and a caption-free object: every illustration shares them. */
const scene = (object) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1200" width="1600" height="1200">
  <defs>
    <radialGradient id="bg" cx="50%" cy="38%" r="75%"><stop offset="0" stop-color="#f7f8fa"/>
      <stop offset="1" stop-color="#c9d0d9"/></radialGradient>
    <radialGradient id="shadow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#1c2430" stop-opacity=".45"/>
      <stop offset="1" stop-color="#1c2430" stop-opacity="0"/></radialGradient>
    <linearGradient id="yellow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe27a"/>
      <stop offset=".55" stop-color="#f5b800"/><stop offset="1" stop-color="#b97f00"/></linearGradient>
    <linearGradient id="leather" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6b4a33"/>
      <stop offset=".6" stop-color="#3d2818"/><stop offset="1" stop-color="#24170d"/></linearGradient>
    <linearGradient id="sole" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3f47"/>
      <stop offset="1" stop-color="#15181c"/></linearGradient>
    <linearGradient id="shine" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".7"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="1600" height="1200" fill="url(#bg)"/>
  <ellipse cx="800" cy="980" rx="560" ry="70" fill="url(#shadow)"/>
  ${object}
</svg>`;

const ILLUSTRATIONS = {
  // A ratchet safety helmet, three-quarter view: dome with a ridge, full peak, accessory slot, ratchet knob.
  'kavach-kv-h500-ratchet-safety-helmet': scene(`
  <path d="M330 820 C330 470 560 260 820 260 C1080 260 1290 470 1290 800 Z" fill="url(#yellow)"/>
  <path d="M760 268 C700 420 690 640 700 820 L850 820 C840 640 850 420 900 270 Z" fill="#ffd84a" opacity=".8"/>
  <path d="M470 420 C560 320 680 290 760 290 C660 360 600 450 570 560 Z" fill="url(#shine)"/>
  <path d="M250 830 C420 780 1180 770 1380 830 C1400 870 1360 900 1300 " +
    "900 C1000 860 620 860 300 905 C240 905 220 860 250 830 Z" fill="#e0a400"/>
  <path d="M250 830 C420 780 1180 770 1380 830" fill="none" stroke="#8a5d00" stroke-width="10"/>
  <rect x="1150" y="640" width="90" height="34" rx="12" fill="#8a5d00" transform="rotate(-18 1195 657)"/>
  <rect x="390" y="650" width="90" height="34" rx="12" fill="#8a5d00" transform="rotate(20 435 667)"/>
  <circle cx="820" cy="930" r="48" fill="#2b2f36"/><circle cx="820" cy="930" r="20" fill="#4a5565"/>
  <path d="M520 880 C640 960 1000 960 1120 880" fill="none" stroke="#2b2f36" stroke-width="22"
    stroke-linecap="round"/>`),
  // A leather derby safety shoe, side view: upper, lacing, padded collar, toe-cap bulge, cleated sole.
  'kavach-ss-204-steel-toe-safety-shoe': scene(`
  <path d="M310 620 C300 520 330 430 420 420 L640 430 C700 470 760 520 860 560 C1010 610 " +
    "1180 630 1270 690 C1330 730 1340 800 1320 840 L330 850 C300 790 300 700 310 620 Z" fill="url(#leather)"/>
  <path d="M1000 610 C1130 620 1240 650 1290 720 C1320 760 1320 " +
    "810 1310 840 L1040 842 C1020 760 1010 680 1000 610 Z" fill="#50361f"/>
  <path d="M420 420 C450 470 460 540 440 600" fill="none" stroke="#7d5a3f" stroke-width="14"/>
  <path d="M640 430 C700 470 760 520 860 560 L840 600 C740 560 680 520 620 480 Z" fill="#2a1b10"/>
  <g stroke="#d9c7a5" stroke-width="10" stroke-linecap="round"><path d="M660 470 L700 455"/>
    <path d="M705 500 L745 483"/><path d="M750 528 L790 510"/><path d="M795 553 L835 535"/></g>
  <path d="M330 430 C360 400 420 400 440 420" fill="none" stroke="#8c6a4f" stroke-width="30" stroke-linecap="round"/>
  <path d="M470 520 C560 500 700 540 760 600" fill="none" stroke="url(#shine)" stroke-width="26"
    stroke-linecap="round" opacity=".5"/>
  <path d="M300 850 L1330 840 C1345 880 1330 915 1290 925 L340 935 C300 930 290 890 300 850 Z" fill="url(#sole)"/>
  <path d="M300 880 L1335 872" stroke="#f5b800" stroke-width="8"/>
  <g fill="#0d0f12"><rect x="360" y="915" width="70" height="26" rx="6"/>
    <rect x="480" y="915" width="70" height="26" rx="6"/><rect x="600" y="915" width="70" height="26" rx="6"/>
    <rect x="900" y="913" width="70" height="26" rx="6"/><rect x="1020" y="912" width="70" height="26" rx="6"/>
    <rect x="1140" y="911" width="70" height="26" rx="6"/></g>`),
};

/** A one-page PDF (PDF 1.4, Helvetica, WinAnsi text) with the given lines: no dependency needed. */
function pdf(lines) {
  const text = (s) =>
    Buffer.from(
      s.replace(/−/g, '-').replace(/[\\()]/g, (c) => `\\${c}`),
      'latin1',
    ).toString('latin1');
  const content = [
    'BT',
    '/F1 11 Tf',
    '14 TL',
    '56 790 Td',
    ...lines.map(([size, line]) => `/F1 ${size} Tf (${text(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = Buffer.byteLength(out, 'latin1');
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Words wrapped to lines of at most `width` characters. */
const wrap = (text, width = 92) =>
  text.split(/\s+/).reduce(
    (lines, word) => {
      const last = lines[lines.length - 1];
      if ((last + ' ' + word).trim().length > width) lines.push(word);
      else lines[lines.length - 1] = (last + ' ' + word).trim();
      return lines;
    },
    [''],
  );

function datasheet(product) {
  return pdf([
    [18, product.name],
    [11, `${product.brand} · ${product.category} · Datasheet`],
    [11, ''],
    ...wrap(product.description).map((line) => [11, line]),
    [11, ''],
    [13, 'Specifications'],
    ...product.specifications.map(({ label, value }) => [11, `${label}: ${value}`]),
    ...(product.sizes ? [[11, `Sizes: ${product.sizes.join(', ')}`]] : []),
    ...(product.compliance
      ? [
          [11, ''],
          [13, 'Certified standards'],
          [11, product.compliance.join(', ')],
        ]
      : []),
    [11, ''],
    [9, 'Made from the product information in this catalog. Ask the sales team for the test certificates.'],
  ]);
}

for (const [slug, svg] of Object.entries(ILLUSTRATIONS)) {
  await sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toFile(`${PRODUCTS}/images/${slug}.jpg`);
  const product = parse(readFileSync(`${PRODUCTS}/${slug}.yaml`, 'utf8'));
  writeFileSync(`${PRODUCTS}/documents/${slug}-datasheet.pdf`, datasheet(product));
}
