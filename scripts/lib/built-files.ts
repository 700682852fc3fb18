import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '..', '..', 'dist');

/**
 * A check of the build's files run by `npm test` after the build: `check` on every file of
 * dist/ whose name ends in one of `extensions`, each error printed, a summary, and exit code 1 on
 * an error or when there is nothing to check (no build yet).
 */
export async function checkBuiltFiles(options: {
  extensions: readonly string[];
  /** What the files are, for the messages: 'pages', 'scripts'. */
  noun: string;
  check: (content: string, file: string) => string[] | Promise<string[]>;
  /** What an error is, for the summary: 'HTML errors'. */
  errorNoun: string;
}): Promise<void> {
  const entries = await readdir(dist, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && options.extensions.some((end) => entry.name.endsWith(end)))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  if (files.length === 0) {
    console.error(`No ${options.noun} in dist/: run the build first (npm run build).`);
    process.exit(1);
  }
  const errors = (
    await Promise.all(
      files.map(async (file) =>
        options.check(await readFile(file, 'utf8'), path.relative(dist, file)),
      ),
    )
  ).flat();
  for (const error of errors) console.error(error);
  console.log(`${files.length} ${options.noun} checked, ${errors.length} ${options.errorNoun}.`);
  if (errors.length > 0) process.exit(1);
}
