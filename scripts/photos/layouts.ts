// What each kind of photo shows. A plan fixes the room and its furniture from the space alone, so the
// wide shot, the close-up and the corner view of one space all show the same room.
import { type SeedSpace } from '../../src/server/db/seed/catalogue-schema';
import { type Palette } from './color';
import { addFloorLamp, addLinearPendant, addPendant, addPlant, randomPlant, type ShadeShape } from './decor';
import { addDesk, addTableSet, type ChairStyle, type Seats } from './furniture';
import { addCoffeeTable, addKitchen, addSideboard, addSofa } from './lounge';
import { type Rng } from './random';
import {
  backWall,
  drawRug,
  drawShell,
  drawWindow,
  leftWall,
  rightWall,
  type Room,
  type ShellStyle,
  type WindowStyle,
} from './room';
import { v3, type Ctx, type Vec3 } from './scene';
import {
  addBookcase,
  drawArt,
  drawFloatingShelves,
  drawScreen,
  drawWhiteboard,
  type ArtMotif,
} from './wall-decor';

export type PhotoSpace = Pick<SeedSpace, 'slug' | 'type' | 'capacity' | 'features'>;

/** Decor choices shared by every photo of one space. */
export interface Look {
  readonly pal: Palette;
  readonly shell: ShellStyle;
  readonly window: WindowStyle;
  readonly height: number;
  readonly chairColor: string;
  readonly sofaColor: string;
  readonly chair: ChairStyle;
  readonly pendant: ShadeShape;
  readonly art: ArtMotif;
  readonly rug: boolean;
}

export interface Plan {
  readonly room: Room;
  /** What a close-up looks at, and from how far and how high. */
  readonly focus: Vec3;
  readonly close?: { readonly distance: number; readonly height: number };
  /** Where the daylight bloom is centred. */
  readonly light: Vec3;
  readonly draw: (ctx: Ctx) => void;
}

const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));
const has = (space: PhotoSpace, feature: PhotoSpace['features'][number]): boolean =>
  space.features.includes(feature);

/** Spreads `count` windows along the left wall between two depths. */
function leftWindows(ctx: Ctx, room: Room, look: Look, count: number, from: number, to: number): void {
  const span = (to - from) / count;
  const width = Math.min(1.5, span - 0.45);
  for (let i = 0; i < count; i++) {
    const c = from + span * (i + 0.5);
    drawWindow(ctx, leftWall(), c - width / 2, c + width / 2, 0.85, room.height - 0.4, look.window);
  }
}

function backWindows(ctx: Ctx, room: Room, look: Look, count: number, sill: number): void {
  const span = (room.width - 0.8) / count;
  for (let i = 0; i < count; i++) {
    const u = 0.4 + span * i;
    drawWindow(ctx, backWall(room), u + 0.2, u + span - 0.2, sill, room.height - 0.35, look.window);
  }
}

function cornerPlants(ctx: Ctx, room: Room): void {
  addPlant(ctx, 0.45, room.depth - 0.45, randomPlant(ctx, ctx.rng.range(1.1, 1.6)));
  addPlant(ctx, room.width - 0.45, room.depth - 0.45, randomPlant(ctx, ctx.rng.range(0.9, 1.5)));
}

/** Splits a capacity over the sides of a table running along z. */
function seatsFor(capacity: number): { seats: Seats; perSide: number } {
  const cap = clamp(capacity, 1, 18);
  const far = cap >= 5 ? 1 : 0;
  const near = cap >= 10 ? 1 : 0;
  const sides = Math.max(2, cap - far - near);
  const left = Math.ceil(sides / 2);
  return { seats: { left, right: sides - left, far, near }, perSide: left };
}

