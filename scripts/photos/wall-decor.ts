// Things on the walls: a screen, a whiteboard, framed prints and bookshelves.
import { darken, lighten } from './color';
import { plantSvg } from './decor';
import {
  boxSvg,
  distanceTo,
  onPlane,
  planeBox,
  planeRect,
  poly,
  polyline,
  scaleAt,
  type Ctx,
  type Plane,
  type Vec3,
} from './scene';

type Flat = readonly (readonly [number, number])[];
type Mirror = (u: number) => number;

/** Seen from inside the room, u runs right-to-left on the right wall; mirror so pictures read the same way. */
const mirrorFor = (plane: Plane, uc: number): Mirror =>
  plane.side === 'right' ? (u) => 2 * uc - u : (u) => u;

const lift = (plane: Plane, points: Flat, d: number, m: Mirror): Vec3[] =>
  points.map(([u, v]) => onPlane(plane, m(u), v, d));

function arc(
  uc: number,
  vc: number,
  ru: number,
  rv: number,
  from: number,
  to: number,
  steps = 24,
): [number, number][] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = from + ((to - from) * i) / steps;
    return [uc + Math.cos(a) * ru, vc + Math.sin(a) * rv];
  });
}

/** Pixel width of a stroke that is `metres` wide at a given spot on a wall. */
const strokeAt = (ctx: Ctx, p: Vec3, metres: number): number => Math.max(1, metres * scaleAt(ctx.cam, p.z));

export function drawScreen(
  ctx: Ctx,
  plane: Plane,
  uc: number,
  vc: number,
  width: number,
  videoCall: boolean,
): void {
  const { scene, cam } = ctx;
  const h = width * 0.5625;
  const [u0, u1, v0, v1] = [uc - width / 2, uc + width / 2, vc - h / 2, vc + h / 2];
  const m = mirrorFor(plane, uc);
  const display = scene.sharedDef(
    'display',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2c3e5a"/><stop offset="1" stop-color="#3f7f7a"/></linearGradient>`,
  );
  scene.back(boxSvg(cam, planeBox(plane, u0 - 0.03, u1 + 0.03, v0 - 0.03, v1 + 0.03, 0, 0.05), '#1c1d22'));
  scene.back(poly(cam, planeRect(plane, u0, u1, v0, v1, 0.052), `url(#${display})`));
  // A calm wallpaper (sun over hills) rather than a slide, so the screen carries no text.
  const sun = arc(u0 + width * 0.68, v0 + h * 0.62, h * 0.14, h * 0.14, 0, Math.PI * 2);
  scene.back(poly(cam, lift(plane, sun, 0.053, m), '#f3c77b', 'opacity="0.9"'));
  for (const [level, color] of [
    [0.42, '#5d8f86'],
    [0.28, '#a3c4a0'],
  ] as const) {
    const hill: [number, number][] = [[u0, v0]];
    for (let i = 0; i <= 16; i++)
      hill.push([u0 + (width * i) / 16, v0 + h * (level + 0.07 * Math.sin(i * 0.7 + level * 9))]);
    hill.push([u1, v0]);
    scene.back(poly(cam, lift(plane, hill, 0.054, m), color, 'opacity="0.85"'));
  }
  if (videoCall) {
    scene.back(boxSvg(cam, planeBox(plane, uc - 0.16, uc + 0.16, v1 + 0.05, v1 + 0.11, 0, 0.07), '#2a2b30'));
    scene.back(
      boxSvg(
        cam,
        planeBox(plane, uc - width * 0.35, uc + width * 0.35, v0 - 0.14, v0 - 0.07, 0, 0.08),
        '#2a2b30',
      ),
    );
  }
}

