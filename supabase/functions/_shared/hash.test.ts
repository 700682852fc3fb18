import { describe, expect, it } from 'vitest';
import { canonicalMailbox, recipientHash } from './hash.ts';

describe('the confirmation limit counts mailboxes', () => {
  // Each of these got its own three confirmations a day: plus-addressing, dots and the second
  // Gmail domain all reach the victim's one mailbox.
  it.each([
    'victim@gmail.com',
    'Victim@Gmail.com',
    ' victim@gmail.com ',
    'victim+1@gmail.com',
    'victim+tag+more@gmail.com',
    'v.ictim@gmail.com',
    'v.i.c.t.i.m+5@gmail.com',
    'victim@googlemail.com',
    'V.Ictim+x@GoogleMail.com',
  ])('%j is victim@gmail.com', async (email) => {
    expect(canonicalMailbox(email)).toBe('victim@gmail.com');
    expect(await recipientHash(email, 'salt')).toBe(
      await recipientHash('victim@gmail.com', 'salt'),
    );
  });

  it('drops a +tag at any provider, but dots only at Gmail', () => {
    expect(canonicalMailbox('Anna.Huber+booking@Example.at')).toBe('anna.huber@example.at');
    expect(canonicalMailbox('anna.huber@example.at')).not.toBe(
      canonicalMailbox('annahuber@example.at'),
    );
    expect(canonicalMailbox('victim@gmail.com')).not.toBe(canonicalMailbox('victim@example.com'));
  });

  it('keeps the salt in the hash and the address out of it', async () => {
    const hash = await recipientHash('victim@gmail.com', 'salt');
    expect(hash).not.toBe(await recipientHash('victim@gmail.com', 'other salt'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
