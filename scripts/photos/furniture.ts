// Tables, chairs and desks built from boxes, each emitted as one depth-sorted item.
import { darken } from './color';
import { glowSvg, laptopSvg, mugSvg, notebookSvg, plantSvg } from './decor';
import { drawFloorShadow } from './room';
import {
  NEAR_CLIP,
  boxSvg,
  fmt,
  orient,
  poly,
  polyline,
  project,
  scaleAt,
  solidsSvg,
  v3,
  type Camera,
  type Ctx,
  type Facing,
  type Solid,
} from './scene';

export type ChairStyle = 'dining' | 'office' | 'stool';

/** One chair centred on (x, z); `facing` is where the sitter looks. */
export function chairSvg(
  cam: Camera,
  x: number,
  z: number,
  facing: Facing,
  style: ChairStyle,
  color: string,
  frame: string,
): string {
  const part = (
    a0: number,
    a1: number,
    y0: number,
    y1: number,
    b0: number,
    b1: number,
    c: string,
  ): Solid => ({ box: orient(x, z, facing, a0, a1, y0, y1, b0, b1), color: c });
  if (style === 'stool') {
    const legs = [-0.14, 0.1].flatMap((a) =>
      [-0.14, 0.1].map((b) => part(a, a + 0.035, 0, 0.7, b, b + 0.035, frame)),
    );
    return solidsSvg(
      cam,
      [part(-0.18, 0.18, 0.7, 0.76, -0.18, 0.18, color), part(-0.15, 0.15, 0.3, 0.32, -0.15, 0.15, frame)],
      legs,
    );
  }
  if (style === 'office') {
    // Star base as two crossed bars: a solid plate reads as a box on the floor.
    const supports = [
      part(-0.27, 0.27, 0.02, 0.05, -0.02, 0.02, frame),
      part(-0.02, 0.02, 0.02, 0.05, -0.27, 0.27, frame),
      part(-0.025, 0.025, 0.05, 0.42, -0.025, 0.025, frame),
    ];
    const parts = [
      part(-0.24, 0.24, 0.42, 0.5, -0.24, 0.2, color),
      part(-0.21, 0.21, 0.6, 0.98, 0.2, 0.25, color),
      part(-0.025, 0.025, 0.46, 0.62, 0.22, 0.24, frame),
    ];
    return solidsSvg(cam, parts, supports);
  }
  const legs = [-0.2, 0.17].flatMap((a) =>
    [-0.2, 0.17].map((b) => part(a, a + 0.03, 0, 0.44, b, b + 0.03, frame)),
  );
  return solidsSvg(
    cam,
    [
      part(-0.22, 0.22, 0.44, 0.49, -0.22, 0.22, color),
      part(-0.21, 0.21, 0.52, 0.86, 0.18, 0.23, color),
      part(-0.2, -0.17, 0.49, 0.52, 0.19, 0.22, frame),
      part(0.17, 0.2, 0.49, 0.52, 0.19, 0.22, frame),
    ],
    legs,
  );
}

export interface Seats {
  readonly left: number;
  readonly right: number;
  readonly far: number;
  readonly near: number;
}

export interface TableSpec {
  readonly cx: number;
  readonly cz: number;
  /** Extent along x. */
  readonly width: number;
  /** Extent along z. */
  readonly length: number;
  readonly seats: Seats;
  readonly chair: ChairStyle;
  readonly chairColor: string;
  readonly height?: number;
  /** Laptops, notebooks and mugs in front of some seats. */
  readonly clutter: boolean;
}

const spread = (count: number, from: number, to: number): number[] =>
  Array.from({ length: count }, (_, i) => from + ((to - from) * (i + 0.5)) / count);

