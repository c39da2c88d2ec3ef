// Draws the home page's original placeholder artwork (door scenes, gallery thumbnails, video
// poster) as small SVG files in public/images/home/. Real photos replace them: drop them in
// that folder and edit content/projects.json. Run: npx tsx scripts/assets/home-art.ts (the brand
// colours come from tailwind.config.ts). The other colours here are the drawing's own
// (stucco, roof tiles, palms, sky), artwork rather than interface, like the SVG files it writes.
import { mkdir, writeFile } from 'node:fs/promises';
import { emergency, gold, navy, white } from '../../tailwind.config';

const W = 480;
const H = 360;
const door = { x: 120, y: 176, w: 240, h: 150 };

type DoorStyle = 'raised' | 'flush' | 'carriage' | 'rollup';
type SceneState = 'before' | 'during' | 'after';
interface DoorColours {
  color: string;
  accent: string;
}
interface Scene extends DoorColours {
  wall: string;
  roof: string;
  style: DoorStyle;
  state: SceneState;
  sky?: [string, string];
  palmSide?: 1 | -1;
}

function palm(x: number, flip = 1) {
  const f = (dx: number, dy: number) => `${x + dx * flip},${dy}`;
  return `<path d="M${f(0, 330)} Q${f(-6, 250)} ${f(8, 170)}" stroke="#8a6a43" stroke-width="9" fill="none"/>
<g fill="#2f7d4a"><path d="M${f(8, 170)} Q${f(-40, 150)} ${f(-62, 186)} Q${f(-30, 162)} ${f(8, 172)}Z"/><path d="M${f(8, 170)} Q${f(50, 146)} ${f(74, 180)} Q${f(40, 160)} ${f(8, 172)}Z"/><path d="M${f(8, 170)} Q${f(-10, 128)} ${f(-44, 132)} Q${f(-12, 140)} ${f(8, 172)}Z"/><path d="M${f(8, 170)} Q${f(30, 124)} ${f(62, 130)} Q${f(26, 142)} ${f(8, 172)}Z"/></g>`;
}

function panels(style: DoorStyle, color: string, accent: string) {
  const { x, y, w, h } = door;
  let s = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${color}"/>`;
  const rows = style === 'rollup' ? 14 : 4;
  for (let r = 1; r < rows; r++)
    s += `<path d="M${x} ${y + (h / rows) * r}h${w}" stroke="${accent}" stroke-width="${style === 'rollup' ? 1.5 : 2.5}"/>`;
  if (style === 'raised') {
    for (let r = 1; r < 4; r++)
      for (let c = 0; c < 6; c++)
        s += `<rect x="${x + 8 + c * 38.5}" y="${y + 7 + r * 37.5}" width="31" height="24" rx="2" fill="none" stroke="${accent}" stroke-width="2"/>`;
  }
  if (style === 'carriage') {
    for (let c = 1; c < 12; c++) s += `<path d="M${x + c * 20} ${y + 38}v${h - 38}" stroke="${accent}" stroke-width="1.5" opacity=".6"/>`;
    s += `<path d="M${x + w / 2} ${y}v${h}" stroke="${accent}" stroke-width="3"/><circle cx="${x + w / 2 - 14}" cy="${y + 95}" r="4" fill="#1d1d1d"/><circle cx="${x + w / 2 + 14}" cy="${y + 95}" r="4" fill="#1d1d1d"/>`;
  }
  if (style !== 'rollup')
    for (let c = 0; c < 4; c++)
      s += `<rect x="${x + 14 + c * 57}" y="${y + 8}" width="42" height="22" rx="2" fill="#a9c8e8" stroke="${accent}" stroke-width="2"/>`;
  return s;
}

