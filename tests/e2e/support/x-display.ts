import { spawn, spawnSync } from 'node:child_process';
import type { Readable } from 'node:stream';

/** A private X server (Xvfb) for a headed Chromium that real key presses and clicks can reach. */
export interface XDisplay {
  /** The DISPLAY value, e.g. ":7". */
  name: string;
  close(): Promise<void>;
}

const NEEDED = ['Xvfb', 'xdotool'];

/**
 * Starts Xvfb on the first free display number (Xvfb picks it and writes it to
 * `-displayfd`, so suites running side by side never collide). Throws with what
 * to install when Xvfb or xdotool is missing: these tests must fail, not skip.
 */
export async function startXDisplay(): Promise<XDisplay> {
  const missing = NEEDED.filter((command) => spawnSync('sh', ['-c', `command -v ${command}`]).status !== 0);
  if (missing.length > 0) {
    throw new Error(
      `The keyboard-shortcut and context-menu tests need ${missing.join(' and ')} on PATH: they press real keys in a headed ` +
        'Chromium on a virtual X display. Install them with "apt-get install xvfb xdotool".',
    );
  }
  const server = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x800x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const number = await new Promise<string>((resolve, reject) => {
    let written = '';
    const timer = setTimeout(() => reject(new Error(`Xvfb did not start within 10 s:\n${log}`)), 10_000);
    (server.stdio[3] as Readable).on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes('\n')) {
        clearTimeout(timer);
        resolve(written.trim());
      }
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited with ${code} before it was ready:\n${log}`));
    });
  });
  return {
    name: `:${number}`,
    close: () =>
      new Promise((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill();
      }),
  };
}
