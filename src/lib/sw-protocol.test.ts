import { describe, expect, it } from 'vitest';
import { isPageToWorker, isWorkerToPage } from './sw-protocol.ts';

describe('the message guards', () => {
  it('let each side hear its own messages, and nothing else', () => {
    for (const type of ['REPLAY', 'GET_STATUS', 'ACK_NOTICE', 'SKIP_WAITING', 'CLAIM']) {
      expect(isPageToWorker({ type }), type).toBe(true);
      expect(isWorkerToPage({ type }), type).toBe(false);
    }
    for (const type of ['STATUS', 'DELIVERED', 'NOTICE']) {
      expect(isWorkerToPage({ type }), type).toBe(true);
      expect(isPageToWorker({ type }), type).toBe(false);
    }
  });

  it('refuse what a stranger or another script might post', () => {
    for (const data of [null, undefined, 'REPLAY', 1, {}, { type: 1 }, { type: 'toString' }]) {
      expect(isPageToWorker(data)).toBe(false);
      expect(isWorkerToPage(data)).toBe(false);
    }
  });
});
