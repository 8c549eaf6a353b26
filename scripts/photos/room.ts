// The room itself: walls, floor, ceiling, windows with a street outside, sunlight and rugs.
import { darken, lighten, mix } from './color';
import {
  boxSvg,
  fmt,
  onPlane,
  planeBox,
  planeRect,
  poly,
  polyline,
  project,
  scaleAt,
  v3,
  type Ctx,
  type Plane,
  type Vec3,
} from './scene';

export interface Room {
  readonly width: number;
  readonly height: number;
  readonly depth: number;
}

export interface ShellStyle {
  /** Two-tone walls: accent colour up to dado height. */
  readonly wainscot: boolean;
  readonly beams: boolean;
  readonly accentBack: boolean;
}

export interface WindowStyle {
  readonly frame: 'crittall' | 'classic';
  readonly curtains: boolean;
}

export const backWall = (room: Room): Plane => ({ side: 'back', at: room.depth });
export const leftWall = (): Plane => ({ side: 'left', at: 0 });
export const rightWall = (room: Room): Plane => ({ side: 'right', at: room.width });

function linear(id: string, from: string, to: string, coords: string): string {
  return `<linearGradient id="${id}" ${coords}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export function drawShell(ctx: Ctx, room: Room, style: ShellStyle): void {
  const { scene, cam, pal } = ctx;
  const { width: w, height: h, depth: d } = room;
  const zn = cam.z + 0.05;
  const backColor = style.accentBack ? mix(pal.accent, pal.wall, 0.2) : pal.wall;
  const horizonFloor = project(cam, v3(0, 0, d)).y;

  const backId = scene.uid('back');
  scene.def(linear(backId, lighten(backColor, 0.08), darken(backColor, 0.05), 'x1="0" x2="1" y1="0" y2="0"'));
  const floorId = scene.uid('floor');
  scene.def(
    linear(
      floorId,
      lighten(pal.floor, 0.1),
      darken(pal.floor, 0.16),
      `gradientUnits="userSpaceOnUse" x1="0" x2="0" y1="${fmt(horizonFloor)}" y2="${scene.height}"`,
    ),
  );

  scene.back(poly(cam, [v3(0, h, zn), v3(w, h, zn), v3(w, h, d), v3(0, h, d)], lighten(pal.wall, 0.3)));
  scene.back(poly(cam, [v3(0, 0, zn), v3(0, 0, d), v3(0, h, d), v3(0, h, zn)], darken(pal.wall, 0.1)));
  scene.back(poly(cam, [v3(w, 0, zn), v3(w, 0, d), v3(w, h, d), v3(w, h, zn)], lighten(pal.wall, 0.04)));
  scene.back(poly(cam, [v3(0, 0, d), v3(w, 0, d), v3(w, h, d), v3(0, h, d)], `url(#${backId})`));
  scene.back(poly(cam, [v3(0, 0, zn), v3(w, 0, zn), v3(w, 0, d), v3(0, 0, d)], `url(#${floorId})`));
  drawPlanks(ctx, 0, w, zn, d);

  const walls: Plane[] = [backWall(room), leftWall(), rightWall(room)];
  for (const plane of walls) {
    const [u0, u1] = plane.side === 'back' ? [0, w] : [zn, d];
    const shade = plane.side === 'left' ? 0.1 : 0;
    if (style.wainscot) {
      scene.back(poly(cam, planeRect(plane, u0, u1, 0, 1.05), darken(mix(pal.accent, pal.wall, 0.3), shade)));
      scene.back(poly(cam, planeRect(plane, u0, u1, 1.05, 1.09, 0.01), lighten(pal.accent, 0.25)));
    }
    scene.back(poly(cam, planeRect(plane, u0, u1, 0, 0.1, 0.01), darken(lighten(pal.wall, 0.35), shade)));
  }
  if (style.beams) {
    for (let z = d - 0.4; z - cam.z > 0.9; z -= 1.7) {
      scene.back(
        boxSvg(cam, { x0: 0, x1: w, y0: h - 0.2, y1: h, z0: z - 0.16, z1: z }, darken(pal.wood, 0.15)),
      );
    }
  }
}

/** Oak boards along the depth axis: the converging joints sell the perspective cheaply. */
export function drawPlanks(ctx: Ctx, x0: number, x1: number, zn: number, zf: number): void {
  const { scene, cam, pal, rng } = ctx;
  const line = darken(pal.floor, 0.3);
  const lines: string[] = [];
  const plank = 0.24;
  for (let x = x0 + plank; x < x1; x += plank) {
    lines.push(polyline(cam, [v3(x, 0, zn), v3(x, 0, zf)], line, 1.1));
    for (let z = zf - rng.range(0.3, 1.6); z > zn + 0.3; z -= rng.range(1.4, 2.4)) {
      lines.push(polyline(cam, [v3(x, 0, z), v3(Math.min(x + plank, x1), 0, z)], line, 1));
    }
  }
  scene.back(`<g opacity="0.28">${lines.join('')}</g>`);
}

/** Sky and, across the street, a cream stone facade: a third-floor view over a French street. */
function drawOutside(ctx: Ctx, plane: Plane, u0: number, u1: number): string {
  const { cam, pal, rng, bright } = ctx;
  const away = plane.side === 'left' ? -1 : 1;
  const facade: Plane = { side: plane.side, at: plane.at + away * 9 };
  const minU = plane.side === 'back' ? -40 : cam.z + 1;
  const fu0 = Math.max(minU, u0 - 14);
  const fu1 = u1 + 14;
  const base = -8;
  const stone = bright ? '#eadfca' : '#d9c3a5';
  const parts: string[] = [poly(cam, planeRect(facade, fu0, fu1, base, 7.5), stone)];
  parts.push(poly(cam, planeRect(facade, fu0, fu1, 7.5, 9.5), bright ? '#8d99a6' : '#6f7480'));
  // Low contrast: the street is out of focus behind the glass, and busy detail there costs bytes.
  const glass = mix(bright ? '#7d8e9c' : '#5b5f6e', stone, 0.45);
  for (let u = Math.ceil(fu0 / 1.7) * 1.7; u < fu1; u += 1.7) {
    for (let v = base + 1; v < 7; v += 3) {
      const lit = !bright && rng.chance(0.35);
      parts.push(poly(cam, planeRect(facade, u, u + 0.8, v, v + 1.7), lit ? '#f4c774' : glass));
    }
    parts.push(poly(cam, planeRect(facade, u + 0.25, u + 0.55, 8, 8.9), '#d8d2c8'));
  }
  for (let v = base + 1; v < 7; v += 3)
    parts.push(poly(cam, planeRect(facade, fu0, fu1, v - 0.08, v), darken(stone, 0.25)));
  const trees: Plane = { side: plane.side, at: plane.at + away * 4 };
  for (let u = u0 - 0.6; u < u1 + 0.6; u += rng.range(0.9, 1.6)) {
    const spot = onPlane(trees, u, rng.range(-1.2, 0.4));
    if (spot.z - cam.z < 1) continue;
    const c = project(cam, spot);
    const r = scaleAt(cam, spot.z) * rng.range(0.8, 1.3);
    const leaf = rng.pick(pal.leaf);
    parts.push(
      `<circle cx="${fmt(c.x)}" cy="${fmt(c.y)}" r="${fmt(r)}" fill="${lighten(leaf, bright ? 0.2 : 0)}" opacity="0.9"/>`,
    );
  }
  return parts.join('');
}

/** Clear midday blue for natural_light spaces, a golden late afternoon otherwise. */
export function skyGradient(ctx: Ctx): string {
  const [top, bottom] = ctx.bright ? ['#b3d8ef', '#fdf4e1'] : ['#8ea4c6', '#f5c490'];
  return ctx.scene.sharedDef('sky', (id) => linear(id, top, bottom, 'x1="0" x2="0" y1="0" y2="1"'));
}

export function drawWindow(
  ctx: Ctx,
  plane: Plane,
  u0: number,
  u1: number,
  v0: number,
  v1: number,
  style: WindowStyle,
): void {
  const { scene, cam, pal } = ctx;
  const skyId = skyGradient(ctx);
  const clipId = scene.uid('glass');
  const glass = planeRect(plane, u0, u1, v0, v1);
  scene.def(`<clipPath id="${clipId}">${poly(cam, glass, '#000')}</clipPath>`);
  const frameColor = style.frame === 'crittall' ? pal.metal : lighten(pal.wall, 0.5);
  const reflection = [
    onPlane(plane, u0 + (u1 - u0) * 0.55, v1),
    onPlane(plane, u0 + (u1 - u0) * 0.8, v1),
    onPlane(plane, u0 + (u1 - u0) * 0.35, v0),
    onPlane(plane, u0 + (u1 - u0) * 0.1, v0),
  ];
  scene.back(poly(cam, planeRect(plane, u0 - 0.05, u1 + 0.05, v0 - 0.05, v1 + 0.05), frameColor));
  scene.back(
    `<g clip-path="url(#${clipId})">${poly(cam, glass, `url(#${skyId})`)}${drawOutside(ctx, plane, u0, u1)}` +
      `${poly(cam, reflection, '#ffffff', 'opacity="0.16"')}</g>`,
  );
  const bar = style.frame === 'crittall' ? 0.022 : 0.045;
  const cols = style.frame === 'crittall' ? Math.max(2, Math.round((u1 - u0) / 0.42)) : 2;
  const rows = style.frame === 'crittall' ? Math.max(3, Math.round((v1 - v0) / 0.45)) : 1;
  for (let i = 1; i < cols; i++) {
    const u = u0 + ((u1 - u0) * i) / cols;
    scene.back(poly(cam, planeRect(plane, u - bar, u + bar, v0, v1, 0.005), frameColor));
  }
  const transoms =
    style.frame === 'crittall'
      ? Array.from({ length: rows - 1 }, (_, i) => v0 + ((v1 - v0) * (i + 1)) / rows)
      : [v0 + (v1 - v0) * 0.72];
  for (const v of transoms)
    scene.back(poly(cam, planeRect(plane, u0, u1, v - bar, v + bar, 0.005), frameColor));
  scene.back(
    boxSvg(cam, planeBox(plane, u0 - 0.1, u1 + 0.1, v0 - 0.07, v0 - 0.02, 0, 0.14), lighten(pal.wall, 0.45)),
  );
  if (style.curtains) drawCurtains(ctx, plane, u0, u1, v1);
  drawSunPatch(ctx, plane, u0, u1, v0, v1);
}

function drawCurtains(ctx: Ctx, plane: Plane, u0: number, u1: number, top: number): void {
  const { scene, cam, pal } = ctx;
  const cloth = pal.textile[1] ?? pal.wall;
  scene.back(
    polyline(
      cam,
      [onPlane(plane, u0 - 0.5, top + 0.18, 0.08), onPlane(plane, u1 + 0.5, top + 0.18, 0.08)],
      pal.metal,
      3,
    ),
  );
  for (const [a, b] of [
    [u0 - 0.45, u0 + 0.05],
    [u1 - 0.05, u1 + 0.45],
  ] as const) {
    scene.back(poly(cam, planeRect(plane, a, b, 0.04, top + 0.18, 0.07), cloth));
    for (let u = a + 0.1; u < b - 0.05; u += 0.12) {
      scene.back(
        polyline(
          cam,
          [onPlane(plane, u, 0.06, 0.075), onPlane(plane, u, top + 0.16, 0.075)],
          darken(cloth, 0.12),
          2,
        ),
      );
    }
  }
}

/** Where the sun lands on the floor: each glass corner pushed along the light direction. */
function drawSunPatch(ctx: Ctx, plane: Plane, u0: number, u1: number, v0: number, v1: number): void {
  const { scene, cam, bright } = ctx;
  const toFloor = (u: number, v: number): Vec3 => {
    const p = onPlane(plane, u, v);
    const reach = p.y * 0.85;
    if (plane.side === 'back') return v3(p.x + reach * 0.3, 0, p.z - reach);
    return v3(p.x + (plane.side === 'left' ? reach : -reach), 0, p.z - reach * 0.25);
  };
  const patch = [toFloor(u0, v0), toFloor(u1, v0), toFloor(u1, v1), toFloor(u0, v1)];
  if (patch.some((p) => p.z - cam.z < 0.2)) return;
  scene.back(poly(cam, patch, '#fff1cf', `opacity="${bright ? 0.34 : 0.12}"`));
}

export function drawRug(ctx: Ctx, x0: number, x1: number, z0: number, z1: number): void {
  const { scene, cam, pal, rng } = ctx;
  const [base, border, motif] = [rng.pick(pal.textile), rng.pick(pal.textile), rng.pick(pal.seat)];
  const quad = (a: number, b: number, c: number, d: number): Vec3[] => [
    v3(a, 0.005, c),
    v3(b, 0.005, c),
    v3(b, 0.005, d),
    v3(a, 0.005, d),
  ];
  const parts = [
    poly(cam, quad(x0, x1, z0, z1), border),
    poly(cam, quad(x0 + 0.12, x1 - 0.12, z0 + 0.12, z1 - 0.12), base),
  ];
  if (rng.chance(0.5)) {
    for (let z = z0 + 0.35; z < z1 - 0.3; z += 0.45)
      parts.push(poly(cam, quad(x0 + 0.12, x1 - 0.12, z, z + 0.1), motif, 'opacity="0.55"'));
  } else {
    // A second inner border: reads as a rug, where a big central motif reads as a shadow.
    parts.push(poly(cam, quad(x0 + 0.3, x1 - 0.3, z0 + 0.3, z1 - 0.3), motif, 'opacity="0.55"'));
    parts.push(poly(cam, quad(x0 + 0.38, x1 - 0.38, z0 + 0.38, z1 - 0.38), base));
  }
  if (x0 - cam.x > -20 && z0 - cam.z > 0.2) scene.back(parts.join(''));
}

/** Soft contact shadow that keeps furniture from floating. */
export function drawFloorShadow(
  ctx: Ctx,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  strength = 0.18,
): void {
  const { scene, cam } = ctx;
  if (z0 - cam.z < 0.3) return;
  const blur = scene.sharedDef(
    'soft',
    (id) =>
      `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="7"/></filter>`,
  );
  scene.back(
    poly(
      cam,
      [v3(x0, 0.01, z0), v3(x1, 0.01, z0), v3(x1, 0.01, z1), v3(x0, 0.01, z1)],
      '#3a2414',
      `opacity="${strength}" filter="url(#${blur})"`,
    ),
  );
}

/** Daylight bloom around a window plus a warm vignette, painted last. */
export function drawAtmosphere(ctx: Ctx, light: Vec3): void {
  const { scene, cam, bright } = ctx;
  const c = project(cam, light);
  const glow = scene.uid('bloom');
  const vignette = scene.uid('vignette');
  scene.def(
    `<radialGradient id="${glow}" gradientUnits="userSpaceOnUse" cx="${fmt(c.x)}" cy="${fmt(c.y)}" r="${fmt(scene.width * 0.75)}"><stop offset="0" stop-color="#fff6e2" stop-opacity="${bright ? 0.3 : 0.14}"/><stop offset="1" stop-color="#fff6e2" stop-opacity="0"/></radialGradient>`,
  );
  scene.def(
    `<radialGradient id="${vignette}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#2a1a0e" stop-opacity="0"/><stop offset="1" stop-color="#2a1a0e" stop-opacity="${bright ? 0.28 : 0.4}"/></radialGradient>`,
  );
  scene.front(`<rect width="100%" height="100%" fill="url(#${glow})"/>`);
  scene.front(`<rect width="100%" height="100%" fill="#ffb061" opacity="${bright ? 0.03 : 0.07}"/>`);
  scene.front(`<rect width="100%" height="100%" fill="url(#${vignette})"/>`);
}