/** Table with its chairs as one item: far and side chairs tuck under the top, near chairs hide it. */
export function addTableSet(ctx: Ctx, spec: TableSpec): void {
  const { cam, pal, rng, scene } = ctx;
  const top = spec.height ?? 0.76;
  const [x0, x1, z0, z1] = [
    spec.cx - spec.width / 2,
    spec.cx + spec.width / 2,
    spec.cz - spec.length / 2,
    spec.cz + spec.length / 2,
  ];
  const jitter = (): number => rng.range(-0.05, 0.06);
  const chair = (x: number, z: number, facing: Facing): string =>
    chairSvg(cam, x, z, facing, spec.chair, spec.chairColor, pal.metal);
  const visible = (z: number): boolean => z - cam.z > 0.55;
  const far = spread(spec.seats.far, x0, x1).map((x) => chair(x, z1 + 0.14 + jitter(), 'south'));
  const sides = [
    ...spread(spec.seats.left, z0, z1).map((z) => ({ z, svg: () => chair(x0 - 0.14 + jitter(), z, 'east') })),
    ...spread(spec.seats.right, z0, z1).map((z) => ({
      z,
      svg: () => chair(x1 + 0.14 + jitter(), z, 'west'),
    })),
  ]
    .filter((c) => visible(c.z - 0.25))
    .sort((a, b) => b.z - a.z)
    .map((c) => c.svg());
  const near = visible(z0 - 0.4)
    ? spread(spec.seats.near, x0, x1).map((x) => chair(x, z0 - 0.14 + jitter(), 'north'))
    : [];
  const legInset = 0.1;
  const legs: Solid[] = [x0 + legInset, x1 - legInset - 0.05].flatMap((lx) =>
    [z0 + legInset, z1 - legInset - 0.05].map((lz) => ({
      box: { x0: lx, x1: lx + 0.05, y0: 0, y1: top - 0.04, z0: lz, z1: lz + 0.05 },
      color: darken(pal.wood, 0.1),
    })),
  );
  const board = boxSvg(cam, { x0, x1, y0: top - 0.04, y1: top, z0, z1 }, pal.wood);
  const clutter = spec.clutter ? tableClutter(ctx, spec, top) : '';
  drawFloorShadow(ctx, x0 - 0.3, x1 + 0.3, z0 - 0.2, z1 + 0.3);
  scene.item(spec.cz, z0 - 0.4, [...far, ...sides, solidsSvg(cam, legs), board, clutter, ...near].join(''));
}

function tableClutter(ctx: Ctx, spec: TableSpec, top: number): string {
  const { cam, pal, rng } = ctx;
  const [x0, x1, z0, z1] = [
    spec.cx - spec.width / 2,
    spec.cx + spec.width / 2,
    spec.cz - spec.length / 2,
    spec.cz + spec.length / 2,
  ];
  const things: { z: number; svg: string }[] = [];
  // Laptop screens face their sitter: away from us on the far side, towards us on the near side.
  for (const z of spread(spec.seats.left, z0, z1))
    things.push(...seatClutter(ctx, x0 + 0.28, z, top, rng.chance(0.5)));
  for (const z of spread(spec.seats.right, z0, z1))
    things.push(...seatClutter(ctx, x1 - 0.28, z, top, rng.chance(0.5)));
  for (const x of spread(spec.seats.far, x0, x1)) things.push(...seatClutter(ctx, x, z1 - 0.25, top, false));
  for (const x of spread(spec.seats.near, x0, x1)) things.push(...seatClutter(ctx, x, z0 + 0.25, top, true));
  const centre = v3(spec.cx, top, spec.cz + rng.range(-0.2, 0.2));
  things.push({
    z: centre.z,
    svg: plantSvg(
      cam,
      centre,
      { kind: rng.pick(['bush', 'snake'] as const), height: 0.32, pot: rng.pick(pal.pot), leaves: pal.leaf },
      rng,
    ),
  });
  return things
    .filter((t) => t.z - cam.z > 0.5)
    .sort((a, b) => b.z - a.z)
    .map((t) => t.svg)
    .join('');
}

function seatClutter(
  ctx: Ctx,
  x: number,
  z: number,
  top: number,
  screenTowardCamera: boolean,
): { z: number; svg: string }[] {
  const { cam, pal, rng } = ctx;
  const roll = rng.next();
  if (roll < 0.3) return [{ z, svg: laptopSvg(cam, x, top, z, screenTowardCamera) }];
  if (roll < 0.6)
    return [
      { z, svg: notebookSvg(cam, x, top, z, rng.pick(pal.art)) },
      { z: z - 0.15, svg: mugSvg(cam, v3(x + 0.14, top, z - 0.15), rng.pick(pal.pot)) },
    ];
  if (roll < 0.8) return [{ z, svg: mugSvg(cam, v3(x, top, z), rng.pick(pal.pot)) }];
  return [];
}

export interface DeskSpec {
  readonly cx: number;
  readonly cz: number;
  readonly width: number;
  readonly chairColor: string;
  readonly monitor: boolean;
  readonly lamp: boolean;
  readonly plant: boolean;
}

