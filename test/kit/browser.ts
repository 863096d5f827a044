import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { type Browser, chromium } from 'playwright-core';

/**
 * Real Chromium for page tests, driven by playwright-core: the headless Chromium that the
 * `@sparticuz/chromium` devDependency ships inside its npm package (so `npm ci` is all a machine
 * needs), or the binary named by `LINTEL_CHROMIUM_PATH`. Never a silent skip.
 *
 * The package's brotli files are unpacked once per version into `<tmpdir>/lintel-chromium-<version>`
 * (about 1.5 s; later runs reuse it), with the NSS and expat libraries it ships for systems that
 * lack them. Pitfalls: the package itself unpacks into the shared `<tmpdir>/chromium` and returns
 * whatever is there, even half written by a parallel test file or left by another version; so a
 * child process unpacks into a private folder that is renamed into place only when complete.
 * Its recommended `args` are not used: `--disable-web-security` would hide the CORS refusals the
 * frontend test checks, and `--single-process` is not needed outside Lambda.
 */

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const require = createRequire(import.meta.url);

interface Executable {
  path: string;
  /** Folder of shared libraries the binary needs, when they come with it. */
  libraries?: string;
}

let unpacked: Promise<Executable> | undefined;

export async function launchChromium(): Promise<Browser> {
  const { path, libraries } = await chromiumExecutable();
  return chromium.launch({
    executablePath: path,
    args: FLAGS,
    ...(libraries && {
      env: {
        ...process.env,
        LD_LIBRARY_PATH: [libraries, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
      },
    }),
  });
}

function chromiumExecutable(): Promise<Executable> {
  const override = process.env.LINTEL_CHROMIUM_PATH;
  if (override) {
    if (!existsSync(override)) {
      return Promise.reject(
        new Error(
          `LINTEL_CHROMIUM_PATH is ${override}, which does not exist (unset it to use @sparticuz/chromium)`,
        ),
      );
    }
    return Promise.resolve({ path: override });
  }
  unpacked ??= unpackSparticuz();
  return unpacked;
}

async function unpackSparticuz(): Promise<Executable> {
  const entry = require.resolve('@sparticuz/chromium');
  const { version } = JSON.parse(readFileSync(join(dirname(entry), '..', '..', 'package.json'), 'utf8'));
  const folder = join(tmpdir(), `lintel-chromium-${version}`);
  const executable = { path: join(folder, 'chromium'), libraries: join(folder, 'al2023', 'lib') };
  if (existsSync(executable.path)) return executable;

  const staging = mkdtempSync(join(tmpdir(), 'lintel-chromium-unpacking-'));
  try {
    // The package unpacks into os.tmpdir(); AWS_EXECUTION_ENV makes it add its al2023 libraries.
    await promisify(execFile)(
      process.execPath,
      ['-e', 'require(process.argv[1]).executablePath().then(() => {})', entry],
      { env: { ...process.env, TMPDIR: staging, AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs20.x' } },
    );
    renameSync(staging, folder);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another test file unpacked the same version first.
    if (!existsSync(executable.path)) throw error;
  }
  return executable;
}
