import { createHash } from 'node:crypto';

/** A UUID derived from a name, so that seeded rows keep the same id on every machine and every run. */
export function stableId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  // Shape it as an RFC 4122 version-5-style UUID (version and variant bits set).
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}
