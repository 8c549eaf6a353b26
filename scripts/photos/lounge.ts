// Lounge and kitchen furniture: sofas, armchairs, low tables, sideboards and a kitchenette.
import { darken, lighten } from './color';
import { addPlant, glowSvg, mugSvg, plantSvg, randomPlant } from './decor';
import { chairSvg } from './furniture';
import { backWall, drawFloorShadow, drawRug, type Room } from './room';
import {
  boxSvg,
  fmt,
  onPlane,
  orient,
  planeBox,
  planeRect,
  poly,
  polyline,
  project,
  scaleAt,
  solidsSvg,
  v3,
  type Ctx,
  type Facing,
  type Plane,
  type Solid,
} from './scene';

/** Sofa (or armchair when narrow) centred on (x, z). */
export function addSofa(ctx: Ctx, x: number, z: number, width: number, facing: Facing, color: string): void {
  const { cam, pal, rng, scene } = ctx;
  const half = width / 2;
  const part = (
    a0: number,
    a1: number,
    y0: number,
    y1: number,
    b0: number,
    b1: number,
    c: string,
  ): Solid => ({ box: orient(x, z, facing, a0, a1, y0, y1, b0, b1), color: c });
  const legs = [-half + 0.06, half - 0.1].flatMap((a) =>
    [-0.36, 0.32].map((b) => part(a, a + 0.04, 0, 0.12, b, b + 0.04, darken(pal.wood, 0.2))),
  );
  const parts: Solid[] = [
    part(-half, half, 0.12, 0.4, -0.42, 0.42, darken(color, 0.06)),
    part(-half, half, 0.4, 0.84, 0.24, 0.42, darken(color, 0.03)),
    part(-half, -half + 0.17, 0.12, 0.62, -0.42, 0.42, color),
    part(half - 0.17, half, 0.12, 0.62, -0.42, 0.42, color),
  ];
  const inner = width - 0.34;
  const cushions = Math.max(1, Math.round(inner / 0.7));
  for (let i = 0; i < cushions; i++) {
    const a0 = -half + 0.17 + (inner * i) / cushions + 0.01;
    const a1 = -half + 0.17 + (inner * (i + 1)) / cushions - 0.01;
    parts.push(part(a0, a1, 0.4, 0.5, -0.4, 0.24, lighten(color, 0.05)));
    parts.push(part(a0, a1, 0.5, 0.8, 0.12, 0.25, lighten(color, 0.03)));
  }
  if (width > 1.2) {
    for (const a of [-half + 0.22, half - 0.62])
      parts.push(part(a, a + 0.4, 0.5, 0.86, 0.02, 0.13, rng.pick(pal.textile)));
  }
  const box = orient(x, z, facing, -half, half, 0, 1, -0.42, 0.42);
  drawFloorShadow(ctx, box.x0 - 0.1, box.x1 + 0.1, box.z0 - 0.1, box.z1 + 0.1, 0.22);
  scene.item(z, box.z0, solidsSvg(cam, parts, legs));
}

export function addCoffeeTable(ctx: Ctx, x: number, z: number): void {
  const { cam, pal, rng, scene } = ctx;
  const [x0, x1, z0, z1] = [x - 0.5, x + 0.5, z - 0.3, z + 0.3];
  const legs: Solid[] = [x0 + 0.05, x1 - 0.09].flatMap((lx) =>
    [z0 + 0.05, z1 - 0.09].map((lz) => ({
      box: { x0: lx, x1: lx + 0.04, y0: 0, y1: 0.36, z0: lz, z1: lz + 0.04 },
      color: darken(pal.wood, 0.15),
    })),
  );
  const books = [0, 1, 2].map((i) =>
    boxSvg(
      cam,
      {
        x0: x - 0.3 + i * 0.01,
        x1: x - 0.05 - i * 0.01,
        y0: 0.4 + i * 0.03,
        y1: 0.43 + i * 0.03,
        z0: z - 0.12,
        z1: z + 0.1,
      },
      rng.pick(pal.art),
    ),
  );
  const extras =
    mugSvg(cam, v3(x + 0.25, 0.4, z - 0.08), rng.pick(pal.pot)) +
    plantSvg(
      cam,
      v3(x + 0.05, 0.4, z + 0.12),
      { kind: 'bush', height: 0.22, pot: rng.pick(pal.pot), leaves: pal.leaf },
      rng,
    );
  drawFloorShadow(ctx, x0, x1, z0, z1, 0.16);
  scene.item(
    z,
    z0,
    solidsSvg(cam, legs) +
      boxSvg(cam, { x0, x1, y0: 0.36, y1: 0.4, z0, z1 }, pal.wood) +
      books.join('') +
      extras,
  );
}

