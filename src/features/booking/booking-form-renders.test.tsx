import { act } from '@testing-library/react';
import { beforeAll, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { Field } from '../forms/form-controls.tsx';
import { draftsReady } from '../forms/draft-store.ts';
import { loadCatalog } from '../../lib/i18n.ts';
import { BookingForm } from './booking-form.tsx';

vi.mock('idb-keyval', () => import('../forms/test-support/memory-idb-keyval.ts'));
vi.mock('../forms/form-controls.tsx', async (original) => {
  const controls = await original<typeof import('../forms/form-controls.tsx')>();
  return { ...controls, Field: vi.fn(controls.Field) };
});

beforeAll(() => loadCatalog('contact'));

// react-hook-form re-renders the form once it has mounted (isReady); on a phone, rendering every
// field again in the same task as hydration was the longest task of /kontakt.
it('renders each field once when the form mounts', async () => {
  await renderWithProviders(<BookingForm onDone={() => {}} />);
  await act(() => draftsReady());
  const ids = vi.mocked(Field).mock.calls.map(([props]) => props.id);
  expect(ids).toContain('booking-firstName');
  expect(ids).toContain('booking-specialRequests');
  expect(ids.length).toBe(new Set(ids).size);
});