function scene({ wall, roof, style, color, accent, state, sky = ['#9fd3f5', '#e8f6ff'], palmSide = 1 }: Scene) {
  const { x, y, w, h } = door;
  let body = `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#s)"/><circle cx="${palmSide > 0 ? 410 : 70}" cy="58" r="26" fill="#ffe08a"/>
<rect y="318" width="${W}" height="42" fill="#7cbf6b"/><path d="M${x - 10} 360 L${x + 6} 326 H${x + w - 6} L${x + w + 10} 360Z" fill="#c9ccd1"/>
<path d="M60 150 L240 66 L420 150Z" fill="${roof}"/><rect x="80" y="148" width="320" height="178" fill="${wall}"/>
<rect x="${x - 8}" y="${y - 8}" width="${w + 16}" height="${h + 8}" fill="#f4f1ea"/>`;
  if (state === 'during') {
    body += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#3b3f46"/><path d="M${x + 10} ${y + 14}h${w - 20}" stroke="#b7bcc4" stroke-width="6"/><path d="M${x + 40} ${y + 14}l10 -6 10 12 10 -12 10 12 10 -12 10 6M${x + 140} ${y + 14}l10 -6 10 12 10 -12 10 12 10 -12 10 6" stroke="${gold[400]}" stroke-width="3" fill="none"/>`;
    body += `<g transform="translate(0 ${-h * 0.55})"><clipPath id="c"><rect x="${x}" y="${y + h * 0.55}" width="${w}" height="${h}"/></clipPath><g clip-path="url(#c)">${panels(style, color, accent)}</g></g>`;
    body += `<path d="M${x + w - 62} 326 L${x + w - 40} 206 M${x + w - 18} 326 L${x + w - 40} 206" stroke="#d1a33b" stroke-width="5"/><path d="M${x + w - 56} 300h32M${x + w - 52} 276h24M${x + w - 48} 252h16" stroke="#d1a33b" stroke-width="4"/>`;
    body += `<g><circle cx="${x + 80}" cy="250" r="12" fill="#c98f6a"/><path d="M${x + 66} 246 q14 -16 28 0z" fill="${gold[400]}"/><rect x="${x + 64}" y="264" width="32" height="48" rx="10" fill="${navy[800]}"/><rect x="${x + 66}" y="308" width="11" height="18" fill="${navy[900]}"/><rect x="${x + 83}" y="308" width="11" height="18" fill="${navy[900]}"/></g><rect x="${x + 110}" y="306" width="36" height="20" rx="3" fill="${emergency[600]}"/><path d="M${x + 120} 306v-6h16v6" stroke="#1d1d1d" stroke-width="3" fill="none"/>`;
  } else if (state === 'before') {
    body += `<g transform="rotate(2.4 ${x} ${y + h})">${panels(style, color, accent)}</g>`;
    body += `<g fill="#000" opacity=".16"><ellipse cx="${x + 70}" cy="${y + 92}" rx="26" ry="12"/><ellipse cx="${x + 170}" cy="${y + 62}" rx="20" ry="9"/></g>`;
    body += `<g stroke="#8a4b1c" stroke-width="3" opacity=".55"><path d="M${x + 30} ${y + 40}v40M${x + 96} ${y + 50}v60M${x + 150} ${y + 30}v36M${x + 212} ${y + 60}v54"/></g><path d="M${x} ${y + h} l20 -6 14 6 18 -8 22 8 30 -5 20 5" stroke="#3b3b3b" stroke-width="4" fill="none"/>`;
  } else {
    body += panels(style, color, accent);
    body += `<g fill="#3f8f4f"><circle cx="${x - 30}" cy="318" r="16"/><circle cx="${x - 12}" cy="322" r="12"/><circle cx="${x + w + 28}" cy="318" r="16"/><circle cx="${x + w + 12}" cy="322" r="12"/></g><circle cx="${x - 28}" cy="310" r="3" fill="#f28ab2"/><circle cx="${x + w + 30}" cy="311" r="3" fill="#f28ab2"/>`;
  }
  body += `<rect x="${x - 40}" y="${y - 6}" width="10" height="14" fill="#fbe7a1" stroke="#555" stroke-width="1.5"/>`;
  body += palm(palmSide > 0 ? 440 : 40, palmSide);
  return body;
}

