#!/usr/bin/env node
// Draws the bundled catalogue artwork: public/assets/products/{id}.svg (one flat illustration per
// product, in its type and colour) and public/assets/categories/{women,men,kids,beauty}.svg (the
// Home tiles' fallbacks). Plain Node, no dependencies: the product list is read from
// src/features/catalog/data/products.json. Run: node scripts/generate-product-images.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PRODUCTS_JSON = join(ROOT, 'src/features/catalog/data/products.json');
const OUT_PRODUCTS = join(ROOT, 'public/assets/products');
const OUT_CATEGORIES = join(ROOT, 'public/assets/categories');

// ---------------------------------------------------------------- reading the catalogue

/**
 * What the drawings use of each product of data/products.json: its id, name, category, type
 * (absent on Beauty) and colour. A product's image is not in the JSON: as products.ts derives
 * /assets/products/{id}.svg from the id, this script writes public/assets/products/{id}.svg.
 */
function readProducts() {
  const products = JSON.parse(readFileSync(PRODUCTS_JSON, 'utf8'));
  if (!Array.isArray(products) || products.length === 0)
    throw new Error(`No products found in ${PRODUCTS_JSON}`);
  return products.map(({ id, name, category, type, color }) => ({ id, name, category, type, color }));
}

// ---------------------------------------------------------------- colours

const HEX = {
  Black: '#2d2d33',
  White: '#ffffff',
  Navy: '#1f2a5a',
  Gray: '#8e9299',
  Blue: '#3f6fb5',
  'Light Blue': '#a9cbec',
  Khaki: '#c3b091',
  Olive: '#6b7a3a',
  Pink: '#f08db0',
  Red: '#c62a3f',
  Beige: '#e8dcc4',
  Camel: '#c19a6b',
  Yellow: '#f4c430',
  Gold: '#d4a537',
  Green: '#4f9a5b',
  Bronze: '#b0703c',
  Fair: '#f3d2b8',
  Light: '#e2b48e',
  Clear: '#e4f1f6',
};
const GOLD = '#d9ac3c';