export function drawWhiteboard(
  ctx: Ctx,
  plane: Plane,
  uc: number,
  vc: number,
  width: number,
  height: number,
): void {
  const { scene, cam, pal, rng } = ctx;
  const [u0, u1, v0, v1] = [uc - width / 2, uc + width / 2, vc - height / 2, vc + height / 2];
  const m = mirrorFor(plane, uc);
  scene.back(boxSvg(cam, planeBox(plane, u0 - 0.03, u1 + 0.03, v0 - 0.03, v1 + 0.03, 0, 0.025), '#c9ccd1'));
  scene.back(poly(cam, planeRect(plane, u0, u1, v0, v1, 0.026), '#fbfaf6'));
  const ink = ['#3467a8', '#c0473d', '#3d8a5a'];
  const w = strokeAt(ctx, onPlane(plane, uc, vc), 0.012);
  // A little flow diagram and a rising chart: reads as "a meeting happened here" without any writing.
  const boxes = [0.12, 0.38, 0.64].map((t) => u0 + width * t);
  boxes.forEach((bu, i) => {
    const outline: Flat = [
      [bu, v1 - 0.15],
      [bu + width * 0.18, v1 - 0.15],
      [bu + width * 0.18, v1 - 0.35],
      [bu, v1 - 0.35],
      [bu, v1 - 0.15],
    ];
    scene.back(polyline(cam, lift(plane, outline, 0.027, m), ink[i % ink.length] ?? '#333', w));
    if (i < boxes.length - 1) {
      const from = bu + width * 0.19;
      const to = bu + width * 0.25;
      scene.back(
        polyline(
          cam,
          lift(
            plane,
            [
              [from, v1 - 0.25],
              [to, v1 - 0.25],
              [to - 0.03, v1 - 0.22],
              [to, v1 - 0.25],
              [to - 0.03, v1 - 0.28],
            ],
            0.027,
            m,
          ),
          '#444a55',
          w * 0.8,
        ),
      );
    }
  });
  const chart: [number, number][] = [];
  for (let i = 0; i <= 6; i++)
    chart.push([u0 + width * (0.1 + i * 0.07), v0 + 0.12 + i * 0.04 + rng.range(-0.04, 0.06)]);
  scene.back(
    polyline(
      cam,
      lift(
        plane,
        [
          [u0 + width * 0.08, v0 + 0.42],
          [u0 + width * 0.08, v0 + 0.08],
          [u0 + width * 0.56, v0 + 0.08],
        ],
        0.027,
        m,
      ),
      '#444a55',
      w * 0.8,
    ),
  );
  scene.back(polyline(cam, lift(plane, chart, 0.027, m), ink[1] ?? '#c0473d', w));
  const notes = ['#f6d65b', '#f3a6a0', '#9fd3c7', '#f6d65b'];
  notes.forEach((color, i) => {
    const nu = u0 + width * (0.68 + (i % 2) * 0.13);
    const nv = v0 + 0.08 + Math.floor(i / 2) * 0.17;
    scene.back(poly(cam, planeRect(plane, m(nu), m(nu + 0.12), nv, nv + 0.12, 0.028), color));
  });
  scene.back(
    boxSvg(
      cam,
      planeBox(plane, u0 + width * 0.1, u1 - width * 0.1, v0 - 0.07, v0 - 0.04, 0, 0.07),
      '#b9bcc2',
    ),
  );
  scene.back(
    boxSvg(
      cam,
      planeBox(plane, m(u0 + width * 0.2), m(u0 + width * 0.2 + 0.14), v0 - 0.04, v0 - 0.02, 0.02, 0.045),
      pal.accent,
    ),
  );
}

export type ArtMotif = 'arches' | 'sun' | 'blocks';

export function drawArt(
  ctx: Ctx,
  plane: Plane,
  uc: number,
  vc: number,
  width: number,
  height: number,
  motif: ArtMotif,
): void {
  const { scene, cam, pal, rng } = ctx;
  const [u0, u1, v0, v1] = [uc - width / 2, uc + width / 2, vc - height / 2, vc + height / 2];
  const m = mirrorFor(plane, uc);
  const frame = rng.chance(0.5) ? pal.wood : pal.metal;
  scene.back(boxSvg(cam, planeBox(plane, u0, u1, v0, v1, 0, 0.03), frame));
  const inset = Math.min(width, height) * 0.1;
  const [a0, a1, b0, b1] = [u0 + inset, u1 - inset, v0 + inset, v1 - inset];
  const colors = rng.shuffle(pal.art);
  const [c1 = '#c8704b', c2 = '#e0b458', c3 = '#8f9f7e'] = colors;
  const parts: string[] = [
    poly(cam, planeRect(plane, u0 + 0.02, u1 - 0.02, v0 + 0.02, v1 - 0.02, 0.031), '#f7f1e6'),
  ];
  const cu = (a0 + a1) / 2;
  const r = (a1 - a0) / 2;
  if (motif === 'arches') {
    [c1, c2, c3].forEach((color, i) => {
      const radius = r * (1 - i * 0.28);
      parts.push(
        poly(
          cam,
          lift(
            plane,
            [[cu - radius, b0], ...arc(cu, b0 + r * 0.3, radius, radius, Math.PI, 0), [cu + radius, b0]],
            0.032,
            m,
          ),
          color,
        ),
      );
    });
  } else if (motif === 'sun') {
    parts.push(poly(cam, planeRect(plane, a0, a1, b0, b1, 0.032), lighten(c3, 0.55)));
    parts.push(
      poly(
        cam,
        lift(plane, arc(cu + r * 0.25, b0 + (b1 - b0) * 0.62, r * 0.3, r * 0.3, 0, Math.PI * 2), 0.033, m),
        c2,
      ),
    );
    const hill: [number, number][] = [[a0, b0]];
    for (let i = 0; i <= 10; i++)
      hill.push([a0 + ((a1 - a0) * i) / 10, b0 + (b1 - b0) * (0.3 + 0.1 * Math.sin(i * 0.9))]);
    hill.push([a1, b0]);
    parts.push(poly(cam, lift(plane, hill, 0.034, m), c1));
  } else {
    parts.push(poly(cam, planeRect(plane, m(a0), m(cu), b0, b1, 0.032), c1));
    parts.push(poly(cam, planeRect(plane, m(cu), m(a1), b0, (b0 + b1) / 2, 0.032), c3));
    parts.push(
      poly(
        cam,
        lift(
          plane,
          arc(cu + r * 0.5, (b0 + b1) * 0.5 + (b1 - b0) * 0.22, r * 0.42, r * 0.42, 0, Math.PI * 2),
          0.033,
          m,
        ),
        c2,
      ),
    );
  }
  scene.back(parts.join(''));
}

