// A tiny one-point-perspective renderer. The camera always looks straight at the back wall (+z), so
// every face is a plain SVG polygon and the pictures get the calm, frontal look of interior photos.
import { darken, lighten, type Palette } from './color';
import { type Rng } from './random';

export interface Vec3 {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Camera extends Vec3 {
  /** Focal length in pixels. */
  readonly focal: number;
  /** Where the vanishing point lands on screen; moving it is a lens shift, not a rotation. */
  readonly vx: number;
  readonly vy: number;
}

/** Axis-aligned box in metres: x across, y up, z away from the camera. */
export interface Box {
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
  readonly z0: number;
  readonly z1: number;
}

export interface Solid {
  readonly box: Box;
  readonly color: string;
}

/** Anything closer to the lens than this is dropped rather than projected to infinity. */
export const NEAR_CLIP = 0.45;

export const v3 = (x: number, y: number, z: number): Vec3 => ({ x, y, z });
export const fmt = (n: number): string => (Math.round(n * 10) / 10).toString();

export function project(cam: Camera, p: Vec3): Point {
  const depth = Math.max(p.z - cam.z, 0.01);
  return { x: cam.vx + (cam.focal * (p.x - cam.x)) / depth, y: cam.vy - (cam.focal * (p.y - cam.y)) / depth };
}

/** Pixels per metre at a given depth, for flat "billboard" shapes such as plants and mugs. */
export function scaleAt(cam: Camera, z: number): number {
  return cam.focal / Math.max(z - cam.z, 0.01);
}

export function poly(cam: Camera, points: readonly Vec3[], fill: string, extra = ''): string {
  const coords = points.map((p) => {
    const q = project(cam, p);
    return `${fmt(q.x)},${fmt(q.y)}`;
  });
  return `<polygon points="${coords.join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function polyline(
  cam: Camera,
  points: readonly Vec3[],
  stroke: string,
  width: number,
  extra = '',
): string {
  const coords = points.map((p) => {
    const q = project(cam, p);
    return `${fmt(q.x)},${fmt(q.y)}`;
  });
  return `<polyline points="${coords.join(' ')}" fill="none" stroke="${stroke}" stroke-width="${fmt(width)}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ''}/>`;
}

/** Visible faces only; light comes from the left-hand windows, so left faces are lighter than right ones. */
export function boxSvg(cam: Camera, b: Box, color: string): string {
  const { x0, x1, y0, y1, z0, z1 } = b;
  const faces: string[] = [];
  if (cam.y > y1)
    faces.push(
      poly(cam, [v3(x0, y1, z0), v3(x1, y1, z0), v3(x1, y1, z1), v3(x0, y1, z1)], lighten(color, 0.16)),
    );
  if (cam.y < y0)
    faces.push(
      poly(cam, [v3(x0, y0, z0), v3(x1, y0, z0), v3(x1, y0, z1), v3(x0, y0, z1)], darken(color, 0.28)),
    );
  if (cam.x < x0)
    faces.push(
      poly(cam, [v3(x0, y0, z0), v3(x0, y0, z1), v3(x0, y1, z1), v3(x0, y1, z0)], darken(color, 0.06)),
    );
  if (cam.x > x1)
    faces.push(
      poly(cam, [v3(x1, y0, z0), v3(x1, y0, z1), v3(x1, y1, z1), v3(x1, y1, z0)], darken(color, 0.18)),
    );
  faces.push(poly(cam, [v3(x0, y0, z0), v3(x1, y0, z0), v3(x1, y1, z0), v3(x0, y1, z0)], color));
  return faces.join('');
}

/** Squared distance from the lens to a box's centre, for painter's ordering. */
export function distanceTo(cam: Camera, b: Box): number {
  const dx = (b.x0 + b.x1) / 2 - cam.x;
  const dy = (b.y0 + b.y1) / 2 - cam.y;
  const dz = (b.z0 + b.z1) / 2 - cam.z;
  return dx * dx + dy * dy + dz * dz;
}

/** Painter's order inside one piece of furniture: supports (legs) first, then the rest far to near. */
export function solidsSvg(cam: Camera, parts: readonly Solid[], supports: readonly Solid[] = []): string {
  const farFirst = (list: readonly Solid[]): Solid[] =>
    [...list].sort((a, b) => distanceTo(cam, b.box) - distanceTo(cam, a.box));
  return [...farFirst(supports), ...farFirst(parts)].map((s) => boxSvg(cam, s.box, s.color)).join('');
}

/** Collects the layers of one picture and serialises them back to front. */
export class Scene {
  private readonly defs: string[] = [];
  private readonly shared = new Map<string, string>();
  private readonly backdrop: string[] = [];
  private readonly items: { depth: number; svg: string }[] = [];
  private readonly overlay: string[] = [];
  private counter = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly cam: Camera,
  ) {}

