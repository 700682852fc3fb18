// Minimal assertions for the Deno tests (jsr:@std/assert is not reachable from this network).

export function assert(condition: unknown, message = 'assertion failed'): asserts condition {
  if (!condition) throw new Error(message);
}

export function assertEquals(actual: unknown, expected: unknown): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`expected ${e}\n     got ${a}`);
}

export function assertMatch(actual: string, pattern: RegExp): void {
  if (!pattern.test(actual))
    throw new Error(`expected ${JSON.stringify(actual)} to match ${pattern}`);
}
