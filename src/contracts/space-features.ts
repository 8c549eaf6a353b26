import { z } from 'zod';

/** Every amenity a space can offer; the search filter and the icons use the same list. */
export const SPACE_FEATURES = [
  'wifi',
  'screen',
  'whiteboard',
  'video_conference',
  'kitchen',
  'coffee',
  'terrace',
  'natural_light',
  'accessible',
  'quiet',
  'printer',
] as const;

export const spaceFeatureSchema = z.enum(SPACE_FEATURES);
export type SpaceFeature = z.infer<typeof spaceFeatureSchema>;

export const SPACE_TYPES = ['meeting_room', 'desk'] as const;
export const spaceTypeSchema = z.enum(SPACE_TYPES);
export type SpaceType = z.infer<typeof spaceTypeSchema>;
