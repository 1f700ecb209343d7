/**
 * Fails when the generated GraphQL code is stale: regenerates into a scratch copy of the output
 * paths and compares with what is committed. Generated files are never edited by hand.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const outputs = ['client/src/gql', 'tests/support/gql', 'server/src/graphql/generated'];

function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else files.set(file, readFileSync(file, 'utf8'));
    }
  };
  for (const dir of outputs) walk(dir);
  return files;
}

const before = snapshot();
execFileSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], { stdio: 'inherit' });
const after = snapshot();

const stale = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
if (stale.length) {
  console.error(`Generated GraphQL code was stale (now regenerated; commit it):\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log('codegen: generated code is up to date');
