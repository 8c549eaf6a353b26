// Small things drawn as flat shapes scaled by depth: plants, lamps, mugs. Flat "billboards" read better
// than boxes for round objects and stay cheap to compress.
import { darken, lighten } from './color';
import { type Rng } from './random';
import { boxSvg, fmt, poly, polyline, project, scaleAt, v3, type Camera, type Ctx, type Vec3 } from './scene';

export type PlantKind = 'bush' | 'snake' | 'tree' | 'trailing';

export interface PlantLook {
  readonly kind: PlantKind;
  /** Total height in metres, pot included. */
  readonly height: number;
  readonly pot: string;
  readonly leaves: readonly string[];
}

const ellipse = (cx: number, cy: number, rx: number, ry: number, angle: number, fill: string): string =>
  `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(rx)}" ry="${fmt(ry)}" transform="rotate(${fmt(angle)} ${fmt(cx)} ${fmt(cy)})" fill="${fill}"/>`;

function pot(x: number, y: number, s: number, potHeight: number, color: string): string {
  const top = potHeight * 0.6 * s;
  const bottom = potHeight * 0.45 * s;
  const h = potHeight * s;
  return (
    `<path d="M${fmt(x - top)} ${fmt(y - h)}L${fmt(x + top)} ${fmt(y - h)}L${fmt(x + bottom)} ${fmt(y)}L${fmt(x - bottom)} ${fmt(y)}Z" fill="${color}"/>` +
    `<path d="M${fmt(x + top * 0.2)} ${fmt(y - h)}L${fmt(x + top)} ${fmt(y - h)}L${fmt(x + bottom)} ${fmt(y)}L${fmt(x + bottom * 0.2)} ${fmt(y)}Z" fill="${darken(color, 0.12)}"/>` +
    `<rect x="${fmt(x - top * 1.06)}" y="${fmt(y - h)}" width="${fmt(top * 2.12)}" height="${fmt(h * 0.12)}" fill="${lighten(color, 0.12)}"/>`
  );
}

/** A potted plant standing on `base` (floor, shelf or table). */
export function plantSvg(cam: Camera, base: Vec3, look: PlantLook, rng: Rng): string {
  const s = scaleAt(cam, base.z);
  const { x, y } = project(cam, base);
  const potHeight = Math.min(0.34, look.height * (look.kind === 'trailing' ? 0.45 : 0.3));
  const top = y - potHeight * s;
  const h = (look.height - potHeight) * s;
  const leaf = (): string => rng.pick(look.leaves);
  const parts: string[] = [];
  switch (look.kind) {
    case 'bush':
      for (let i = 0; i < 11; i++) {
        const a = -80 + (160 * i) / 10 + rng.range(-8, 8);
        const r = h * rng.range(0.45, 0.75);
        const rad = (a * Math.PI) / 180;
        parts.push(
          ellipse(
            x + Math.sin(rad) * r * 0.8,
            top - Math.cos(rad) * r * 0.9,
            h * 0.26,
            h * 0.14,
            a - 90,
            leaf(),
          ),
        );
      }
      break;
    case 'snake':
      for (let i = 0; i < 7; i++) {
        const lean = rng.range(-0.28, 0.28) * h;
        const width = h * 0.07;
        const bx = x + (i - 3) * width * 0.7;
        const tall = h * rng.range(0.65, 1);
        parts.push(
          `<path d="M${fmt(bx - width)} ${fmt(top)}Q${fmt(bx + lean * 0.3)} ${fmt(top - tall * 0.6)} ${fmt(bx + lean)} ${fmt(top - tall)}Q${fmt(bx + width + lean * 0.3)} ${fmt(top - tall * 0.5)} ${fmt(bx + width)} ${fmt(top)}Z" fill="${leaf()}"/>`,
        );
      }
      break;
    case 'tree': {
      parts.push(
        `<path d="M${fmt(x)} ${fmt(top)}Q${fmt(x + h * 0.05)} ${fmt(top - h * 0.5)} ${fmt(x)} ${fmt(top - h * 0.7)}" stroke="#6b4a31" stroke-width="${fmt(Math.max(1.5, s * 0.025))}" fill="none"/>`,
      );
      for (let i = 0; i < 16; i++) {
        const lx = x + rng.range(-0.3, 0.3) * h;
        const ly = top - h * rng.range(0.45, 1);
        parts.push(ellipse(lx, ly, h * 0.1, h * 0.065, rng.range(0, 180), leaf()));
      }
      break;
    }
    case 'trailing':
      for (let i = 0; i < 5; i++) {
        const side = i % 2 === 0 ? -1 : 1;
        const length = h * rng.range(1, 2.2);
        const sx = x + side * potHeight * 0.5 * s;
        const points: string[] = [];
        for (let t = 0; t <= 1.001; t += 0.2) {
          const px = sx + side * t * h * 0.35;
          const py = top + t * length;
          points.push(`${fmt(px)},${fmt(py)}`);
          parts.push(ellipse(px, py, h * 0.12, h * 0.08, side * 30, leaf()));
        }
        parts.unshift(
          `<polyline points="${points.join(' ')}" fill="none" stroke="${darken(leaf(), 0.2)}" stroke-width="1.2"/>`,
        );
      }
      for (let i = 0; i < 5; i++)
        parts.push(
          ellipse(
            x + rng.range(-0.5, 0.5) * h,
            top - rng.range(0, 0.4) * h,
            h * 0.16,
            h * 0.1,
            rng.range(0, 180),
            leaf(),
          ),
        );
      break;
  }
  // Trailing vines hang in front of the pot; everything else grows out of it.
  return look.kind === 'trailing'
    ? pot(x, y, s, potHeight, look.pot) + parts.join('')
    : parts.join('') + pot(x, y, s, potHeight, look.pot);
}