/** Darken (k < 0) or lighten (k > 0) a #rrggbb colour. */
function shade(hex, k) {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    Math.round(k < 0 ? c * (1 + k) : c + (255 - c) * k),
  );
  return `#${ch.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Patterns for the non-solid colour names; each file holds at most one, so one id suffices. */
const PATTERNS = {
  Floral: {
    base: '#f7d6df',
    def:
      '<pattern id="p" width="44" height="44" patternUnits="userSpaceOnUse"><rect width="44" height="44" fill="#2e4a7d"/>' +
      '<g fill="#f3a6bd"><circle cx="11" cy="7" r="4"/><circle cx="11" cy="17" r="4"/><circle cx="6" cy="12" r="4"/><circle cx="16" cy="12" r="4"/></g>' +
      '<g fill="#fff3c2"><circle cx="33" cy="29" r="4"/><circle cx="33" cy="39" r="4"/><circle cx="28" cy="34" r="4"/><circle cx="38" cy="34" r="4"/></g>' +
      '<circle cx="11" cy="12" r="2.5" fill="#f4c430"/><circle cx="33" cy="34" r="2.5" fill="#e0607e"/>' +
      '<g fill="#7fb77e"><ellipse cx="30" cy="10" rx="4" ry="2"/><ellipse cx="12" cy="34" rx="4" ry="2"/></g></pattern>',
    outline: '#1e3157',
  },
  Checkered: {
    def:
      '<pattern id="p" width="28" height="28" patternUnits="userSpaceOnUse"><rect width="28" height="28" fill="#eef2f8"/>' +
      '<g fill="#35578f" opacity=".55"><rect width="14" height="28"/><rect width="28" height="14"/></g></pattern>',
    outline: '#2b4674',
  },
  Striped: {
    def:
      '<pattern id="p" width="20" height="22" patternUnits="userSpaceOnUse"><rect width="20" height="22" fill="#fff"/>' +
      '<rect width="20" height="11" fill="#2f4a8a"/></pattern>',
    outline: '#233a6d',
  },
  Multi: {
    def:
      '<pattern id="p" width="64" height="64" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">' +
      '<rect width="16" height="64" fill="#e8505b"/><rect x="16" width="16" height="64" fill="#f6b43c"/>' +
      '<rect x="32" width="16" height="64" fill="#2fae9a"/><rect x="48" width="16" height="64" fill="#6d5bb5"/></pattern>',
    outline: '#5a4a8a',
  },
};

/** The paint for a colour name: { fill, outline, defs, light } (light: needs dark details). */
function paint(color) {
  const pat = PATTERNS[color];
  if (pat)
    return { fill: 'url(#p)', outline: pat.outline, defs: pat.def, light: color !== 'Floral', accent: GOLD };
  const hex = HEX[color] ?? '#b9a3c9';
  const lum = luminance(hex);
  return {
    fill: hex,
    outline: color === 'White' || color === 'Clear' ? '#a9b0ba' : shade(hex, lum > 0.6 ? -0.3 : -0.35),
    defs: '',
    light: lum > 0.55,
    // Zari (gold) trims, or maroon ones on gold and yellow garments so that they still show.
    accent: color === 'Gold' || color === 'Yellow' ? '#9b2242' : GOLD,
  };
}
function luminance(hex) {
  const n = parseInt(hex.slice(1), 16);
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
}

// ---------------------------------------------------------------- drawing helpers

/** A garment group: body shapes filled with the paint and outlined. */
const body = (P, inner) =>
  `<g fill="${P.fill}" stroke="${P.outline}" stroke-width="3" stroke-linejoin="round">${inner}</g>`;
/** Detail lines drawn over a garment (seams, plackets): darker, translucent. */
const lines = (P, d, w = 3) =>
  `<path d="${d}" fill="none" stroke="${P.light ? '#0003' : '#fff5'}" stroke-width="${w}" stroke-linecap="round"/>`;
/** Translucent shading: shapes in black or white at low opacity. */
const shadow = (d, o = 0.12) => `<path d="${d}" fill="#000" opacity="${o}"/>`;
const dots = (pts, r, fill) =>
  `<g fill="${fill}">${pts.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`).join('')}</g>`;
/** Mirror a list of x,y points about x=200 and join them into a closed symmetric path. */
function sym(half) {
  const left = half.map(([x, y]) => `${x} ${y}`);
  const right = [...half].reverse().map(([x, y]) => `${400 - x} ${y}`);
  return `M${left.join('L')}L${right.join('L')}Z`;
}

// ---------------------------------------------------------------- garments (viewBox 0 0 400 500)

function tshirt(P, { polo = false } = {}) {
  const neck = polo ? '' : lines(P, 'M162 86Q200 118 238 86');
  const collar = polo
    ? body(P, '<path d="M160 84L200 112L186 132L152 98Z"/><path d="M240 84L200 112L214 132L248 98Z"/>') +
      lines(P, 'M200 112V170') +
      dots(
        [
          [200, 132],
          [200, 154],
        ],
        4,
        P.light ? '#0004' : '#fff8',
      )
    : '';
  return (
    body(
      P,
      `<path d="${sym([
        [160, 84],
        [118, 98],
        [70, 158],
        [106, 192],
        [130, 172],
        [130, 420],
      ])}"/>`,
    ) +
    shadow('M130 172L130 200L106 192Z', 0.1) +
    neck +
    lines(P, 'M92 178L118 156M308 178L282 156M134 404H266', 2) +
    collar
  );
}

function shirt(P) {
  return (
    body(
      P,
      `<path d="${sym([
        [166, 82],
        [124, 94],
        [100, 122],
        [80, 330],
        [116, 336],
        [130, 200],
        [130, 404],
      ])}"/>`,
    ) +
    lines(P, 'M82 312L118 318M318 312L282 318M200 112V404M130 200V132M270 200V132', 2) +
    body(P, '<path d="M166 82Q200 70 234 82L200 112Z"/>') +
    shadow('M166 82Q200 70 234 82L200 112Z', 0.18) +
    body(P, '<path d="M166 82L200 112L182 140L154 100Z"/><path d="M234 82L200 112L218 140L246 100Z"/>') +
    body(P, '<path d="M146 176H184V216Q165 224 146 216Z"/>') +
    dots(
      [
        [200, 146],
        [200, 188],
        [200, 230],
        [200, 272],
        [200, 314],
        [200, 356],
      ],
      4.5,
      P.light ? '#0004' : '#fff9',
    )
  );
}

function jacket(P, { style = 'denim' } = {}) {
  const ink = P.light ? '#0004' : '#fff8';
  if (style === 'coat') {
    return (
      body(
        P,
        `<path d="${sym([
          [168, 78],
          [126, 92],
          [102, 124],
          [82, 340],
          [120, 346],
          [136, 196],
          [136, 448],
        ])}"/>`,
      ) +
      shadow('M200 170L200 448L136 448L136 210Z', 0.06) +
      lines(P, 'M84 322L120 328M316 322L280 328M200 170V448', 2) +
      lines(P, 'M136 300H264', 6) +
      body(P, '<path d="M168 80L200 170L162 236L142 120Z"/><path d="M232 80L200 170L238 236L258 120Z"/>') +
      dots(
        [
          [214, 250],
          [214, 300],
          [214, 350],
        ],
        6,
        ink,
      ) +
      lines(P, 'M150 330H182M218 330H250', 3)
    );
  }
  const hem = style === 'denim' ? 392 : 400;
  const outline = body(
    P,
    `<path d="${sym([
      [166, 82],
      [126, 94],
      [102, 124],
      [82, 334],
      [120, 340],
      [136, 200],
      [136, hem],
    ])}"/>`,
  );
  if (style === 'denim') {
    const stitch = (d) =>
      `<path d="${d}" fill="none" stroke="#e0a14a" stroke-width="2" stroke-dasharray="5 4"/>`;
    return (
      outline +
      stitch('M136 366H264M160 226V364M240 226V364M86 312L120 318M314 312L280 318') +
      lines(P, `M200 112V${hem}`, 2) +
      body(P, '<path d="M146 170H186V198L166 208L146 198Z"/><path d="M254 170H214V198L234 208L254 198Z"/>') +
      body(P, '<path d="M166 82Q200 72 234 82L200 116Z"/>') +
      body(P, '<path d="M166 82L200 118L178 152L146 104Z"/><path d="M234 82L200 118L222 152L254 104Z"/>') +
      dots(
        [
          [200, 150],
          [200, 200],
          [200, 250],
          [200, 300],
          [200, 350],
          [166, 196],
          [234, 196],
        ],
        5,
        '#c9a24a',
      )
    );
  }
  const channels = [150, 200, 250, 300]
    .map((y) => `M138 ${y}Q169 ${y + 10} 200 ${y}Q231 ${y + 10} 262 ${y}`)
    .join('');
  const hood =
    style === 'puffer'
      ? body(P, '<path d="M152 98Q146 36 200 32Q254 36 248 98Q200 118 152 98Z"/>') +
        shadow('M168 94Q168 54 200 52Q232 54 232 94Q200 106 168 94Z', 0.28)
      : '';
  const stripes =
    style === 'track'
      ? '<path d="M110 126L90 320M120 130L100 322M290 126L310 320M280 130L300 322" stroke="#fff" stroke-width="4" opacity=".9"/>'
      : '';
  return (
    hood +
    outline +
    stripes +
    (style === 'track'
      ? ''
      : lines(P, `${channels}M106 180L134 186M94 260L132 266M294 180L266 186M306 260L268 266`, 2)) +
    shadow(`M136 ${hem - 30}H264V${hem}H136ZM84 312L120 318L120 340L82 334Z`, 0.16) +
    shadow('M316 312L280 318L280 340L318 334Z', 0.16) +
    lines(P, `M140 ${hem - 20}H260M140 ${hem - 10}H260`, 2) +
    body(P, '<path d="M164 84Q200 100 236 84L236 66Q200 80 164 66Z"/>') +
    `<path d="M200 92V${hem}" stroke="${METAL}" stroke-width="5"/><rect x="194" y="120" width="12" height="22" rx="3" fill="${METAL}"/>`
  );
}

function hoodie(P, { sweater = false, zip = false } = {}) {
  const hood = sweater
    ? ''
    : body(P, '<path d="M150 96Q146 34 200 30Q254 34 250 96Q200 120 150 96Z"/>') +
      shadow('M166 92Q166 52 200 50Q234 52 234 92Q200 106 166 92Z', 0.28);
  return (
    hood +
    body(
      P,
      `<path d="${sym([
        [160, 84],
        [126, 96],
        [104, 126],
        [84, 340],
        [122, 346],
        [136, 200],
        [136, 412],
      ])}"/>`,
    ) +
    (sweater ? lines(P, 'M162 84Q200 112 238 84', 6) : '') +
    lines(P, 'M86 326L122 332M314 326L278 332M138 392H262M138 400H262', 2) +
    (sweater
      ? lines(P, 'M138 384H262M86 318L122 324M314 318L278 324', 2)
      : body(P, '<path d="M154 300H246L258 370H142Z"/>') +
        lines(P, 'M188 104V168M212 104V168', 3) +
        dots(
          [
            [188, 170],
            [212, 170],
          ],
          4,
          P.light ? '#0005' : '#fffa',
        ) +
        (zip
          ? `<path d="M200 100V412" stroke="${METAL}" stroke-width="5"/><rect x="194" y="112" width="12" height="22" rx="3" fill="${METAL}"/>`
          : ''))
  );
}

function trousers(P, { jeans = false, slim = false, jogger = false, kids = false } = {}) {
  const hemOut = slim ? 160 : 128;
  const hemIn = slim ? 194 : 190;
  const top = kids ? 90 : 60;
  const path = `M134 ${top}H266L${400 - hemOut + (slim ? 6 : 8)} 460H${400 - hemIn}L200 ${top + 150}L${hemIn} 460H${hemOut - (slim ? 6 : 8)}Z`;
  let det = lines(P, `M134 ${top + 22}H266`, 2) + lines(P, `M200 ${top + 24}V${top + 120}`, 2);
  if (jeans) {
    det +=
      `<path d="M146 ${top + 24}Q170 ${top + 34} 172 ${top + 60}M254 ${top + 24}Q230 ${top + 34} 228 ${top + 60}M206 ${top + 26}Q208 ${top + 100} 200 ${top + 118}" fill="none" stroke="#e0a14a" stroke-width="2" stroke-dasharray="5 4"/>` +
      dots([[200, top + 12]], 5, '#c9a24a') +
      `<path d="M160 ${top}V${top + 22}M240 ${top}V${top + 22}" stroke="#0003" stroke-width="4"/>`;
  } else if (!jogger) {
    det += lines(
      P,
      `M${(hemOut + 166) / 2} ${top + 40}L${hemOut + 22} 450M${400 - (hemOut + 166) / 2} ${top + 40}L${400 - hemOut - 22} 450`,
      2,
    );
  }
  if (jogger) {
    det +=
      lines(P, `M${hemOut - 2} 438H${hemIn}M${400 - hemIn} 438H${400 - hemOut + 2}`, 3) +
      `<path d="M188 ${top + 12}L180 ${top + 48}M212 ${top + 12}L220 ${top + 48}" stroke="#fff" stroke-width="3"/>` +
      `<path d="M${136} ${top + 30}L${hemOut} 436M${264} ${top + 30}L${400 - hemOut} 436" stroke="#fff" stroke-width="5" opacity=".85"/>`;
  }
  return body(P, `<path d="${path}"/>`) + shadow(`M200 ${top + 150}L${hemIn} 460H${hemIn + 10}Z`, 0.12) + det;
}

function shorts(P) {
  return (
    body(P, '<path d="M124 120H276L300 360H214L200 230L186 360H100Z"/>') +
    lines(
      P,
      'M124 148H276M200 150V226M140 152Q160 160 162 190M260 152Q240 160 238 190M104 340H184M216 340H296',
      2,
    ) +
    '<path d="M188 130L182 168M212 130L218 168" stroke="#fff" stroke-width="3" stroke-linecap="round"/>'
  );
}

function kurta(P, { anarkali = false, set = false, men = false } = {}) {
  const hem = set ? 384 : 452;
  const flare = anarkali ? 92 : men ? 128 : 120;
  const pants = set
    ? body(P, '<path d="M152 370H248L262 468H210L200 400L190 468H138Z"/>') +
      shadow('M152 370H248L262 468H138Z', 0.12)
    : '';
  const skirt = anarkali
    ? `<path d="M148 210Q200 226 252 210L${400 - flare} ${hem}Q200 ${hem + 20} ${flare} ${hem}Z"/>`
    : '';
  const outline = anarkali
    ? sym([
        [170, 78],
        [134, 90],
        [110, 118],
        [96, 250],
        [128, 256],
        [148, 160],
        [148, 210],
      ])
    : sym([
        [170, 78],
        [134, 90],
        [110, 118],
        [96, 250],
        [128, 256],
        [142, 170],
        [138, 300],
        [flare, hem],
      ]);
  const border = anarkali
    ? `<path d="M${flare + 6} ${hem - 14}Q200 ${hem + 6} ${394 - flare} ${hem - 14}" fill="none" stroke="${P.accent}" stroke-width="8"/>` +
      `<path d="M150 212Q200 228 250 212" fill="none" stroke="${P.accent}" stroke-width="5"/>` +
      lines(P, `M170 232L138 ${hem - 16}M200 236V${hem}M230 232L262 ${hem - 16}`, 2)
    : `<path d="M${flare + 3} ${hem - 10}H${397 - flare}" stroke="${P.accent}" stroke-width="6"/>` +
      lines(
        P,
        `M${men ? 132 : 130} ${hem - 70}L${flare + 2} ${hem}M${men ? 268 : 270} ${hem - 70}L${398 - flare} ${hem}`,
        3,
      );
  return (
    pants +
    body(P, `<path d="${outline}"/>${skirt}`) +
    lines(P, 'M98 236L128 242M302 236L272 242', 2) +
    `<path d="M170 78Q200 92 230 78M200 86V${men ? 180 : 150}" fill="none" stroke="${men ? (P.light ? '#0004' : '#fff8') : P.accent}" stroke-width="4"/>` +
    (men
      ? dots(
          [
            [200, 110],
            [200, 136],
            [200, 162],
          ],
          4,
          P.light ? '#0005' : '#fffa',
        )
      : dots(
          [
            [186, 104],
            [214, 104],
            [182, 128],
            [218, 128],
            [186, 152],
            [214, 152],
          ],
          3,
          P.accent,
        )) +
    border
  );
}

function sherwani(P) {
  return (
    body(P, '<path d="M156 420H244L256 472H208L200 440L192 472H144Z"/>') +
    '<path d="M156 420H244L256 472H144Z" fill="#f2ead8" stroke="#b9ad8f" stroke-width="3"/>' +
    body(
      P,
      `<path d="${sym([
        [172, 80],
        [132, 92],
        [108, 122],
        [92, 340],
        [128, 346],
        [140, 196],
        [136, 436],
      ])}"/>`,
    ) +
    `<path d="M172 80Q200 92 228 80V62Q200 54 172 62Z" fill="${P.fill}" stroke="${P.accent}" stroke-width="4"/>` +
    `<path d="M200 90V436M94 322L128 328M306 322L272 328" stroke="${P.accent}" stroke-width="3" fill="none"/>` +
    dots(
      [
        [200, 112],
        [200, 146],
        [200, 180],
        [200, 214],
        [200, 248],
      ],
      5,
      P.accent,
    ) +
    dots(
      [
        [156, 150],
        [244, 150],
        [166, 380],
        [234, 380],
        [180, 300],
        [220, 300],
      ],
      4,
      `${P.accent}99`,
    ) +
    `<path d="M140 424H260" stroke="${P.accent}" stroke-width="6"/>`
  );
}

function dress(P, { maxi = false, kids = false, wrap = false } = {}) {
  const hem = maxi ? 460 : kids ? 400 : 430;
  const w = maxi ? 100 : kids ? 90 : 104;
  const sleeves = kids
    ? body(P, '<path d="M160 86Q120 88 116 132L150 140Z"/><path d="M240 86Q280 88 284 132L250 140Z"/>')
    : '';
  const tiers = maxi
    ? lines(P, 'M140 300Q200 312 260 300M118 380Q200 394 282 380', 3)
    : kids
      ? lines(P, 'M160 230V396M200 232V404M240 230V396M130 320L124 396M270 320L276 396', 2)
      : lines(P, 'M180 210L150 420M220 210L250 420', 2);
  const waist = kids
    ? '<path d="M150 200Q200 214 250 200" fill="none" stroke="#fff" stroke-width="10"/><path d="M200 206L176 188V226ZM200 206L224 188V226Z" fill="#fff" stroke="#0002"/>'
    : `<path d="M150 204Q200 216 250 204" fill="none" stroke="${P.light ? '#0003' : '#fff6'}" stroke-width="6"/>`;
  return (
    sleeves +
    body(
      P,
      `<path d="M160 70L172 70Q176 100 200 110Q224 100 228 70L240 70Q262 130 250 204L${400 - w} ${hem}Q200 ${hem + 18} ${w} ${hem}L150 204Q138 130 160 70Z"/>`,
    ) +
    (wrap ? lines(P, 'M174 80L232 204', 3) : '') +
    tiers +
    waist
  );
}

function frock(P) {
  return dress(P, { kids: true });
}

function top(P, { crop = false } = {}) {
  const hem = crop ? 300 : 360;
  const sleeves = crop
    ? ''
    : body(
        P,
        '<path d="M160 88Q106 86 98 158Q130 176 148 150Z"/><path d="M240 88Q294 86 302 158Q270 176 252 150Z"/>',
      ) + lines(P, 'M104 150Q126 162 146 148M296 150Q274 162 254 148', 2);
  const outline = crop
    ? `M150 76L170 76Q176 124 200 126Q224 124 230 76L250 76Q262 126 276 150L270 ${hem}Q200 ${hem + 10} 130 ${hem}L124 150Q138 126 150 76Z`
    : `M160 86Q178 118 200 120Q222 118 240 86Q256 100 254 150L262 ${hem}Q200 ${hem + 14} 138 ${hem}L146 150Q144 100 160 86Z`;
  const ribs = crop
    ? lines(
        P,
        'M150 140V290M170 134V294M190 136V296M210 136V296M230 134V294M250 140V290M134 280Q200 292 266 280',
        2,
      )
    : '';
  return (
    sleeves +
    body(P, `<path d="${outline}"/>`) +
    ribs +
    (crop ? '' : lines(P, `M140 ${hem - 30}Q200 ${hem - 20} 260 ${hem - 30}`, 2))
  );
}

function saree(P) {
  // A draped saree on an invisible form: blouse, pleated skirt, pallu over the shoulder, gold borders.
  return (
    `<path d="M164 80Q200 94 236 80L262 100L258 160Q200 172 142 160L138 100Z" fill="${GOLD}" stroke="#a9821e" stroke-width="3"/>` +
    body(P, '<path d="M146 200Q200 212 254 200L286 462Q200 478 114 462Z"/>') +
    lines(P, 'M200 212V470M186 212L176 470M214 212L224 470M172 210L154 468', 2) +
    `<path d="M118 448Q200 466 282 448" fill="none" stroke="${GOLD}" stroke-width="10"/>` +
    body(P, '<path d="M152 84L188 72L274 212L300 410L246 412L236 232Z"/>') +
    `<path d="M160 86L248 228M250 412L298 408" fill="none" stroke="${GOLD}" stroke-width="8"/>` +
    dots(
      [
        [220, 180],
        [244, 260],
        [268, 300],
        [258, 360],
        [160, 300],
        [230, 340],
        [140, 400],
        [200, 420],
      ],
      4,
      '#f2d27a',
    )
  );
}

function lehenga(P, { kids = false } = {}) {
  const hemW = kids ? 96 : 76;
  return (
    body(P, '<path d="M160 84Q200 104 240 84L270 104L262 180Q200 192 138 180L130 104Z"/>') +
    `<path d="M162 84Q200 104 238 84" fill="none" stroke="${P.accent}" stroke-width="5"/>` +
    body(P, `<path d="M160 196Q200 206 240 196L${400 - hemW} 440Q200 474 ${hemW} 440Z"/>`) +
    `<path d="M${hemW + 6} 424Q200 456 ${394 - hemW} 424" fill="none" stroke="${P.accent}" stroke-width="14"/>` +
    `<path d="M160 198Q200 210 240 198" fill="none" stroke="${P.accent}" stroke-width="7"/>` +
    lines(P, 'M180 206L150 430M200 208V444M220 206L250 430M166 204L112 420M234 204L288 420', 2) +
    dots(
      [
        [150, 280],
        [200, 300],
        [250, 280],
        [130, 360],
        [176, 370],
        [224, 370],
        [270, 360],
        [200, 240],
      ],
      5,
      P.accent,
    )
  );
}

// ---------------------------------------------------------------- beauty (by name)

const METAL = '#c9b27c';
const CAP = '#2b2b30';

function lipstick(P) {
  return (
    `<path d="M176 230V150Q176 128 224 112V230Z" fill="${P.fill}" stroke="${P.outline}" stroke-width="3"/>` +
    '<path d="M180 226V152Q182 136 196 130V226Z" fill="#fff" opacity=".25"/>' +
    `<rect x="168" y="226" width="64" height="60" rx="4" fill="${METAL}" stroke="#a08a52" stroke-width="3"/>` +
    `<rect x="160" y="284" width="80" height="150" rx="8" fill="${CAP}"/><rect x="172" y="294" width="10" height="130" rx="5" fill="#fff" opacity=".15"/>` +
    `<rect x="160" y="284" width="80" height="14" fill="${METAL}"/>`
  );
}

function liquidLipstick(P) {
  return (
    `<rect x="176" y="200" width="48" height="230" rx="14" fill="${P.fill}" stroke="${P.outline}" stroke-width="3"/>` +
    '<rect x="186" y="214" width="8" height="200" rx="4" fill="#fff" opacity=".35"/>' +
    `<rect x="170" y="70" width="60" height="136" rx="10" fill="${CAP}"/><rect x="170" y="192" width="60" height="14" fill="${METAL}"/>` +
    '<rect x="180" y="82" width="8" height="100" rx="4" fill="#fff" opacity=".15"/>'
  );
}

function kajal(P) {
  return (
    '<g transform="rotate(18 200 260)">' +
    `<rect x="184" y="60" width="32" height="300" rx="6" fill="${P.fill}" stroke="#111" stroke-width="2"/>` +
    '<rect x="190" y="70" width="6" height="280" rx="3" fill="#fff" opacity=".18"/>' +
    `<rect x="180" y="300" width="40" height="20" fill="${METAL}"/>` +
    '<path d="M184 360H216L206 420H194Z" fill="#d8c7a8"/><path d="M194 420H206L200 448Z" fill="#111"/>' +
    '</g>'
  );
}

function dropper(P, clear) {
  const liquid = clear ? '#f6e7b8' : P.fill;
  return (
    '<rect x="186" y="66" width="28" height="70" rx="12" fill="#2b2b30"/>' +
    `<rect x="168" y="130" width="64" height="44" rx="6" fill="${METAL}" stroke="#a08a52" stroke-width="3"/>` +
    '<path d="M150 194Q150 174 172 174H228Q250 174 250 194V420Q250 440 230 440H170Q150 440 150 420Z" fill="#e9f4f8" stroke="#9fb7c2" stroke-width="3" opacity=".95"/>' +
    `<path d="M156 270H244V418Q244 434 228 434H172Q156 434 156 418Z" fill="${liquid}" opacity=".85"/>` +
    '<rect x="158" y="300" width="84" height="70" fill="#fff" opacity=".8"/>' +
    '<rect x="162" y="186" width="10" height="220" rx="5" fill="#fff" opacity=".7"/>' +
    '<path d="M198 176V300" stroke="#9fb7c2" stroke-width="4"/>'
  );
}

function pumpBottle(P) {
  return (
    '<path d="M186 92H244V106H200V128H186Z" fill="#2b2b30"/><rect x="176" y="126" width="48" height="50" rx="6" fill="#2b2b30"/>' +
    `<rect x="150" y="172" width="100" height="266" rx="18" fill="${P.fill}" stroke="${P.outline}" stroke-width="3"/>` +
    '<rect x="162" y="186" width="12" height="236" rx="6" fill="#fff" opacity=".45"/>' +
    '<rect x="170" y="300" width="60" height="60" rx="6" fill="#fff" opacity=".6"/>'
  );
}

function nailPolish(P) {
  return (
    `<rect x="176" y="90" width="48" height="150" rx="8" fill="${CAP}"/><rect x="184" y="100" width="8" height="128" rx="4" fill="#fff" opacity=".15"/>` +
    `<path d="M150 262Q150 236 176 236H224Q250 236 250 262V400Q250 430 220 430H180Q150 430 150 400Z" fill="${P.fill}" stroke="${P.outline}" stroke-width="3"/>` +
    '<rect x="162" y="250" width="12" height="160" rx="6" fill="#fff" opacity=".35"/>'
  );
}

function tube(P) {
  return (
    `<path d="M140 70H260L248 340H152Z" fill="${P.fill}" stroke="${P.outline}" stroke-width="3"/>` +
    '<path d="M140 70H260V84H140Z" fill="#000" opacity=".12"/>' +
    '<path d="M160 150H240L236 250H164Z" fill="#fff" opacity=".6"/>' +
    '<rect x="156" y="96" width="10" height="220" rx="5" fill="#fff" opacity=".3"/>' +
    `<rect x="152" y="336" width="96" height="90" rx="12" fill="${P.light ? '#3a8a4a' : '#f4f4f4'}" stroke="#0002" stroke-width="3"/>` +
    '<rect x="152" y="336" width="96" height="14" fill="#000" opacity=".12"/>'
  );
}

function bottle(P) {
  return (
    '<rect x="170" y="96" width="60" height="56" rx="8" fill="#f4f4f4" stroke="#c5cbd2" stroke-width="3"/>' +
    '<rect x="170" y="96" width="60" height="14" rx="6" fill="#000" opacity=".08"/>' +
    `<path d="M176 150H224V170Q266 178 266 224V414Q266 440 240 440H160Q134 440 134 414V224Q134 178 176 170Z" fill="${P.fill}" stroke="${P.outline}" stroke-width="3" opacity=".92"/>` +
    '<rect x="152" y="270" width="96" height="96" rx="8" fill="#fff" opacity=".75"/>' +
    '<rect x="148" y="204" width="12" height="214" rx="6" fill="#fff" opacity=".35"/>'
  );
}

function jar(P, { gold = false } = {}) {
  const lid = gold ? GOLD : '#f1ece4';
  return (
    `<rect x="118" y="290" width="164" height="130" rx="22" fill="${gold ? '#f7f1e3' : '#fff'}" stroke="#b8bec6" stroke-width="3"/>` +
    `<rect x="112" y="236" width="176" height="60" rx="12" fill="${lid}" stroke="${gold ? '#a9821e' : '#b8bec6'}" stroke-width="3"/>` +
    '<rect x="128" y="246" width="144" height="8" rx="4" fill="#fff" opacity=".5"/>' +
    `<ellipse cx="200" cy="214" rx="56" ry="20" fill="${P.fill}" stroke="${P.outline}" stroke-width="3"/>` +
    '<path d="M170 212Q200 186 214 208" fill="none" stroke="#0001" stroke-width="6" stroke-linecap="round"/>' +
    '<rect x="132" y="310" width="12" height="96" rx="6" fill="#fff" opacity=".8"/>'
  );
}

function perfume(P) {
  return (
    `<rect x="168" y="96" width="64" height="70" rx="8" fill="${METAL}" stroke="#a08a52" stroke-width="3"/>` +
    '<rect x="184" y="164" width="32" height="30" fill="#8d8d96"/>' +
    '<path d="M126 194H274L286 420Q286 440 266 440H134Q114 440 114 420Z" fill="#e3f0f6" stroke="#98b4c2" stroke-width="4" opacity=".95"/>' +
    `<path d="M134 250H266L274 416Q274 428 262 428H138Q126 428 126 416Z" fill="${P.fill === HEX.Clear ? '#cfe6f0' : P.fill}" opacity=".8"/>` +
    '<path d="M140 206L150 420M176 208V300" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".9"/>' +
    '<rect x="168" y="320" width="64" height="50" rx="4" fill="#fff" opacity=".7"/>'
  );
}

function palette() {
  const cols = [
    '#e8b4a0',
    '#c98b6b',
    '#8a5a44',
    '#f2c6d4',
    '#d86a8f',
    '#7b3f61',
    '#f3d36b',
    '#6aa6a0',
    '#3b3f6e',
  ];
  const pans = cols
    .map(
      (c, i) =>
        `<rect x="${128 + (i % 3) * 50}" y="${264 + Math.floor(i / 3) * 50}" width="44" height="44" rx="6" fill="${c}"/>`,
    )
    .join('');
  return (
    '<rect x="110" y="90" width="180" height="150" rx="16" fill="#2b2b30"/><rect x="124" y="104" width="152" height="122" rx="8" fill="#cfd8e3"/>' +
    '<path d="M140 120L180 120L140 180Z" fill="#fff" opacity=".6"/>' +
    `<rect x="110" y="246" width="180" height="176" rx="16" fill="#2b2b30"/>${pans}`
  );
}

function compact(P) {
  return (
    '<circle cx="200" cy="170" r="96" fill="#2b2b30"/><circle cx="200" cy="170" r="80" fill="#d3dde7"/>' +
    '<path d="M150 130Q170 110 196 104" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".7"/>' +
    `<circle cx="200" cy="340" r="96" fill="#2b2b30"/><circle cx="200" cy="340" r="76" fill="${P.fill}" stroke="${P.outline}" stroke-width="3"/>` +
    '<circle cx="200" cy="340" r="50" fill="none" stroke="#fff" stroke-width="3" opacity=".35"/>' +
    '<path d="M196 262V248H204V262Z" fill="#2b2b30"/>'
  );
}

function beauty(P, name, color) {
  const n = name.toLowerCase();
  if (n.includes('liquid lipstick')) return liquidLipstick(P);
  if (n.includes('lipstick')) return lipstick(P);
  if (n.includes('kajal') || n.includes('eyeliner')) return kajal(P);
  if (n.includes('serum') || n.includes('face oil')) return dropper(P, color === 'Clear');
  if (n.includes('foundation')) return pumpBottle(P);
  if (n.includes('nail')) return nailPolish(P);
  if (n.includes('eau de') || n.includes('perfume') || n.includes('parfum')) return perfume(P);
  if (n.includes('palette')) return palette();
  if (n.includes('compact') || n.includes('bronzer') || n.includes('blush')) return compact(P);
  if (n.includes('face wash') || n.includes('sunscreen')) return tube(P);
  if (n.includes('cream')) return jar(P, { gold: n.includes('gold') });
  return bottle(P);
}

// ---------------------------------------------------------------- products

function garment(P, { type = '', name, category }) {
  const t = type.toLowerCase();
  const n = name.toLowerCase();
  const kids = category === 'Kids';
  switch (t) {
    case 't-shirt':
      return tshirt(P, { polo: n.includes('polo') });
    case 'shirt':
      return shirt(P);
    case 'jacket':
      return jacket(P, {
        style: ['track', 'puffer', 'bomber'].find((k) => n.includes(k)) ?? 'denim',
      });
    case 'coat':
      return jacket(P, { style: 'coat' });
    case 'hoodie':
      return hoodie(P, { zip: n.includes('zip') });
    case 'sweater':
      return hoodie(P, { sweater: true });
    case 'jeans':
      return trousers(P, { jeans: true, slim: n.includes('skinny'), kids });
    case 'trousers':
      return trousers(P, { slim: false, kids });
    case 'leggings':
      return trousers(P, { slim: true, jogger: false });
    case 'joggers':
    case 'track pants':
      return trousers(P, { jogger: true, slim: true, kids });
    case 'shorts':
      return shorts(P);
    case 'kurta':
      return kurta(P, { anarkali: n.includes('anarkali'), men: category === 'Men' });
    case 'kurta set':
      return kurta(P, { set: true, men: category !== 'Women' && n.includes('boys') });
    case 'sherwani':
      return sherwani(P);
    case 'dress':
      return dress(P, { maxi: n.includes('maxi'), kids, wrap: n.includes('wrap') });
    case 'frock':
      return frock(P);
    case 'top':
      return top(P, { crop: n.includes('crop') });
    case 'saree':
      return saree(P);
    case 'lehenga':
      return lehenga(P, { kids });
    default:
      return tshirt(P);
  }
}

const BG = {
  Women: ['#fbe8ee', '#fff6f8'],
  Men: ['#e3ecf6', '#f5f9fd'],
  Kids: ['#fdf1d2', '#fffaf0'],
  Beauty: ['#eee6f6', '#faf7fd'],
};

function productSvg(p) {
  const P = paint(p.color);
  const [bg, glow] = BG[p.category] ?? BG.Women;
  const art = p.category === 'Beauty' ? beauty(P, p.name, p.color) : garment(P, p);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500">' +
    (P.defs ? `<defs>${P.defs}</defs>` : '') +
    `<rect width="400" height="500" fill="${bg}"/><circle cx="200" cy="250" r="178" fill="${glow}"/>` +
    '<ellipse cx="200" cy="474" rx="120" ry="12" fill="#000" opacity=".06"/>' +
    art +
    '</svg>'
  );
}

