/**
 * The lifecycle's secrets: a visitor's status link and an operator's signed-in device. Only
 * their SHA-256 is stored, so a copy of the database opens no status page and signs nobody in.
 */
import { hmacSha256, sha256Hex, toHex } from './hash.ts';
import { safeEqual } from './http.ts';

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A fresh random secret of `bytes` bytes, base64url. */
export function randomSecret(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/**
 * The secret of a request's status link: derived from the request's id with the function's
 * secret salt, so a replay of the request answers the very token the first answer carried
 * without the token being stored (16 bytes: 22 characters).
 */
export async function statusToken(salt: string, requestId: string): Promise<string> {
  return base64url((await hmacSha256(salt, `status-link|${requestId}`)).slice(0, 16));
}

/** How a secret is stored and looked up. */
export function secretHash(secret: string): Promise<string> {
  return sha256Hex(`secret|${secret}`);
}

/**
 * A secret stored with something else it depends on (`bound`: the passphrase a device signed in
 * with), keyed with the function's salt: a copy of the database and one device's secret still
 * give no fast way to guess what it was bound to. Hex, as secretHash.
 */
export async function keyedSecretHash(
  salt: string,
  bound: string,
  secret: string,
): Promise<string> {
  return toHex(await hmacSha256(salt, `${bound}|${secret}`));
}

/**
 * The operator passphrase, kept only as a PBKDF2 hash (a salt of this instance) and compared in
 * constant time. The hash is derived on first use, so an instance that never sees a sign-in
 * pays nothing at start.
 */
export interface PassphraseCheck {
  matches(attempt: string): Promise<boolean>;
}

/** `iterations`: PBKDF2 rounds (config.ts PASSPHRASE_ITERATIONS). */
export function createPassphraseCheck(passphrase: string, iterations: number): PassphraseCheck {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const derive = async (text: string) => {
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(text),
      'PBKDF2',
      false,
      ['deriveBits'],
    );
    const bits = await crypto.subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
      key,
      256,
    );
    return base64url(new Uint8Array(bits));
  };
  let stored: Promise<string> | null = null;
  return {
    async matches(attempt) {
      stored ??= derive(passphrase.normalize('NFC'));
      return safeEqual(await derive(attempt.normalize('NFC')), await stored);
    },
  };
}
