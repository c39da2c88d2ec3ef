// Renders the default social-sharing image (public/images/og-default.png, 1200x630) from SVG.
// The PNG is committed; run `npx tsx scripts/assets/og-image.ts` after changing the artwork or the
// brand colours (it takes them from tailwind.config.ts). It names no business, phone or offer, so
// changing content/business.json never leaves it out of date.
import sharp from 'sharp';
import { gold, navy, white } from '../../tailwind.config';

const font = "font-family=\"'Liberation Sans', 'DejaVu Sans', Arial, sans-serif\"";

const doorPanels = Array.from({ length: 4 }, (_, row) =>
  Array.from(
    { length: 4 },
    (_, col) =>
      `<rect x="${812 + col * 66}" y="${352 + row * 52}" width="56" height="40" rx="4" fill="none" stroke="${navy[700]}" stroke-width="3"/>`,
  ).join(''),
).join('');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${navy[900]}"/><stop offset="1" stop-color="${navy[950]}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#sky)"/>
  <circle cx="1080" cy="120" r="70" fill="${gold[400]}" opacity="0.9"/>
  <rect x="0" y="590" width="1200" height="40" fill="${gold[400]}"/>
  <g>
    <path d="M760 300 L940 190 L1120 300 Z" fill="${gold[400]}"/>
    <rect x="780" y="300" width="320" height="290" fill="${navy[50]}"/>
    <rect x="800" y="340" width="280" height="250" fill="${white}" stroke="${navy[700]}" stroke-width="4"/>
    ${doorPanels}
    <rect x="925" y="560" width="30" height="8" rx="3" fill="${navy[700]}"/>
  </g>
  <g fill="none" stroke="${gold[300]}" stroke-width="10" stroke-linecap="round">
    <path d="M712 590 C 704 500 712 430 730 370"/>
    <path d="M730 370 C 705 345 680 345 655 365"/><path d="M730 370 C 712 335 688 325 665 330"/>
    <path d="M730 370 C 752 340 772 335 790 342"/><path d="M730 370 C 758 368 772 385 778 405"/>
  </g>
  <text x="72" y="120" ${font} font-size="26" font-weight="700" letter-spacing="3" fill="${gold[400]}">SOUTHWEST FLORIDA · SPRING HILL TO NAPLES</text>
  <text ${font} font-weight="700" font-size="66" fill="${white}"><tspan x="72" y="215">Garage Door Repair</tspan><tspan x="72" y="292">&amp; Installation</tspan></text>
  <text ${font} font-size="30" fill="${navy[100]}"><tspan x="72" y="366">Same-day service · 24/7 emergencies</tspan><tspan x="72" y="408">Hurricane-rated doors · Salt-air repairs</tspan></text>
  <rect x="72" y="458" width="470" height="64" rx="32" fill="${gold[400]}"/>
  <text x="307" y="500" text-anchor="middle" ${font} font-size="26" font-weight="700" fill="${navy[950]}">Licensed, insured &amp; family-owned</text>
</svg>`;

void sharp(Buffer.from(svg))
  .png({ compressionLevel: 9, palette: true })
  .toFile('public/images/og-default.png')
  .then(() => console.log('Wrote public/images/og-default.png (1200x630)'));