// ---------------------------------------------------------------- category tiles (600 x 750)

/** Place a 400x500 drawing at (x, y) scaled by s, optionally rotated. */
const place = (inner, x, y, s, r = 0) =>
  `<g transform="translate(${x} ${y})${r ? ` rotate(${r} 200 250)` : ''} scale(${s})">${inner}</g>`;

function motif(color) {
  // A small rangoli-like flower used as decoration on the tiles.
  const petals = Array.from(
    { length: 8 },
    (_, i) => `<ellipse cx="0" cy="-18" rx="7" ry="14" transform="rotate(${i * 45})"/>`,
  ).join('');
  return `<g fill="${color}" opacity=".5">${petals}</g><circle r="7" fill="${color}" opacity=".8"/>`;
}

function categoryTile(cat) {
  const P = (c) => paint(c);
  const [bg, glow] = BG[cat];
  const tiles = {
    Women: {
      accent: '#e07a98',
      art:
        place(saree(P('Red')), -10, 160, 0.92, -4) +
        place(kurta(P('Pink'), { anarkali: true }), 220, 150, 0.92, 4),
      defs: '',
    },
    Men: {
      accent: '#6f8fbf',
      art:
        place(trousers(P('Blue'), { jeans: true }), 230, 180, 0.85, 5) +
        place(shirt(P('Light Blue')), 0, 140, 0.95, -4),
      defs: '',
    },
    Kids: {
      accent: '#f0b429',
      art: place(frock(P('Pink')), -10, 200, 0.82, -6) + place(tshirt(P('Yellow')), 230, 190, 0.82, 6),
      defs: '',
    },
    Beauty: {
      accent: '#a57cc9',
      art:
        place(perfume(P('Clear')), 170, 120, 0.8) +
        place(lipstick(P('Red')), 10, 240, 0.8, -10) +
        place(compact(P('Bronze')), 350, 300, 0.62, 8) +
        place(nailPolish(P('Pink')), 250, 390, 0.52, 6),
      defs: '',
    },
  };
  const t = tiles[cat];
  const flowers = [
    [90, 110, 1.1],
    [520, 90, 0.8],
    [540, 660, 1.2],
    [70, 650, 0.7],
  ]
    .map(([x, y, s]) => `<g transform="translate(${x} ${y}) scale(${s})">${motif(t.accent)}</g>`)
    .join('');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750" viewBox="0 0 600 750">' +
    `<rect width="600" height="750" fill="${bg}"/><circle cx="300" cy="390" r="270" fill="${glow}"/>` +
    `<circle cx="300" cy="390" r="290" fill="none" stroke="${t.accent}" stroke-width="2" stroke-dasharray="2 10" stroke-linecap="round" opacity=".6"/>` +
    flowers +
    '<ellipse cx="300" cy="700" rx="230" ry="16" fill="#000" opacity=".06"/>' +
    t.art +
    '</svg>'
  );
}

// ---------------------------------------------------------------- main

/** Drop needless whitespace and trailing zeros so each file stays small. */
const minify = (svg) => svg.replace(/>\s+</g, '><').replace(/\s{2,}/g, ' ');

/** public/ + the product's image path, /assets/products/{id}.svg (as products.ts derives it). */
const productImageFile = (id) => join(OUT_PRODUCTS, `${id}.svg`);

mkdirSync(OUT_PRODUCTS, { recursive: true });
mkdirSync(OUT_CATEGORIES, { recursive: true });
const products = readProducts();
let largest = 0;
for (const p of products) {
  const svg = minify(productSvg(p));
  largest = Math.max(largest, svg.length);
  writeFileSync(productImageFile(p.id), svg);
}
for (const cat of Object.keys(BG)) {
  writeFileSync(join(OUT_CATEGORIES, `${cat.toLowerCase()}.svg`), minify(categoryTile(cat)));
}
console.log(`Wrote ${products.length} product images (largest ${largest} bytes) and 4 category tiles.`);