/** Low cabinet against a wall with a table lamp, books and a plant on top. */
export function addSideboard(ctx: Ctx, plane: Plane, u0: number, u1: number): void {
  const { cam, pal, rng, scene } = ctx;
  const body = planeBox(plane, u0, u1, 0.16, 0.74, 0, 0.45);
  const legs: Solid[] = [u0 + 0.06, u1 - 0.1].map((u) => ({
    box: planeBox(plane, u, u + 0.04, 0, 0.16, 0.2, 0.24),
    color: darken(pal.wood, 0.2),
  }));
  const out = [solidsSvg(cam, legs), boxSvg(cam, body, pal.wood)];
  const doors = Math.max(2, Math.round((u1 - u0) / 0.45));
  for (let i = 1; i < doors; i++) {
    const u = u0 + ((u1 - u0) * i) / doors;
    out.push(
      polyline(
        cam,
        [onPlane(plane, u, 0.2, 0.451), onPlane(plane, u, 0.7, 0.451)],
        darken(pal.wood, 0.3),
        1.2,
      ),
    );
  }
  const lampSpot = onPlane(plane, u0 + 0.25, 0.74, 0.22);
  const s = scaleAt(cam, lampSpot.z);
  const base = project(cam, lampSpot);
  out.push(
    `<ellipse cx="${fmt(base.x)}" cy="${fmt(base.y - 0.11 * s)}" rx="${fmt(0.08 * s)}" ry="${fmt(0.11 * s)}" fill="${rng.pick(pal.pot)}"/>`,
  );
  out.push(
    `<rect x="${fmt(base.x - 0.008 * s)}" y="${fmt(base.y - 0.32 * s)}" width="${fmt(0.016 * s)}" height="${fmt(0.12 * s)}" fill="${pal.metal}"/>`,
  );
  out.push(
    `<path d="M${fmt(base.x - 0.09 * s)} ${fmt(base.y - 0.5 * s)}L${fmt(base.x + 0.09 * s)} ${fmt(base.y - 0.5 * s)}L${fmt(base.x + 0.15 * s)} ${fmt(base.y - 0.3 * s)}L${fmt(base.x - 0.15 * s)} ${fmt(base.y - 0.3 * s)}Z" fill="${lighten(pal.lamp, 0.35)}"/>`,
  );
  scene.front(glowSvg(ctx, v3(lampSpot.x, 1.1, lampSpot.z), 0.8, 0.45));
  out.push(
    plantSvg(
      cam,
      onPlane(plane, u1 - 0.25, 0.74, 0.22),
      { kind: 'snake', height: 0.5, pot: rng.pick(pal.pot), leaves: pal.leaf },
      rng,
    ),
  );
  scene.item((body.z0 + body.z1) / 2, body.z0, out.join(''));
}

