import { afterAll } from 'vitest';
import { openTestApps } from './app.js';

/**
 * Run before each test file (vitest.config.ts `setupFiles`). Files share their worker, so what a
 * file leaves running would run on into the next ones: test apps still open when the file ends
 * are closed here, and named so that the file can be fixed.
 */
afterAll(async () => {
  if (openTestApps.size === 0) return;
  const left = [...openTestApps];
  console.warn(
    `${left.length} test app(s) left open at the end of this file; closing them (${left.map((t) => t.url).join(', ')})`,
  );
  await Promise.allSettled(left.map((t) => t.close()));
});
