import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateSecret } from './secrets.js';

/**
 * LINTEL_SECRET_KEY for the embedded database when none is configured: generated once and kept
 * beside the data (mode 0600), so restarts can still open the stored credentials. With
 * `memory://` nothing outlives the process, so a fresh key serves.
 */
export async function loadOrCreateSecretKey(dataDir: string): Promise<string> {
  if (dataDir === 'memory://') return generateSecret();
  const file = join(dataDir, 'secret.key');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const key = generateSecret();
  await writeFile(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}