/** Kitchenette along the back wall and an island with stools: the "coffee & kitchen" photo. */
export function addKitchen(ctx: Ctx, room: Room): void {
  const { cam, pal, rng, scene } = ctx;
  const wall = backWall(room);
  const [u0, u1] = [room.width * 0.12, room.width * 0.88];
  scene.back(poly(cam, planeRect(wall, u0, u1, 0.9, 1.55, 0.001), lighten(pal.wall, 0.55)));
  const tiles: string[] = [];
  for (let v = 0.98; v < 1.55; v += 0.08)
    tiles.push(
      polyline(cam, [onPlane(wall, u0, v, 0.002), onPlane(wall, u1, v, 0.002)], darken(pal.wall, 0.12), 1),
    );
  scene.back(`<g opacity="0.6">${tiles.join('')}</g>`);
  for (const v of [1.75, 2.15]) {
    scene.back(boxSvg(cam, planeBox(wall, u0 + 0.3, u0 + 1.6, v, v + 0.035, 0, 0.26), pal.wood));
    for (let u = u0 + 0.4; u < u0 + 1.5; u += 0.16)
      scene.back(mugSvg(cam, onPlane(wall, u, v + 0.035, 0.13), rng.pick(pal.pot)));
  }
  const cabinets = planeBox(wall, u0, u1, 0.1, 0.88, 0, 0.6);
  const out = [
    boxSvg(cam, { ...cabinets, y0: 0 }, darken(pal.accent, 0.3)),
    boxSvg(cam, cabinets, pal.accent),
  ];
  const doors = Math.round((u1 - u0) / 0.6);
  for (let i = 1; i < doors; i++) {
    const u = u0 + ((u1 - u0) * i) / doors;
    out.push(
      polyline(
        cam,
        [onPlane(wall, u, 0.14, 0.601), onPlane(wall, u, 0.84, 0.601)],
        darken(pal.accent, 0.3),
        1.2,
      ),
    );
  }
  out.push(boxSvg(cam, planeBox(wall, u0 - 0.02, u1 + 0.02, 0.88, 0.92, 0, 0.63), pal.wood));
  const mx = u1 - 0.7;
  out.push(boxSvg(cam, planeBox(wall, mx, mx + 0.34, 0.92, 1.32, 0.12, 0.5), '#3a3b40'));
  out.push(boxSvg(cam, planeBox(wall, mx + 0.05, mx + 0.29, 1.0, 1.18, 0.5, 0.52), '#b9bcc2'));
  out.push(mugSvg(cam, onPlane(wall, mx + 0.17, 0.92, 0.38), '#f4efe6'));
  out.push(
    plantSvg(cam, onPlane(wall, u0 + 0.35, 0.92, 0.3), randomPlant(ctx, 0.45, ['snake', 'bush']), rng),
  );
  scene.item(room.depth - 0.3, room.depth - 0.63, out.join(''));
  addIsland(ctx, room.width / 2, room.depth - 2.3, Math.min(2.2, room.width * 0.45));
}

function addIsland(ctx: Ctx, cx: number, cz: number, width: number): void {
  const { cam, pal, rng, scene } = ctx;
  const [x0, x1, z0, z1] = [cx - width / 2, cx + width / 2, cz - 0.4, cz + 0.4];
  const body = boxSvg(
    cam,
    { x0: x0 + 0.05, x1: x1 - 0.05, y0: 0, y1: 0.88, z0: z0 + 0.2, z1: z1 - 0.05 },
    lighten(pal.wall, 0.25),
  );
  const board = boxSvg(cam, { x0, x1, y0: 0.88, y1: 0.93, z0, z1 }, pal.wood);
  const bowl = project(cam, v3(cx + 0.3, 0.93, cz));
  const s = scaleAt(cam, cz);
  const fruit = [-0.06, 0, 0.06]
    .map(
      (dx, i) =>
        `<circle cx="${fmt(bowl.x + dx * s)}" cy="${fmt(bowl.y - 0.07 * s)}" r="${fmt(0.045 * s)}" fill="${['#e8a23a', '#c9503c', '#9bb24a'][i] ?? '#e8a23a'}"/>`,
    )
    .join('');
  const bowlSvg =
    fruit +
    `<path d="M${fmt(bowl.x - 0.14 * s)} ${fmt(bowl.y - 0.06 * s)}Q${fmt(bowl.x)} ${fmt(bowl.y + 0.05 * s)} ${fmt(bowl.x + 0.14 * s)} ${fmt(bowl.y - 0.06 * s)}Z" fill="${rng.pick(pal.pot)}"/>`;
  drawFloorShadow(ctx, x0, x1, z0, z1, 0.2);
  drawRug(ctx, x0 - 0.3, x1 + 0.3, z0 - 0.9, z0 - 0.1);
  scene.item(cz, z0, body + board + bowlSvg + mugSvg(cam, v3(cx - 0.4, 0.93, cz - 0.1), rng.pick(pal.pot)));
  const stools = Math.max(2, Math.floor(width / 0.6));
  for (let i = 0; i < stools; i++) {
    const x = x0 + (width * (i + 0.5)) / stools;
    scene.item(
      z0 - 0.2,
      z0 - 0.4,
      chairSvg(cam, x, z0 - 0.2, 'north', 'stool', rng.pick(pal.seat), pal.metal),
    );
  }
  addPlant(ctx, x1 + 0.6, cz + 0.5, randomPlant(ctx, 1.2));
}
