import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const HOLDER = fileURLToPath(new URL('./embedded-holder.ts', import.meta.url));

export interface HolderProcess {
  readonly child: ChildProcess;
  output(): string;
  readonly exited: Promise<number | null>;
}

/** Starts embedded-holder.ts on DATA_DIR and resolves once it holds the database (or rejects with its output). */
export async function startHolder(dataDir: string): Promise<HolderProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('ready\n')) resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    void exited.then(() => reject(new Error(`The holder exited before it was ready:\n${text}`)));
  });
  await ready;
  return { child, output: () => text, exited };
}
