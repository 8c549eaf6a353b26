import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lifecycleMarkdown } from '../../scripts/lib/lifecycle-doc';

describe('docs/lifecycle.md', () => {
  it('is what the lifecycle’s table says (npm run docs:lifecycle writes it)', () => {
    expect(fs.readFileSync('docs/lifecycle.md', 'utf8')).toBe(lifecycleMarkdown());
  });

  it('draws every transition of the table in its diagram', () => {
    const markdown = lifecycleMarkdown();
    for (const edge of [
      'held --> confirmed: pay',
      'confirmed --> cancelled: cancel',
      'held --> expired: expire',
    ])
      expect(markdown).toContain(edge);
  });
});
