import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('README', () => {
  it('lists exactly the scripts package.json has', () => {
    const listed = [...readme.matchAll(/^\| `npm (?:run )?([\w:-]+)` \|/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(Object.keys(pkg.scripts).sort());
  });

  it('says how to install, start and test on a fresh machine', () => {
    expect(readme).toContain('npm install\nnpm start');
    expect(readme).toContain('`npm test`');
  });
});
