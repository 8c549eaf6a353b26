// The rooftop terrace photo: decking, a railing, planters and string lights over a city of zinc roofs.
import { darken, lighten, mix } from './color';
import { addPlant, randomPlant, stringLightsSvg } from './decor';
import { addTableSet } from './furniture';
import { type Look, type Plan, type PhotoSpace } from './layouts';
import { drawPlanks, skyGradient, type Room } from './room';
import { boxSvg, fmt, poly, project, v3, type Ctx } from './scene';

function drawCity(ctx: Ctx): void {
  const { scene, cam, rng, bright } = ctx;
  const haze = bright ? '#eef3f2' : '#f3cfa4';
  const stones = ['#ead7b7', '#e2c7a0', '#efe2c8', '#d9b994'];
  const zinc = '#72808f';
  for (let i = 0; i < 3; i++) {
    const c = project(cam, v3(cam.x + (i - 1) * 18 + rng.range(-5, 5), rng.range(12, 20), 60));
    const r = rng.range(18, 30);
    const puffs = [
      [-1.6, 0.6],
      [-0.7, 0.95],
      [0.4, 1.2],
      [1.5, 0.75],
    ].map(
      ([dx = 0, k = 1]) =>
        `<circle cx="${fmt(c.x + dx * r)}" cy="${fmt(c.y - k * r * 0.5)}" r="${fmt(k * r)}"/>`,
    );
    scene.back(
      `<g fill="#fffaf0" opacity="${bright ? 0.75 : 0.45}">${puffs.join('')}<rect x="${fmt(c.x - 2.3 * r)}" y="${fmt(c.y - r * 0.3)}" width="${fmt(4.6 * r)}" height="${fmt(r * 0.6)}" rx="${fmt(r * 0.3)}"/></g>`,
    );
  }
  // Far rows first, paler with distance (aerial perspective); only the nearest rows get windows.
  for (const [z, fade] of [
    [70, 0.55],
    [48, 0.35],
    [30, 0.15],
  ] as const) {
    const parts: string[] = [];
    for (let x = cam.x - z * 1.1; x < cam.x + z * 1.1; x += rng.range(5, 9)) {
      const w = rng.range(4.5, 8.5);
      const top = rng.range(-6, 1) - z * 0.04;
      const stone = mix(rng.pick(stones), haze, fade);
      parts.push(poly(cam, [v3(x, -30, z), v3(x + w, -30, z), v3(x + w, top, z), v3(x, top, z)], stone));
      if (fade < 0.4) {
        for (let wx = x + 0.7; wx < x + w - 1; wx += 1.6) {
          for (let wy = top - 2.2; wy > top - 9; wy -= 3) {
            parts.push(
              poly(
                cam,
                [v3(wx, wy, z), v3(wx + 0.7, wy, z), v3(wx + 0.7, wy + 1.4, z), v3(wx, wy + 1.4, z)],
                mix('#6f7c8a', haze, fade),
              ),
            );
          }
        }
      }
      parts.push(
        poly(
          cam,
          [v3(x, top, z), v3(x + w, top, z), v3(x + w - 1, top + 2.2, z), v3(x + 1, top + 2.2, z)],
          mix(zinc, haze, fade),
        ),
      );
      for (let c = x + 1.4; c < x + w - 1.4; c += rng.range(1.6, 3)) {
        parts.push(
          poly(
            cam,
            [v3(c, top + 2, z), v3(c + 0.5, top + 2, z), v3(c + 0.5, top + 3, z), v3(c, top + 3, z)],
            mix('#c08466', haze, fade),
          ),
        );
      }
    }
    scene.back(parts.join(''));
  }
}