function commercial({ state }: { state: SceneState }) {
  let s = `<rect width="${W}" height="${H}" fill="#bfe3f7"/><rect y="300" width="${W}" height="60" fill="#a7abb2"/><rect x="20" y="110" width="440" height="200" fill="#dfe5ec"/><rect x="20" y="96" width="440" height="18" fill="${navy[800]}"/>`;
  for (let i = 0; i < 3; i++) {
    const x = 44 + i * 142;
    s += `<rect x="${x}" y="150" width="108" height="150" fill="#9aa3ad"/>`;
    for (let r = 0; r < 20; r++) s += `<path d="M${x} ${155 + r * 7.3}h108" stroke="#7b848f" stroke-width="1.6"/>`;
    s += `<rect x="${x + 44}" y="136" width="20" height="8" fill="${gold[400]}"/>`;
  }
  s += `<path d="M0 330 Q120 318 240 330 T480 330 V360 H0Z" fill="#2a7fb8"/>`;
  return state ? s : s;
}

const svg = (inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${inner}</svg>\n`;
// The video poster is 16:9 like the player it stands in for: the scene, widened with night sky.
const wideSvg = (inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-80 0 640 360" width="640" height="360"><rect x="-80" width="640" height="360" fill="#0f2147"/><rect x="-80" y="318" width="640" height="42" fill="#7cbf6b"/>${inner}</svg>\n`;

const projects: Record<string, Omit<Scene, 'state'>> = {
  venice: { wall: '#f3e2c7', roof: '#b5523b', style: 'raised', color: '#e9dcc2', accent: '#b8a582' },
  lakewood: { wall: '#e6ece9', roof: '#5d6b78', style: 'flush', color: '#f7f7f5', accent: '#c5cacf', palmSide: -1 },
  siesta: { wall: '#d9eef0', roof: '#e7e3da', style: 'carriage', color: '#3e4a57', accent: '#25303b' },
};
const afterOverrides: Record<string, DoorColours> = {
  venice: { color: white, accent: '#c9ced6' },
  siesta: { color: '#33404d', accent: '#1f2a35' },
};
const beforeOverrides: Record<string, DoorColours> = { siesta: { color: '#6a6157', accent: '#4f463d' } };

const files: Record<string, string> = {};
for (const [name, base] of Object.entries(projects)) {
  files[`${name}-before`] = scene({ ...base, ...beforeOverrides[name], state: 'before' });
  files[`${name}-during`] = scene({ ...base, ...afterOverrides[name], state: 'during' });
  files[`${name}-after`] = scene({ ...base, ...afterOverrides[name], state: 'after' });
}
files['gallery-north-port'] = scene({ wall: '#f1ede4', roof: '#7b8794', style: 'flush', color: white, accent: '#cfd4da', state: 'after' });
files['gallery-bradenton'] = scene({
  wall: '#fbe3d3',
  roof: '#a4483a',
  style: 'raised',
  color: '#f4efe6',
  accent: '#c2b59c',
  state: 'after',
  palmSide: -1,
});
files['gallery-nokomis'] = scene({
  wall: '#eef1e4',
  roof: '#6c5a49',
  style: 'carriage',
  color: '#9a6a3f',
  accent: '#6e4726',
  state: 'after',
});
files['gallery-osprey'] = scene({
  wall: '#e3eef7',
  roof: '#5a6f86',
  style: 'raised',
  color: white,
  accent: '#c4ccd6',
  state: 'during',
  palmSide: -1,
});
files['gallery-englewood'] = commercial({ state: 'after' });
files['gallery-palmetto'] = scene({
  wall: '#e9e6f0',
  roof: '#404a58',
  style: 'flush',
  color: '#5b6573',
  accent: '#3f4855',
  state: 'after',
  sky: ['#f6c28b', '#fde9d0'],
});
files['video-poster'] = scene({
  wall: navy[600],
  roof: navy[900],
  style: 'raised',
  color: gold[400],
  accent: gold[600],
  state: 'after',
  sky: ['#0f2147', '#0f2147'],
});

async function main(): Promise<void> {
  await mkdir('public/images/home', { recursive: true });
  for (const [name, inner] of Object.entries(files))
    await writeFile(`public/images/home/${name}.svg`, name === 'video-poster' ? wideSvg(inner) : svg(inner));
  console.log(`Wrote ${Object.keys(files).length} images to public/images/home/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