/** Work desk facing the back wall: monitor towards the camera, chair on our side. */
export function addDesk(ctx: Ctx, spec: DeskSpec): void {
  const { cam, pal, rng, scene } = ctx;
  const depth = 0.7;
  const top = 0.74;
  const [x0, x1, z0, z1] = [
    spec.cx - spec.width / 2,
    spec.cx + spec.width / 2,
    spec.cz - depth / 2,
    spec.cz + depth / 2,
  ];
  if (z0 - cam.z < NEAR_CLIP) return;
  const frame = pal.metal;
  const legs: Solid[] = [x0 + 0.05, x1 - 0.09].flatMap((lx) =>
    [z0 + 0.06, z1 - 0.1].map((lz) => ({
      box: { x0: lx, x1: lx + 0.04, y0: 0, y1: top - 0.03, z0: lz, z1: lz + 0.04 },
      color: frame,
    })),
  );
  const out: string[] = [
    solidsSvg(cam, legs),
    boxSvg(cam, { x0, x1, y0: top - 0.03, y1: top, z0, z1 }, pal.wood),
  ];
  if (spec.lamp) out.push(deskLampSvg(ctx, x0 + 0.18, z1 - 0.15, top));
  if (spec.monitor) {
    const mx = spec.cx + rng.range(-0.1, 0.1);
    out.push(
      boxSvg(
        cam,
        { x0: mx - 0.1, x1: mx + 0.1, y0: top, y1: top + 0.015, z0: z1 - 0.25, z1: z1 - 0.12 },
        '#2f3036',
      ),
    );
    out.push(
      boxSvg(
        cam,
        { x0: mx - 0.02, x1: mx + 0.02, y0: top, y1: top + 0.2, z0: z1 - 0.16, z1: z1 - 0.13 },
        '#2f3036',
      ),
    );
    out.push(
      boxSvg(
        cam,
        { x0: mx - 0.3, x1: mx + 0.3, y0: top + 0.17, y1: top + 0.52, z0: z1 - 0.2, z1: z1 - 0.17 },
        '#1f2025',
      ),
    );
    const glow = scene.sharedDef(
      'monitor',
      (id) =>
        `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9cc3d8"/><stop offset="1" stop-color="#e7c9a7"/></linearGradient>`,
    );
    out.push(
      poly(
        cam,
        [
          v3(mx - 0.28, top + 0.19, z1 - 0.201),
          v3(mx + 0.28, top + 0.19, z1 - 0.201),
          v3(mx + 0.28, top + 0.5, z1 - 0.201),
          v3(mx - 0.28, top + 0.5, z1 - 0.201),
        ],
        `url(#${glow})`,
      ),
    );
    out.push(
      boxSvg(
        cam,
        { x0: mx - 0.2, x1: mx + 0.2, y0: top, y1: top + 0.015, z0: z0 + 0.12, z1: z0 + 0.26 },
        '#e4e1da',
      ),
    );
  } else {
    out.push(laptopSvg(cam, spec.cx, top, spec.cz, true));
  }
  if (spec.plant)
    out.push(
      plantSvg(
        cam,
        v3(x1 - 0.16, top, z1 - 0.14),
        {
          kind: rng.pick(['bush', 'snake'] as const),
          height: 0.34,
          pot: rng.pick(pal.pot),
          leaves: pal.leaf,
        },
        rng,
      ),
    );
  out.push(mugSvg(cam, v3(x1 - 0.3, top, z0 + 0.15), rng.pick(pal.pot)));
  drawFloorShadow(ctx, x0 - 0.1, x1 + 0.1, z0 - 0.05, z1 + 0.1, 0.14);
  scene.item(spec.cz, z0, out.join(''));
  const chairZ = z0 - 0.2 + rng.range(-0.05, 0.08);
  scene.item(
    chairZ,
    chairZ - 0.3,
    chairSvg(cam, spec.cx + rng.range(-0.1, 0.1), chairZ, 'north', 'office', spec.chairColor, frame),
  );
}

function deskLampSvg(ctx: Ctx, x: number, z: number, top: number): string {
  const { cam, pal, scene } = ctx;
  const arm = polyline(
    cam,
    [v3(x, top, z), v3(x + 0.05, top + 0.38, z), v3(x + 0.22, top + 0.42, z - 0.12)],
    pal.metal,
    Math.max(1.5, scaleAt(cam, z) * 0.012),
  );
  const base = boxSvg(
    cam,
    { x0: x - 0.07, x1: x + 0.07, y0: top, y1: top + 0.02, z0: z - 0.07, z1: z + 0.07 },
    pal.metal,
  );
  const head = project(cam, v3(x + 0.22, top + 0.42, z - 0.12));
  const s = scaleAt(cam, z - 0.12);
  const shade = `<path d="M${fmt(head.x - 0.03 * s)} ${fmt(head.y - 0.03 * s)}L${fmt(head.x + 0.03 * s)} ${fmt(head.y - 0.03 * s)}L${fmt(head.x + 0.08 * s)} ${fmt(head.y + 0.07 * s)}L${fmt(head.x - 0.08 * s)} ${fmt(head.y + 0.07 * s)}Z" fill="${pal.lamp}"/>`;
  scene.front(glowSvg(ctx, v3(x + 0.22, top + 0.3, z - 0.12), 0.35, 0.45));
  return (
    base +
    arm +
    shade +
    `<ellipse cx="${fmt(head.x)}" cy="${fmt(head.y + 0.07 * s)}" rx="${fmt(0.07 * s)}" ry="${fmt(0.015 * s)}" fill="#fff3cf"/>`
  );
}
