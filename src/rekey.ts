import type { Config } from './config.js';
import type { Database } from './store/db.js';
import { migrate } from './store/migrations/index.js';
import { type RekeyCount, reencryptSecrets } from './store/rekey.js';
import { checkSecretKey, finishRotation } from './store/secret-key.js';
import { createSecretBox } from './store/secrets.js';

/**
 * `node dist/main.js rekey` (`npm run rekey`): the explicit step that ends a rotation of
 * LINTEL_SECRET_KEY (CONTRACT §4). Run with the configuration of the servers during the rotation
 * (the new key, the old one in LINTEL_SECRET_KEY_PREVIOUS), once every process runs the new key:
 * it seals every stored value with the new key (src/store/rekey.ts, while the servers run), says
 * how many it changed, then records in the database that the old key is no longer needed, so
 * processes start without LINTEL_SECRET_KEY_PREVIOUS. Exit code 0 when done, 1 otherwise.
 */
export async function runRekey(options: {
  config: Config;
  db: Database;
  secretKey: string;
  write: (text: string) => void;
}): Promise<{ code: number; counts: RekeyCount[] }> {
  const { config, db, secretKey, write } = options;
  const previous = config.secretKeyPrevious;
  await migrate(db, { seal: (plaintext, id) => createSecretBox(secretKey, previous).seal(plaintext, id) });
  // As a server starting would: keys that do not fit the database stop here (src/store/start-up-errors.ts).
  if (await checkSecretKey(db, secretKey, previous))
    write('LINTEL_SECRET_KEY replaces LINTEL_SECRET_KEY_PREVIOUS as the key of this database\n');
  const counts = await reencryptSecrets(db, createSecretBox(secretKey, previous));
  write(
    `Re-encrypting the stored secrets with LINTEL_SECRET_KEY (${db.kind === 'postgres' ? 'PostgreSQL' : `PGlite, ${config.dataDir}`}):\n`,
  );
  for (const c of counts) {
    const unreadable = c.unreadable.length
      ? `, ${c.unreadable.length} that no key opens (ids ${c.unreadable.join(', ')})`
      : '';
    write(`  ${c.what}: ${c.reencrypted} re-encrypted, ${c.current} already current${unreadable}\n`);
  }
  const unreadable = counts.reduce((n, c) => n + c.unreadable.length, 0);
  if (unreadable > 0) {
    write(
      `Not finished: ${unreadable} stored values open with neither LINTEL_SECRET_KEY nor ${previous === undefined ? 'a LINTEL_SECRET_KEY_PREVIOUS (none is set)' : 'LINTEL_SECRET_KEY_PREVIOUS'}. ` +
        'Keep LINTEL_SECRET_KEY_PREVIOUS set; run this again with the key that sealed them, or give those connections and webhooks their secrets again.\n',
    );
    return { code: 1, counts };
  }
  if (!(await finishRotation(db, secretKey))) {
    write(
      'Not finished: LINTEL_SECRET_KEY was replaced by another key meanwhile; run this again with that key.\n',
    );
    return { code: 1, counts };
  }
  write(
    previous === undefined
      ? 'Done: every stored secret is sealed with LINTEL_SECRET_KEY.\n'
      : 'Done: every stored secret is sealed with LINTEL_SECRET_KEY. Restart the processes without LINTEL_SECRET_KEY_PREVIOUS: tokens, connect links and forms it signed stop working then.\n',
  );
  return { code: 0, counts };
}
