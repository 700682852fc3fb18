import { describe, expect, it } from 'vitest';
import { swipeDirection } from './swipe.ts';

const from = { x: 200, y: 400 };
const to = (dx: number, dy = 0) => ({ clientX: from.x + dx, clientY: from.y + dy });

describe('swipeDirection', () => {
  it('asks for the next photo after a swipe to the left, the previous after one to the right', () => {
    expect(swipeDirection(from, to(-50))).toBe(1);
    expect(swipeDirection(from, to(120))).toBe(-1);
  });

  it('ignores a drag shorter than 50 px', () => {
    expect(swipeDirection(from, to(-49))).toBeUndefined();
    expect(swipeDirection(from, to(49))).toBeUndefined();
  });

  it('ignores a drag that is mostly vertical', () => {
    expect(swipeDirection(from, to(-60, 50))).toBeUndefined();
    expect(swipeDirection(from, to(-90, 50))).toBe(1);
  });

  it('needs a start (a second finger cancels it)', () => {
    expect(swipeDirection(undefined, to(-200))).toBeUndefined();
  });
});
