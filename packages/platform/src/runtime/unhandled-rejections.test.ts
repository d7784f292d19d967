import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { UNHANDLED_REJECTION } from './unhandled-rejections.js';

const fixture = fileURLToPath(new URL('./fixtures/forgotten-catch.ts', import.meta.url));

it('logs a rejection nobody handled, naming it, and the process carries on', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');

  const logged = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
  expect(logged).toContainEqual(
    expect.objectContaining({
      level: 50,
      msg: UNHANDLED_REJECTION,
      err: expect.objectContaining({ message: 'a forgotten catch' }),
    }),
  );
  expect(output).toContain('still running');
  expect(code).toBe(0);
}, 30_000);
