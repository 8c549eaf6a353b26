// Chooses what each photo of a space shows and where the camera stands, then renders it to SVG.
import { PALETTES } from './color';
import { type ShadeShape } from './decor';
import { type ChairStyle } from './furniture';
import {
  planDeskRoom,
  planKitchen,
  planLounge,
  planMeetingRoom,
  planWindowView,
  type Look,
  type Plan,
  type PhotoSpace,
} from './layouts';
import { createRng, type Rng } from './random';
import { drawAtmosphere } from './room';
import { Scene, type Camera, type Ctx } from './scene';
import { planTerrace } from './terrace';
import { type ArtMotif } from './wall-decor';

export type { PhotoSpace } from './layouts';

export type ShotKind = 'wide' | 'close' | 'window' | 'lounge' | 'kitchen' | 'terrace' | 'corner';

/** Seeded by the slug alone, so every photo of a space shares one palette and decor. */
export function lookFor(slug: string): Look {
  const rng = createRng(`look:${slug}`);
  const pal = rng.pick(PALETTES);
  const [chairColor = pal.accent, sofaColor = pal.accent] = rng.shuffle(pal.seat);
  return {
    pal,
    shell: { wainscot: rng.chance(0.35), beams: rng.chance(0.3), accentBack: rng.chance(0.25) },
    window: { frame: rng.chance(0.5) ? 'crittall' : 'classic', curtains: rng.chance(0.4) },
    height: rng.range(2.9, 3.3),
    chairColor,
    sofaColor,
    chair: rng.pick<ChairStyle>(['dining', 'dining', 'office']),
    pendant: rng.pick<ShadeShape>(['dome', 'cone', 'globe']),
    art: rng.pick<ArtMotif>(['arches', 'sun', 'blocks']),
    rug: rng.chance(0.65),
  };
}

/** Photo 1 is the room, 2 and 3 move the camera; amenities come next so they show up early. */
export function shotsFor(space: PhotoSpace): ShotKind[] {
  const amenities: ShotKind[] = [];
  if (space.features.includes('kitchen') || space.features.includes('coffee')) amenities.push('kitchen');
  if (space.features.includes('terrace')) amenities.push('terrace');
  return ['wide', 'close', 'window', ...amenities, 'lounge', 'corner'];
}

function planFor(kind: ShotKind, space: PhotoSpace, look: Look): Plan {
  switch (kind) {
    case 'window':
      return planWindowView(space, look);
    case 'lounge':
      return planLounge(look);
    case 'kitchen':
      return planKitchen(look);
    case 'terrace':
      return planTerrace(space, look);
    default:
      return space.type === 'meeting_room'
        ? planMeetingRoom(space, look)
        : planDeskRoom(space, look, createRng(`plan:${space.slug}`));
  }
}

function cameraFor(kind: ShotKind, plan: Plan, rng: Rng, width: number, height: number): Camera {
  const roomWidth = plan.room.width;
  // Focal length follows the shorter side so wide social images keep the same field of view vertically.
  const lens = (factor: number): number => Math.min(width * factor, height * 1.5 * factor);
  if (kind === 'close') {
    const x = plan.focus.x + (rng.chance(0.5) ? -1 : 1) * rng.range(0.3, 0.55);
    const y = plan.close?.height ?? 1.3;
    const z = plan.focus.z - (plan.close?.distance ?? rng.range(1.25, 1.5));
    const focal = lens(0.72);
    // Lens shift so the focus lands slightly below the centre of the frame.
    const ahead = plan.focus.z + 0.6 - z;
    return {
      x,
      y,
      z,
      focal,
      vx: width / 2 - (focal * (plan.focus.x - x)) / ahead,
      vy: height * 0.62 + (focal * (plan.focus.y - y)) / ahead,
    };
  }
  if (kind === 'corner') {
    const left = rng.chance(0.5);
    return {
      x: left ? 0.85 : roomWidth - 0.85,
      y: 1.7,
      z: 0.2,
      focal: lens(0.55),
      vx: width * (left ? 0.36 : 0.64),
      vy: height * 0.42,
    };
  }
  // Off-centre so pendants in a row along the table do not stack into one lamp.
  const x = roomWidth / 2 + (rng.chance(0.5) ? -1 : 1) * rng.range(0.3, 0.65);
  const y = kind === 'lounge' ? 1.4 : kind === 'window' ? 1.65 : 1.55;
  return { x, y, z: 0.2, focal: lens(0.64), vx: width / 2, vy: height * 0.42 };
}

function render(space: PhotoSpace, kind: ShotKind, seed: string, width: number, height: number): string {
  const look = lookFor(space.slug);
  const rng = createRng(seed);
  const plan = planFor(kind, space, look);
  const cam = cameraFor(kind, plan, rng, width, height);
  const scene = new Scene(width, height, cam);
  const ctx: Ctx = { scene, cam, pal: look.pal, rng, bright: space.features.includes('natural_light') };
  plan.draw(ctx);
  drawAtmosphere(ctx, plan.light);
  return scene.toSvg(look.pal.wall);
}

/** Photo n (1-based) of a space. */
export function renderPhotoSvg(space: PhotoSpace, n: number, width: number, height: number): string {
  const kind = shotsFor(space)[n - 1] ?? 'corner';
  return render(space, kind, `${space.slug}#${n}`, width, height);
}

/** The default social-sharing picture: a sunny lounge, no text. */
export function renderOgSvg(width: number, height: number): string {
  const space: PhotoSpace = {
    slug: 'og-default',
    type: 'meeting_room',
    capacity: 6,
    features: ['natural_light', 'wifi'],
  };
  return render(space, 'lounge', 'og-default', width, height);
}
