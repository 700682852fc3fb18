import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIdbStorage } from './idb-storage.ts';

vi.mock('idb-keyval', () => import('../features/forms/test-support/memory-idb-keyval.ts'));

describe('createIdbStorage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads, writes and removes through idb-keyval in its own database', async () => {
    vi.stubGlobal('indexedDB', {});
    const { memoryDatabases } = await import('../features/forms/test-support/memory-idb-keyval.ts');
    const storage = createIdbStorage('test-db', 'things');
    expect(await storage.getItem('a')).toBeNull();
    await storage.setItem('a', '{"x":1}');
    expect(await storage.getItem('a')).toBe('{"x":1}');
    expect(memoryDatabases().get('test-db/things')?.get('a')).toBe('{"x":1}');
    await storage.removeItem('a');
    expect(await storage.getItem('a')).toBeNull();
  });

  it('reads as empty and forgets writes where IndexedDB is missing (prerendering, old browsers)', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const storage = createIdbStorage('no-db');
    await expect(storage.setItem('a', '1')).resolves.toBeUndefined();
    expect(await storage.getItem('a')).toBeNull();
  });

  it('never throws when IndexedDB refuses (private modes)', async () => {
    vi.stubGlobal('indexedDB', {});
    const keyval = await import('idb-keyval');
    const storage = createIdbStorage('refusing-db');
    await storage.setItem('a', '1');
    vi.spyOn(keyval, 'get').mockRejectedValueOnce(new Error('refused'));
    expect(await storage.getItem('a')).toBeNull();
    vi.spyOn(keyval, 'set').mockRejectedValueOnce(new Error('quota'));
    await expect(storage.setItem('a', '2')).resolves.toBeUndefined();
  });
});