/** Floor-standing bookcase against a wall, drawn shelf by shelf from the bottom so boards hide book tops. */
export function addBookcase(ctx: Ctx, plane: Plane, u0: number, u1: number, height: number): void {
  const { scene, cam, pal, rng } = ctx;
  const depth = 0.34;
  const wood = pal.wood;
  const out: string[] = [poly(cam, planeRect(plane, u0, u1, 0, height, 0.005), darken(wood, 0.35))];
  // The side panel nearer the lens hides the ends of the shelves, so it is painted last.
  const [farSide, nearSide] = [
    planeBox(plane, u0, u0 + 0.03, 0, height, 0, depth),
    planeBox(plane, u1 - 0.03, u1, 0, height, 0, depth),
  ].sort((a, b) => distanceTo(cam, b) - distanceTo(cam, a));
  if (farSide) out.push(boxSvg(cam, farSide, wood));
  const bookColors = [...pal.art, ...pal.textile, '#e9e2d3', '#5b4a3d'];
  const shelves = Math.max(3, Math.round(height / 0.38));
  for (let i = 0; i <= shelves; i++) {
    const v = (height - 0.03) * (i / shelves);
    out.push(boxSvg(cam, planeBox(plane, u0 + 0.03, u1 - 0.03, v, v + 0.03, 0, depth), lighten(wood, 0.05)));
    if (i === shelves) break;
    // Books on one shelf overlap each other in perspective: paint them far to near.
    const row: { distance: number; svg: string }[] = [];
    const distance = (u: number): number => {
      const p = onPlane(plane, u, v, depth / 2);
      return (p.x - cam.x) ** 2 + (p.z - cam.z) ** 2;
    };
    let u = u0 + 0.05;
    while (u < u1 - 0.1) {
      if (rng.chance(0.12)) {
        const p = onPlane(plane, u + 0.1, v + 0.03, depth / 2);
        row.push({
          distance: distance(u + 0.1),
          svg: plantSvg(
            cam,
            p,
            { kind: 'trailing', height: 0.22, pot: rng.pick(pal.pot), leaves: pal.leaf },
            rng,
          ),
        });
        u += 0.24;
        continue;
      }
      const run = rng.int(3, 9);
      for (let b = 0; b < run && u < u1 - 0.08; b++) {
        const w = rng.range(0.025, 0.05);
        const tall = rng.range(0.2, 0.3);
        row.push({
          distance: distance(u),
          svg: boxSvg(
            cam,
            planeBox(plane, u, u + w, v + 0.03, v + 0.03 + tall, 0.04, depth - 0.06),
            rng.pick(bookColors),
          ),
        });
        u += w + 0.003;
      }
      u += rng.range(0.06, 0.2);
    }
    out.push(...row.sort((a, b) => b.distance - a.distance).map((item) => item.svg));
  }
  if (nearSide) out.push(boxSvg(cam, nearSide, wood));
  const center = onPlane(plane, (u0 + u1) / 2, 0, depth / 2);
  const nearest = Math.min(onPlane(plane, u0, 0, depth).z, onPlane(plane, u1, 0, depth).z);
  scene.item(center.z, nearest, out.join(''));
}

/** Two floating boards with a few books and a trailing plant. */
export function drawFloatingShelves(ctx: Ctx, plane: Plane, u0: number, u1: number, v0: number): void {
  const { scene, cam, pal, rng } = ctx;
  const out: string[] = [];
  for (const v of [v0, v0 + 0.45]) {
    out.push(boxSvg(cam, planeBox(plane, u0, u1, v, v + 0.035, 0, 0.24), pal.wood));
    let u = u0 + 0.06;
    for (let b = rng.int(4, 7); b > 0; b--) {
      const w = rng.range(0.03, 0.05);
      out.push(
        boxSvg(
          cam,
          planeBox(plane, u, u + w, v + 0.035, v + 0.035 + rng.range(0.18, 0.26), 0.03, 0.2),
          rng.pick([...pal.art, '#e9e2d3']),
        ),
      );
      u += w + 0.004;
    }
    out.push(
      plantSvg(
        cam,
        onPlane(plane, u1 - 0.18, v + 0.035, 0.12),
        { kind: 'trailing', height: 0.24, pot: rng.pick(pal.pot), leaves: pal.leaf },
        rng,
      ),
    );
  }
  scene.back(out.join(''));
}
