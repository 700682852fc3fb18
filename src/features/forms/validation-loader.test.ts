import { describe, expect, it } from 'vitest';
import { lazyResolver, loadFormResolvers } from './validation-loader.ts';

describe('lazyResolver', () => {
  it('loads the schemas once, and validates with them once loaded', async () => {
    expect(loadFormResolvers()).toBe(loadFormResolvers());
    const resolver = lazyResolver<Record<string, unknown>, unknown>((r) => r.contactResolver);
    const result = await resolver(
      { name: 'A', email: 'anna@example.com', subject: 'Hallo', message: 'Bitte um Rückruf.' },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(Object.keys(result.errors)).toEqual(['name', 'agbAccepted', 'privacyAccepted']);
  });
});