export function planMeetingRoom(space: PhotoSpace, look: Look): Plan {
  const { seats, perSide } = seatsFor(space.capacity);
  const length = Math.max(0.9, perSide * 0.7 + 0.25);
  const width = space.capacity <= 2 ? 0.8 : space.capacity <= 8 ? 1.0 : 1.2;
  const room: Room = {
    width: clamp(width + 3.8, 4.8, 7),
    height: look.height,
    depth: Math.max(6.2, length + 4.6),
  };
  const cx = room.width / 2;
  const cz = room.depth - 1.6 - length / 2;
  const screen = has(space, 'screen') || has(space, 'video_conference');
  return {
    room,
    focus: v3(cx, 0.76, cz - length / 2),
    light: v3(0, 1.8, room.depth * 0.55),
    draw: (ctx) => {
      drawShell(ctx, room, look.shell);
      leftWindows(ctx, room, look, ctx.bright ? 2 : 1, 1.4, room.depth - 0.4);
      if (screen)
        drawScreen(
          ctx,
          backWall(room),
          cx,
          1.5,
          Math.min(1.9, room.width * 0.38),
          has(space, 'video_conference'),
        );
      if (has(space, 'whiteboard')) {
        if (screen) drawWhiteboard(ctx, rightWall(room), cz, 1.45, Math.min(1.8, length), 1.05);
        else drawWhiteboard(ctx, backWall(room), cx, 1.45, Math.min(1.9, room.width * 0.4), 1.1);
      } else {
        addSideboard(ctx, rightWall(room), cz - 0.8, cz + 0.8);
        drawArt(ctx, rightWall(room), cz, 1.65, 0.9, 0.7, look.art);
      }
      if (!screen && !has(space, 'whiteboard')) drawArt(ctx, backWall(room), cx, 1.6, 1.1, 0.8, look.art);
      if (look.rug)
        drawRug(
          ctx,
          cx - width / 2 - 0.9,
          cx + width / 2 + 0.9,
          cz - length / 2 - 0.8,
          cz + length / 2 + 0.8,
        );
      addTableSet(ctx, {
        cx,
        cz,
        width,
        length,
        seats,
        chair: look.chair,
        chairColor: look.chairColor,
        clutter: true,
      });
      // A row of pendants along the view axis stacks into a blob; long tables get one linear light.
      if (length > 2)
        addLinearPendant(ctx, cx, cz - length * 0.35, cz + length * 0.35, room.height, 1.95, look.pal.metal);
      else addPendant(ctx, cx, cz, room.height, 1.95, look.pendant, look.pal.lamp);
      cornerPlants(ctx, room);
    },
  };
}

export function planDeskRoom(space: PhotoSpace, look: Look, rng: Rng): Plan {
  // Beyond a dozen desks the picture only gets busier (and heavier), not more informative.
  const count = clamp(space.capacity, 1, 12);
  const perRow = Math.min(count, 4);
  const rows = Math.ceil(count / perRow);
  const room: Room = {
    width: clamp(perRow * 1.45 + 2.4, 4.6, 10),
    height: look.height,
    depth: clamp(rows * 2.2 + 3.6, 6.2, 11),
  };
  const desks = Array.from({ length: count }, (_, i) => ({
    cx: room.width / 2 + ((i % perRow) - (perRow - 1) / 2) * 1.45,
    cz: room.depth - 1.1 - Math.floor(i / perRow) * 2.2,
    monitor: rng.chance(0.7),
    lamp: rng.chance(0.6),
    plant: rng.chance(0.4),
  }));
  const first = desks[desks.length - 1] ?? { cx: room.width / 2, cz: room.depth - 1.1 };
  return {
    room,
    focus: v3(first.cx, 0.74, first.cz - 0.35),
    // Close enough that the desk's own chair falls behind the near clip instead of filling the frame.
    close: { distance: 0.8, height: 1.45 },
    light: v3(room.width / 2, 1.8, room.depth),
    draw: (ctx) => {
      drawShell(ctx, room, look.shell);
      backWindows(ctx, room, look, ctx.bright ? Math.max(2, Math.round(room.width / 2.6)) : 1, 0.95);
      if (ctx.bright) leftWindows(ctx, room, look, 1, 1.4, room.depth - 1.2);
      else drawFloatingShelves(ctx, leftWall(), room.depth - 2.6, room.depth - 1.2, 1.3);
      const right = rightWall(room);
      if (has(space, 'whiteboard')) drawWhiteboard(ctx, right, room.depth - 1.8, 1.45, 1.6, 1.05);
      if (has(space, 'screen') || has(space, 'video_conference'))
        drawScreen(ctx, right, room.depth - 4, 1.55, 1.4, has(space, 'video_conference'));
      if (!has(space, 'whiteboard')) addBookcase(ctx, right, room.depth - 2.6, room.depth - 1.2, 2.05);
      for (const desk of desks) addDesk(ctx, { ...desk, width: 1.3, chairColor: look.chairColor });
      for (let r = 0; r < rows; r++) {
        const z = room.depth - 1.1 - r * 2.2;
        const half = ((perRow - 1) / 2) * 1.45;
        for (const x of perRow > 2
          ? [room.width / 2 - half / 2, room.width / 2 + half / 2]
          : [room.width / 2]) {
          addPendant(ctx, x, z, room.height, 1.95, look.pendant, look.pal.lamp);
        }
      }
      cornerPlants(ctx, room);
    },
  };
}

