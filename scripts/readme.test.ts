import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_STEPS } from './test-steps.ts';

const root = path.resolve(import.meta.dirname, '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  engines: { node: string };
};
const ciRun = readFileSync(path.join(root, '.ci/run'), 'utf8');

describe('README', () => {
  it('lists exactly the scripts package.json has', () => {
    // A lifecycle script is listed under the command that runs it: `npm install` (`preinstall`).
    const rows = readme.matchAll(/^\| `npm (?:run )?([\w:-]+)`(?: \(`([\w:-]+)`\))? \|/gm);
    const listed = [...rows].map((m) => m[2] ?? m[1]);
    expect(listed.sort()).toEqual(Object.keys(pkg.scripts).sort());
  });

  it('says how to install, start and test on a fresh machine', () => {
    expect(readme).toContain('npm install\nnpm start');
    expect(readme).toContain('`npm test`');
  });

  it('names every step npm test runs', () => {
    for (const step of TEST_STEPS) expect(readme).toContain(`**${step.name}**`);
  });

  it('says which install command .ci/run uses', () => {
    const command = /^npm (ci|install)\b/m.exec(ciRun)![0];
    const other = command === 'npm ci' ? 'npm install' : 'npm ci';
    const sentences = readme.split(/(?<=\.)\s+/).filter((s) => s.includes('`.ci/run`'));
    expect(sentences.some((sentence) => sentence.includes(`\`${command}\``))).toBe(true);
    expect(sentences.some((sentence) => sentence.includes(`\`${other}\``))).toBe(false);
  });

  it('names the Node version package.json requires', () => {
    const minimum = /\d+\.\d+/.exec(pkg.engines.node)![0];
    expect(readme).toContain(`Node ${minimum} or newer`);
    expect(readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()).toBe(minimum.split('.')[0]);
  });
});