export function randomPlant(
  ctx: Ctx,
  height: number,
  kinds: readonly PlantKind[] = ['bush', 'snake', 'tree'],
): PlantLook {
  return { kind: ctx.rng.pick(kinds), height, pot: ctx.rng.pick(ctx.pal.pot), leaves: ctx.pal.leaf };
}

/** Floor plant as its own depth-sorted item. */
export function addPlant(ctx: Ctx, x: number, z: number, look: PlantLook): void {
  ctx.scene.item(z, z, plantSvg(ctx.cam, v3(x, 0, z), look, ctx.rng));
}

/** Warm pool of lamp light, meant for the overlay layer. */
export function glowSvg(ctx: Ctx, center: Vec3, radius: number, strength: number): string {
  const id = ctx.scene.sharedDef(
    'warm',
    (gid) =>
      `<radialGradient id="${gid}"><stop offset="0" stop-color="#ffd996" stop-opacity="1"/><stop offset="1" stop-color="#ffd996" stop-opacity="0"/></radialGradient>`,
  );
  const c = project(ctx.cam, center);
  const r = radius * scaleAt(ctx.cam, center.z);
  return `<circle cx="${fmt(c.x)}" cy="${fmt(c.y)}" r="${fmt(r)}" fill="url(#${id})" opacity="${strength}"/>`;
}

export type ShadeShape = 'dome' | 'cone' | 'globe';

