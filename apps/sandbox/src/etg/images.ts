import type { FastifyInstance } from 'fastify';
import { intBetween, mulberry32, pick, type Random } from './catalogue/random.ts';

const SIZES = new Set([
  '100x100',
  '120x120',
  '170x154',
  '200x200',
  '240x240',
  '640x400',
  '1024x768',
  '1080x1920',
  'x220',
  'x500',
]);

const SKIES = [
  ['#1e3c72', '#f7b267'],
  ['#2b5876', '#a8e0ff'],
  ['#355c7d', '#f8b195'],
  ['#0f2027', '#6dd5ed'],
  ['#614385', '#f3a683'],
];

const WALLS = ['#f4e9dc', '#e8eef2', '#efe6f2', '#e9f0e4', '#f6efe2'];
const ACCENTS = ['#c06c84', '#3d84a8', '#6c5b7b', '#2a9d8f', '#e76f51'];

function dimensions(size: string): { width: number; height: number } {
  const [w, h] = size.split('x').map(Number);
  const height = h ?? 768;
  return { width: w || Math.round(height * 1.5), height };
}

function landscape(random: Random): string {
  const [top, bottom] = pick(random, SKIES);
  const ridge = (base: number) =>
    Array.from({ length: 9 }, (_, i) => `${i * 128},${base - intBetween(random, 0, 160)}`).join(' ');
  const windows = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="${380 + (i % 4) * 70}" y="${430 + Math.floor(i / 4) * 80}" width="40" height="50" fill="#ffe8a3" opacity="${(0.5 + random() / 2).toFixed(2)}"/>`,
  ).join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient><radialGradient id="sun"><stop offset="0" stop-color="#fff6d5"/><stop offset="1" stop-color="#ffd27f" stop-opacity="0"/></radialGradient></defs>
<rect width="1024" height="768" fill="url(#sky)"/><circle cx="${intBetween(random, 150, 870)}" cy="${intBetween(random, 120, 260)}" r="130" fill="url(#sun)"/>
<polygon points="0,768 ${ridge(520)} 1024,768" fill="#4a6670" opacity="0.7"/><polygon points="0,768 ${ridge(640)} 1024,768" fill="#2f4858"/>
<rect x="350" y="400" width="320" height="368" fill="#f1ede6"/>${windows}<rect x="490" y="680" width="50" height="88" fill="#6b4f3a"/>`;
}

function room(random: Random): string {
  const wall = pick(random, WALLS);
  const accent = pick(random, ACCENTS);
  return `<defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="#d9cbb8"/></linearGradient><linearGradient id="glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec5fc"/><stop offset="1" stop-color="#e0c3fc"/></linearGradient></defs>
<rect width="1024" height="768" fill="url(#wall)"/><rect y="560" width="1024" height="208" fill="#b08968"/>
<rect x="${intBetween(random, 80, 160)}" y="120" width="260" height="300" rx="6" fill="url(#glass)" stroke="#fff" stroke-width="12"/>
<rect x="460" y="380" width="420" height="70" rx="20" fill="${accent}"/><rect x="440" y="440" width="460" height="150" rx="16" fill="#fdfcfb"/>
<rect x="480" y="400" width="120" height="60" rx="24" fill="#fff"/><rect x="740" y="400" width="120" height="60" rx="24" fill="#fff"/>
<rect x="440" y="520" width="460" height="70" rx="12" fill="${accent}" opacity="0.8"/><circle cx="940" cy="430" r="26" fill="#ffe8a3"/>`;
}

export function renderImage(hid: number, n: number, size: string): string {
  const { width, height } = dimensions(size);
  const random = mulberry32(hid * 1000 + n);
  const scene = n >= 100 ? room(random) : landscape(random);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1024 768" preserveAspectRatio="xMidYMid slice">${scene}</svg>`;
}

export function registerImageRoute(app: FastifyInstance): void {
  app.get<{ Params: { size: string; file: string } }>('/images/:size/:file', async (request, reply) => {
    const match = /^(\d+)-(\d+)\.svg$/.exec(request.params.file);
    if (!SIZES.has(request.params.size) || !match) return reply.code(404).send({ error: 'not_found' });
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(renderImage(Number(match[1]), Number(match[2]), request.params.size));
  });
}