function drawRailing(ctx: Ctx, x0: number, x1: number, z: number): void {
  const { scene, cam, pal } = ctx;
  const parts: string[] = [];
  for (let x = x0; x <= x1; x += 1.4)
    parts.push(boxSvg(cam, { x0: x, x1: x + 0.05, y0: 0, y1: 1.05, z0: z, z1: z + 0.05 }, pal.metal));
  for (const y of [0.1, 0.35, 0.6, 0.85])
    parts.push(boxSvg(cam, { x0, x1, y0: y, y1: y + 0.012, z0: z + 0.02, z1: z + 0.03 }, pal.metal));
  parts.push(boxSvg(cam, { x0, x1, y0: 1.02, y1: 1.07, z0: z - 0.02, z1: z + 0.07 }, pal.wood));
  scene.item(z + 0.03, z, parts.join(''));
}

function addPlanter(ctx: Ctx, x0: number, x1: number, z0: number, z1: number): void {
  const { scene, cam, pal } = ctx;
  scene.item((z0 + z1) / 2, z0, boxSvg(cam, { x0, x1, y0: 0, y1: 0.45, z0, z1 }, darken(pal.wood, 0.15)));
  for (let x = x0 + 0.3; x < x1 - 0.1; x += 0.55) {
    const look = randomPlant(ctx, ctx.rng.range(0.6, 1.0), ['bush', 'snake']);
    addPlant(ctx, x, (z0 + z1) / 2 - 0.02, { ...look, pot: darken(pal.wood, 0.15) });
  }
}

export function planTerrace(space: PhotoSpace, look: Look): Plan {
  const room: Room = { width: 7, height: 2.8, depth: 6.5 };
  const cx = room.width / 2;
  const cz = room.depth - 2.4;
  return {
    room,
    focus: v3(cx, 0.74, cz),
    light: v3(room.width, 6, room.depth + 20),
    draw: (ctx) => {
      const { scene, cam, pal } = ctx;
      scene.back(`<rect width="100%" height="100%" fill="url(#${skyGradient(ctx)})"/>`);
      drawCity(ctx);
      scene.back(
        poly(
          cam,
          [
            v3(-4, 0, cam.z + 0.05),
            v3(room.width + 4, 0, cam.z + 0.05),
            v3(room.width + 4, 0, room.depth + 0.1),
            v3(-4, 0, room.depth + 0.1),
          ],
          lighten(pal.floor, 0.08),
        ),
      );
      drawPlanks(ctx, -4, room.width + 4, cam.z + 0.05, room.depth + 0.1);
      drawRailing(ctx, -4, room.width + 4, room.depth);
      addPlanter(ctx, 0.2, 2.2, room.depth - 0.55, room.depth - 0.1);
      addPlanter(ctx, room.width - 2.2, room.width - 0.2, room.depth - 0.55, room.depth - 0.1);
      addPlant(ctx, 0.9, 3.2, randomPlant(ctx, 1.7, ['tree']));
      const seats =
        space.capacity >= 4 ? { left: 1, right: 1, far: 1, near: 1 } : { left: 1, right: 1, far: 0, near: 0 };
      addTableSet(ctx, {
        cx,
        cz,
        width: 0.8,
        length: 0.8,
        seats,
        chair: 'dining',
        chairColor: look.chairColor,
        clutter: true,
      });
      for (const x of [0.3, room.width - 0.3])
        scene.item(
          room.depth - 0.3,
          room.depth - 0.35,
          boxSvg(
            cam,
            { x0: x - 0.04, x1: x + 0.04, y0: 0, y1: 2.8, z0: room.depth - 0.34, z1: room.depth - 0.26 },
            pal.wood,
          ),
        );
      scene.front(
        stringLightsSvg(
          ctx,
          v3(0.3, 2.75, room.depth - 0.3),
          v3(room.width - 0.3, 2.75, room.depth - 0.3),
          0.45,
          14,
        ),
      );
      scene.front(
        stringLightsSvg(ctx, v3(-1, 2.9, 1.8), v3(room.width - 0.3, 2.75, room.depth - 0.3), 0.5, 16),
      );
    },
  };
}