/** Pendant hanging from the ceiling, with a warm pool of light painted over the scene. */
export function addPendant(
  ctx: Ctx,
  x: number,
  z: number,
  ceiling: number,
  bottom: number,
  shape: ShadeShape,
  color: string,
): void {
  const { cam, scene } = ctx;
  if (z - cam.z < 1) return;
  const s = scaleAt(cam, z);
  const c = project(cam, v3(x, bottom, z));
  const w = 0.22 * s;
  const cord = polyline(cam, [v3(x, ceiling, z), v3(x, bottom + 0.2, z)], '#2b2420', Math.max(1, s * 0.008));
  let shade: string;
  if (shape === 'globe') {
    shade = `<circle cx="${fmt(c.x)}" cy="${fmt(c.y - w * 0.8)}" r="${fmt(w * 0.85)}" fill="#fff1d2"/><circle cx="${fmt(c.x - w * 0.25)}" cy="${fmt(c.y - w * 1.05)}" r="${fmt(w * 0.3)}" fill="#ffffff" opacity="0.6"/>`;
  } else if (shape === 'cone') {
    shade = `<path d="M${fmt(c.x - w * 0.2)} ${fmt(c.y - w)}L${fmt(c.x + w * 0.2)} ${fmt(c.y - w)}L${fmt(c.x + w)} ${fmt(c.y)}L${fmt(c.x - w)} ${fmt(c.y)}Z" fill="${color}"/>`;
  } else {
    shade = `<path d="M${fmt(c.x - w)} ${fmt(c.y)}A${fmt(w)} ${fmt(w * 0.85)} 0 0 1 ${fmt(c.x + w)} ${fmt(c.y)}Z" fill="${color}"/>`;
  }
  const bulb =
    shape === 'globe'
      ? ''
      : `<ellipse cx="${fmt(c.x)}" cy="${fmt(c.y)}" rx="${fmt(w * 0.75)}" ry="${fmt(w * 0.12)}" fill="#fff0c8"/>`;
  scene.item(z - 0.01, z, cord + shade + bulb);
  scene.front(glowSvg(ctx, v3(x, bottom - 0.05, z), 0.9, 0.55));
}

/** Slim suspended bar over a long table, lit from below. */
export function addLinearPendant(
  ctx: Ctx,
  x: number,
  z0: number,
  z1: number,
  ceiling: number,
  bottom: number,
  color: string,
): void {
  const { cam, scene } = ctx;
  if (z0 - cam.z < 1) return;
  const bar = { x0: x - 0.05, x1: x + 0.05, y0: bottom, y1: bottom + 0.05, z0, z1 };
  const cords = [z0 + 0.1, z1 - 0.1].map((z) =>
    polyline(
      cam,
      [v3(x, ceiling, z), v3(x, bottom + 0.05, z)],
      '#2b2420',
      Math.max(1, scaleAt(cam, z) * 0.006),
    ),
  );
  const diffuser = poly(
    cam,
    [
      v3(bar.x0 + 0.01, bottom - 0.001, z0 + 0.02),
      v3(bar.x1 - 0.01, bottom - 0.001, z0 + 0.02),
      v3(bar.x1 - 0.01, bottom - 0.001, z1 - 0.02),
      v3(bar.x0 + 0.01, bottom - 0.001, z1 - 0.02),
    ],
    '#fff0c8',
  );
  scene.item((z0 + z1) / 2, z0, cords.join('') + boxSvg(cam, bar, color) + diffuser);
  for (let z = z0 + 0.2; z < z1; z += 0.6) scene.front(glowSvg(ctx, v3(x, bottom - 0.1, z), 0.8, 0.35));
}

export function addFloorLamp(ctx: Ctx, x: number, z: number, color: string): void {
  const { cam, scene } = ctx;
  const s = scaleAt(cam, z);
  const head = project(cam, v3(x, 1.45, z));
  const w = 0.2 * s;
  const pole = polyline(cam, [v3(x, 0, z), v3(x, 1.45, z)], '#2b2420', Math.max(1.5, s * 0.02));
  const legs = [-0.18, 0.18]
    .map((dx) => polyline(cam, [v3(x + dx, 0, z), v3(x, 0.5, z)], '#2b2420', Math.max(1.5, s * 0.015)))
    .join('');
  const shade = `<path d="M${fmt(head.x - w * 0.7)} ${fmt(head.y - w * 1.1)}L${fmt(head.x + w * 0.7)} ${fmt(head.y - w * 1.1)}L${fmt(head.x + w)} ${fmt(head.y)}L${fmt(head.x - w)} ${fmt(head.y)}Z" fill="${lighten(color, 0.2)}"/>`;
  scene.item(z, z, legs + pole + shade);
  scene.front(glowSvg(ctx, v3(x, 1.4, z), 1, 0.5));
}

