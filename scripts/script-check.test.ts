import { describe, expect, it } from 'vitest';
import { lookbehindsIn, newerCallsIn } from './script-check.ts';

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

  it('finds a call of a built-in Safari 15 lacks', () => {
    expect(newerCallsIn('signal:AbortSignal.timeout(e)}', 'd.js')).toEqual([
      'd.js: AbortSignal.timeout, which Safari 15 lacks, …signal:AbortSignal.timeout(e)}…',
    ]);
    const calls = 'AbortSignal.any([a,b]);new DecompressionStream(`gzip`);e.toSorted();';
    expect(newerCallsIn(calls, 'e.js')).toHaveLength(3);
  });

  it('passes such a built-in looked for first and called through what was found', () => {
    const guarded =
      'var n=AbortSignal;function t(e){if(typeof n.timeout==`function`)return n.timeout(e)}';
    expect(newerCallsIn(guarded, 'f.js')).toEqual([]);
  });
});
