// Colour helpers and the palettes a space can be painted with.

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  const out = a.map((c, i) => Math.round(c + ((b[i] ?? c) - c) * amount));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export const lighten = (color: string, amount: number): string => mix(color, '#fffaf2', amount);
/** Shadows lean warm brown rather than grey, which keeps the rooms feeling cosy. */
export const darken = (color: string, amount: number): string => mix(color, '#24170f', amount);

export interface Palette {
  readonly wall: string;
  /** Feature wall, wainscot and kitchen cabinets. */
  readonly accent: string;
  readonly floor: string;
  /** Table tops, shelves, frames. */
  readonly wood: string;
  /** Legs, lamp arms, window frames. */
  readonly metal: string;
  readonly seat: readonly string[];
  /** Rugs, cushions, curtains. */
  readonly textile: readonly string[];
  readonly leaf: readonly string[];
  readonly pot: readonly string[];
  readonly art: readonly string[];
  readonly lamp: string;
}

export const PALETTES: readonly Palette[] = [
  {
    // Terracotta and cream.
    wall: '#efe4d2',
    accent: '#c8704b',
    floor: '#b98a5e',
    wood: '#cf9f6a',
    metal: '#2f2a26',
    seat: ['#c8704b', '#8f9f7e', '#e0b458'],
    textile: ['#d9a07a', '#f6ecdc', '#a8553a'],
    leaf: ['#5f7f4f', '#7a9a5c', '#46663f'],
    pot: ['#c8704b', '#f3eadb', '#8a5a3c'],
    art: ['#c8704b', '#e0b458', '#8f9f7e', '#2f3e5c'],
    lamp: '#e0b458',
  },
  {
    // Sage and oak.
    wall: '#e1e6d6',
    accent: '#8c9c7a',
    floor: '#c29869',
    wood: '#d4ab75',
    metal: '#3a3a34',
    seat: ['#e0a93f', '#f0e4cf', '#b85f42'],
    textile: ['#e8d9bd', '#b85f42', '#8c9c7a'],
    leaf: ['#54794a', '#6f9458', '#3f5f3b'],
    pot: ['#f3eadb', '#b85f42', '#6d7a5e'],
    art: ['#b85f42', '#e0a93f', '#54794a', '#f0e4cf'],
    lamp: '#f0e4cf',
  },
  {
    // Navy and mustard.
    wall: '#f1e9da',
    accent: '#2f3e5c',
    floor: '#a97c53',
    wood: '#c9975f',
    metal: '#22252b',
    seat: ['#d9a441', '#2f3e5c', '#c8704b'],
    textile: ['#d9a441', '#f1e9da', '#2f3e5c'],
    leaf: ['#4f7a52', '#6c9460', '#3d5e40'],
    pot: ['#f1e9da', '#2f3e5c', '#d9a441'],
    art: ['#d9a441', '#2f3e5c', '#c8704b', '#e9d8b8'],
    lamp: '#d9a441',
  },
  {
    // Blush and olive.
    wall: '#f2dfd2',
    accent: '#b9674c',
    floor: '#c49b6d',
    wood: '#bb8859',
    metal: '#3b332d',
    seat: ['#7d8450', '#e3c08a', '#b9674c'],
    textile: ['#e3c08a', '#f7ece3', '#7d8450'],
    leaf: ['#5c7d4a', '#7c9a5a', '#45633c'],
    pot: ['#b9674c', '#f7ece3', '#7d8450'],
    art: ['#b9674c', '#7d8450', '#e3c08a', '#33405a'],
    lamp: '#7d8450',
  },
  {
    // Teal and rust.
    wall: '#ebe3d5',
    accent: '#3f6b68',
    floor: '#9a704e',
    wood: '#b07d52',
    metal: '#26302f',
    seat: ['#c56a3f', '#3f6b68', '#e7c07a'],
    textile: ['#c56a3f', '#efe5d4', '#e7c07a'],
    leaf: ['#4d7a4f', '#6b955c', '#3a5c3d'],
    pot: ['#efe5d4', '#c56a3f', '#3f6b68'],
    art: ['#c56a3f', '#3f6b68', '#e7c07a', '#efe5d4'],
    lamp: '#c56a3f',
  },
  {
    // Mustard and charcoal.
    wall: '#f4e8cc',
    accent: '#d49a3a',
    floor: '#b3895e',
    wood: '#cd9e6b',
    metal: '#2d2f36',
    seat: ['#3b4252', '#8c9c7a', '#c8704b'],
    textile: ['#c8704b', '#f7efdc', '#3b4252'],
    leaf: ['#557b4c', '#739a5d', '#40623e'],
    pot: ['#f7efdc', '#3b4252', '#c8704b'],
    art: ['#d49a3a', '#3b4252', '#c8704b', '#8c9c7a'],
    lamp: '#3b4252',
  },
];