  uid(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  def(svg: string): void {
    this.defs.push(svg);
  }

  /** Defines something once per picture (a gradient reused by every monitor, say) and returns its id. */
  sharedDef(key: string, build: (id: string) => string): string {
    const existing = this.shared.get(key);
    if (existing) return existing;
    const id = this.uid(key);
    this.shared.set(key, id);
    this.def(build(id));
    return id;
  }

  /** Walls, things hung on them and floor decals: always behind the furniture. */
  back(svg: string): void {
    this.backdrop.push(svg);
  }

  /** Furniture, sorted far to near; skipped when any part would sit behind the lens. */
  item(depth: number, nearestZ: number, svg: string): void {
    if (nearestZ - this.cam.z < NEAR_CLIP) return;
    this.items.push({ depth, svg });
  }

  /** Light and atmosphere painted over everything. */
  front(svg: string): void {
    this.overlay.push(svg);
  }

  toSvg(background: string): string {
    const items = [...this.items].sort((a, b) => b.depth - a.depth).map((i) => i.svg);
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">`,
      `<defs>${this.defs.join('')}</defs>`,
      `<rect width="100%" height="100%" fill="${background}"/>`,
      ...this.backdrop,
      ...items,
      ...this.overlay,
      '</svg>',
    ].join('');
  }
}

/** Everything a drawing helper needs about the picture being made. */
export interface Ctx {
  readonly scene: Scene;
  readonly cam: Camera;
  readonly pal: Palette;
  readonly rng: Rng;
  /** natural_light spaces get bigger windows, brighter skies and stronger sun patches. */
  readonly bright: boolean;
}

export type WallSide = 'back' | 'left' | 'right';

/** A vertical plane: the back wall sits at z = at, side walls at x = at. */
export interface Plane {
  readonly side: WallSide;
  readonly at: number;
}

/** u runs along the wall (x on the back wall, z on side walls), v is height, d is how far it stands out. */
export function onPlane(plane: Plane, u: number, v: number, d = 0): Vec3 {
  switch (plane.side) {
    case 'back':
      return v3(u, v, plane.at - d);
    case 'left':
      return v3(plane.at + d, v, u);
    case 'right':
      return v3(plane.at - d, v, u);
  }
}

export function planeRect(plane: Plane, u0: number, u1: number, v0: number, v1: number, d = 0): Vec3[] {
  return [
    onPlane(plane, u0, v0, d),
    onPlane(plane, u1, v0, d),
    onPlane(plane, u1, v1, d),
    onPlane(plane, u0, v1, d),
  ];
}

export function planeBox(
  plane: Plane,
  u0: number,
  u1: number,
  v0: number,
  v1: number,
  d0: number,
  d1: number,
): Box {
  const a = onPlane(plane, u0, v0, d0);
  const b = onPlane(plane, u1, v1, d1);
  return {
    x0: Math.min(a.x, b.x),
    x1: Math.max(a.x, b.x),
    y0: Math.min(a.y, b.y),
    y1: Math.max(a.y, b.y),
    z0: Math.min(a.z, b.z),
    z1: Math.max(a.z, b.z),
  };
}

export type Facing = 'south' | 'north' | 'east' | 'west';

/**
 * Places a box given in a piece of furniture's own frame (a across, b towards its back) in the room.
 * "south" faces the camera.
 */
export function orient(
  ox: number,
  oz: number,
  facing: Facing,
  a0: number,
  a1: number,
  y0: number,
  y1: number,
  b0: number,
  b1: number,
): Box {
  const map = (a: number, b: number): [number, number] => {
    switch (facing) {
      case 'south':
        return [ox + a, oz + b];
      case 'north':
        return [ox - a, oz - b];
      case 'east':
        return [ox - b, oz + a];
      case 'west':
        return [ox + b, oz - a];
    }
  };
  const [xa, za] = map(a0, b0);
  const [xb, zb] = map(a1, b1);
  return { x0: Math.min(xa, xb), x1: Math.max(xa, xb), y0, y1, z0: Math.min(za, zb), z1: Math.max(za, zb) };
}
