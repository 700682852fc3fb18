/**
 * The little the function needs from a database: parameterised queries ($1, $2, …), one
 * transaction helper and a raw multi-statement exec for migrations. postgres.js (Deno, Node)
 * and PGlite (Node, in-process) both implement it.
 */
export type SqlParam = string | number | boolean | null;

export interface Queryable {
  query<Row extends object = Record<string, unknown>>(
    text: string,
    params?: readonly SqlParam[],
  ): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Human description for logs, never containing a password. */
  readonly label: string;
}

/**
 * A database failure a retry can fix (connection lost, pool exhausted, serialization failure,
 * deadlock): the handler answers 503 for these and 500 for everything else.
 */
export function isTransientDbError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  // Class 08 connection exceptions, 40 transaction rollback, 53 insufficient resources,
  // 57P0x operator intervention / shutdown, plus the client libraries' own network codes.
  return (
    /^(08|40|53|57P0)/.test(code) ||
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'EPIPE',
      'CONNECTION_CLOSED',
      'CONNECTION_ENDED',
      'CONNECTION_DESTROYED',
      'CONNECT_TIMEOUT',
    ].includes(code)
  );
}