/** Looking at a wall of windows: the meeting table across the light, or a counter along the glass for desks. */
export function planWindowView(space: PhotoSpace, look: Look): Plan {
  const meeting = space.type === 'meeting_room';
  const cap = clamp(space.capacity, 2, 14);
  const length = clamp(Math.ceil(cap / 2) * 0.7 + 0.3, 1.4, 5);
  const room: Room = { width: clamp(length + 3.6, 5.6, 8.5), height: look.height, depth: meeting ? 7 : 4.8 };
  const cx = room.width / 2;
  const cz = meeting ? room.depth - 2.3 : room.depth - 0.45;
  return {
    room,
    focus: v3(cx, 0.76, cz),
    light: v3(cx, 1.8, room.depth),
    draw: (ctx) => {
      drawShell(ctx, room, look.shell);
      backWindows(ctx, room, look, ctx.bright ? 3 : 2, meeting ? 0.55 : 1.15);
      drawArt(ctx, rightWall(room), 3, 1.6, 0.8, 1.0, look.art);
      addPlant(ctx, room.width - 0.45, room.depth - 0.45, randomPlant(ctx, 1.3, ['tree', 'snake']));
      if (meeting) {
        // Backlit chairs along the glass; only a few on our side so they do not wall off the view.
        const ends = cap >= 6 ? 1 : 0;
        const far = Math.ceil((cap - ends * 2) / 2);
        const seats: Seats = {
          left: ends,
          right: ends,
          far,
          near: Math.min(3, Math.max(0, cap - ends * 2 - far)),
        };
        if (look.rug) drawRug(ctx, cx - length / 2 - 0.8, cx + length / 2 + 0.8, cz - 1.2, cz + 1.2);
        addTableSet(ctx, {
          cx,
          cz,
          width: length,
          length: 1.0,
          seats,
          chair: look.chair,
          chairColor: look.chairColor,
          clutter: true,
        });
        for (const dx of length > 2.4 ? [-length / 4, length / 4] : [0])
          addPendant(ctx, cx + dx, cz, room.height, 1.95, look.pendant, look.pal.lamp);
        addPlant(ctx, 0.5, room.depth - 0.5, randomPlant(ctx, 1.5, ['tree', 'bush']));
      } else {
        // A bar-height counter along the glass with stools: the classic window seat of a coworking space.
        const width = room.width - 1.6;
        const seats: Seats = { left: 0, right: 0, far: 0, near: clamp(Math.floor(width / 0.8), 2, 8) };
        addTableSet(ctx, {
          cx,
          cz,
          width,
          length: 0.5,
          height: 1.05,
          seats,
          chair: 'stool',
          chairColor: look.chairColor,
          clutter: true,
        });
        addFloorLamp(ctx, 0.5, room.depth - 1.5, look.pal.lamp);
      }
    },
  };
}

export function planLounge(look: Look): Plan {
  const room: Room = { width: 5.8, height: look.height, depth: 5.4 };
  const cx = room.width / 2;
  return {
    room,
    focus: v3(cx, 0.4, room.depth - 1.7),
    light: v3(0, 1.8, room.depth * 0.5),
    draw: (ctx) => {
      drawShell(ctx, room, look.shell);
      leftWindows(ctx, room, look, 1, 1.6, room.depth - 1.4);
      const back = backWall(room);
      drawArt(ctx, back, cx - 0.45, 1.55, 0.7, 0.9, look.art);
      drawArt(ctx, back, cx + 0.45, 1.45, 0.6, 0.6, ctx.rng.pick(['arches', 'sun', 'blocks'] as const));
      addBookcase(ctx, rightWall(room), room.depth - 2.9, room.depth - 1.5, 2.1);
      drawRug(ctx, cx - 1.6, cx + 1.6, room.depth - 2.8, room.depth - 0.7);
      addSofa(ctx, cx, room.depth - 0.55, 2.3, 'south', look.sofaColor);
      addCoffeeTable(ctx, cx, room.depth - 1.75);
      addSofa(ctx, cx - 1.85, room.depth - 1.85, 0.95, 'east', look.chairColor);
      addFloorLamp(ctx, cx + 1.55, room.depth - 0.45, look.pal.lamp);
      addPlant(ctx, 0.5, room.depth - 0.5, randomPlant(ctx, 1.6, ['tree', 'bush']));
      addPendant(ctx, cx, room.depth - 1.75, room.height, 2.05, look.pendant, look.pal.lamp);
    },
  };
}

export function planKitchen(look: Look): Plan {
  const room: Room = { width: 5.8, height: look.height, depth: 6.2 };
  return {
    room,
    focus: v3(room.width / 2, 0.93, room.depth - 2.7),
    light: v3(0, 1.8, room.depth * 0.5),
    draw: (ctx) => {
      drawShell(ctx, room, look.shell);
      leftWindows(ctx, room, look, 1, 1.6, room.depth - 1.2);
      addKitchen(ctx, room);
      for (const dx of [-0.6, 0.6])
        addPendant(
          ctx,
          room.width / 2 + dx,
          room.depth - 2.3,
          room.height,
          1.85,
          look.pendant,
          look.pal.lamp,
        );
    },
  };
}