export function mugSvg(cam: Camera, p: Vec3, color: string): string {
  const s = scaleAt(cam, p.z);
  const c = project(cam, p);
  const w = 0.045 * s;
  const h = 0.09 * s;
  return (
    `<path d="M${fmt(c.x + w)} ${fmt(c.y - h * 0.75)}a${fmt(w * 0.45)} ${fmt(w * 0.45)} 0 0 1 0 ${fmt(w * 0.9)}" stroke="${color}" stroke-width="${fmt(Math.max(1, w * 0.3))}" fill="none"/>` +
    `<rect x="${fmt(c.x - w)}" y="${fmt(c.y - h)}" width="${fmt(w * 2)}" height="${fmt(h)}" rx="${fmt(w * 0.2)}" fill="${color}"/>` +
    `<ellipse cx="${fmt(c.x)}" cy="${fmt(c.y - h)}" rx="${fmt(w)}" ry="${fmt(w * 0.3)}" fill="${darken(color, 0.35)}"/>`
  );
}

/** Open laptop; `towardCamera` turns the screen to face us. */
export function laptopSvg(cam: Camera, x: number, y: number, z: number, towardCamera: boolean): string {
  const base = boxSvg(
    cam,
    { x0: x - 0.16, x1: x + 0.16, y0: y, y1: y + 0.015, z0: z - 0.11, z1: z + 0.11 },
    '#b9bcc2',
  );
  const hinge = towardCamera ? z + 0.11 : z - 0.11;
  const lean = towardCamera ? 0.06 : -0.06;
  const lid = [
    v3(x - 0.16, y + 0.015, hinge),
    v3(x + 0.16, y + 0.015, hinge),
    v3(x + 0.16, y + 0.23, hinge + lean),
    v3(x - 0.16, y + 0.23, hinge + lean),
  ];
  const face = towardCamera ? poly(cam, lid, '#2e3f55') : poly(cam, lid, '#a9adb4');
  return towardCamera ? base + face : face + base;
}

export function notebookSvg(cam: Camera, x: number, y: number, z: number, color: string): string {
  return (
    boxSvg(cam, { x0: x - 0.1, x1: x + 0.1, y0: y, y1: y + 0.012, z0: z - 0.14, z1: z + 0.14 }, color) +
    boxSvg(
      cam,
      { x0: x - 0.09, x1: x + 0.1, y0: y + 0.012, y1: y + 0.016, z0: z - 0.13, z1: z + 0.13 },
      '#fbf6ea',
    )
  );
}

/** String of café bulbs sagging between two points. */
export function stringLightsSvg(ctx: Ctx, from: Vec3, to: Vec3, sag: number, bulbs: number): string {
  const points: Vec3[] = [];
  for (let i = 0; i <= bulbs; i++) {
    const t = i / bulbs;
    points.push(
      v3(
        from.x + (to.x - from.x) * t,
        from.y + (to.y - from.y) * t - sag * 4 * t * (1 - t),
        from.z + (to.z - from.z) * t,
      ),
    );
  }
  const dots = points.slice(1, -1).map((p) => {
    const c = project(ctx.cam, p);
    const r = Math.max(2, 0.035 * scaleAt(ctx.cam, p.z));
    return `<circle cx="${fmt(c.x)}" cy="${fmt(c.y + r)}" r="${fmt(r * 2.6)}" fill="#ffd27a" opacity="0.25"/><circle cx="${fmt(c.x)}" cy="${fmt(c.y + r)}" r="${fmt(r)}" fill="#fff2c4"/>`;
  });
  return polyline(ctx.cam, points, '#3a2e26', 1.5) + dots.join('');
}
