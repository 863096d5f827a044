import {
  createCipheriv,
  createDecipheriv,
  hkdfSync,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** Derives a purpose-bound 32-byte key from LINTEL_SECRET_KEY, so one secret serves several uses. */
export function deriveKey(secretKey: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, 'lintel', purpose, 32));
}

export interface SecretBox {
  /** AES-256-GCM; `associatedData` binds the ciphertext to its row (a copied value fails to open). */
  seal(plaintext: string, associatedData: string): string;
  open(sealed: string, associatedData: string): string;
  /**
   * `sealed` sealed anew with the current key when the previous one sealed it (re-encryption,
   * `src/store/rekey.ts`); undefined when the current key already did. Throws when neither opens it.
   */
  reseal(sealed: string, associatedData: string): string | undefined;
}

/**
 * `previousKey` (LINTEL_SECRET_KEY_PREVIOUS, during a rotation): values it sealed still open;
 * every value is sealed with `secretKey`.
 */
export function createSecretBox(secretKey: string, previousKey?: string): SecretBox {
  const key = deriveKey(secretKey, 'credentials-at-rest');
  const previous = previousKey === undefined ? undefined : deriveKey(previousKey, 'credentials-at-rest');
  const seal = (plaintext: string, associatedData: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(associatedData));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  };
  const openWith = (k: Buffer, sealed: string, associatedData: string) => {
    if (!sealed.startsWith('v1.')) throw new Error('unknown sealed value format');
    const raw = Buffer.from(sealed.slice(3), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', k, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(associatedData));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  };
  /** The plaintext, and whether the current key opened it. */
  const open = (sealed: string, associatedData: string) => {
    try {
      return { plaintext: openWith(key, sealed, associatedData), current: true };
    } catch (error) {
      // Sealed before the rotation: the previous key opens it (the tag check fails otherwise).
      if (!previous) throw error;
      return { plaintext: openWith(previous, sealed, associatedData), current: false };
    }
  };
  return {
    seal,
    open: (sealed, associatedData) => open(sealed, associatedData).plaintext,
    reseal(sealed, associatedData) {
      const { plaintext, current } = open(sealed, associatedData);
      return current ? undefined : seal(plaintext, associatedData);
    },
  };
}

/** Hash of an API client secret: scrypt with a random salt. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(secret, salt, 32);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(secret, Buffer.from(salt, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}

export function generateSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
