import { describe, expect, it } from 'vitest';
import { desksLeft, parseSeats } from './desks';

describe('desks of a desk space', () => {
  it('reads the seat sets PostgreSQL writes', () => {
    expect(parseSeats('{[1,3),[5,6)}')).toEqual([1, 2, 5]);
    expect(parseSeats('{}')).toEqual([]);
  });

  it('counts a desk taken by two events once, and the desks left', () => {
    expect(desksLeft(6, [])).toBe(6);
    expect(desksLeft(6, ['{[1,3)}', '{[2,4)}'])).toBe(3);
    expect(desksLeft(2, ['{[1,2)}', '{[2,3)}'])).toBe(0);
  });

  it('ignores seats above the desks a space has now (it had more once)', () => {
    expect(desksLeft(3, ['{[3,6)}'])).toBe(2);
  });
});
