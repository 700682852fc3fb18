import { describe, expect, it } from 'vitest';
import { lookbehindsIn } from './script-check.ts';

describe('the check of the built scripts for old Safari', () => {
  it('finds a lookbehind, literal or in a string built into a pattern', () => {
    expect(lookbehindsIn('const a=/(?<=x)y/;', 'a.js')).toEqual([
      'a.js: a lookbehind, …const a=/(?<=x)y/;…',
    ]);
    expect(lookbehindsIn('new RegExp(`(?<![\\\\p{L}])Wien`,`u`)', 'b.js')).toHaveLength(1);
  });

  it('passes what Safari 15 reads: lookaheads, named groups, a group at the start', () => {
    expect(lookbehindsIn('/(?:^|[^a])(?!b)(?=c)(?<name>d)/u', 'c.js')).toEqual([]);
  });
});
