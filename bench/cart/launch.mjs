// Runs a TypeScript benchmark of this folder under Node 22 (node_modules' copy when the
// shell's Node is older) with tsx, passing the command line on; exits with its code.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

function node22() {
  const local = path.join(ROOT, 'node_modules/node/bin/node');
  const major = Number(process.versions.node.split('.')[0]);
  return major >= 22 || !existsSync(local) ? process.execPath : local;
}

export function runTs(file) {
  const child = spawn(
    node22(),
    ['--import', 'tsx', path.join(import.meta.dirname, file), ...process.argv.slice(2)],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 1));
}
