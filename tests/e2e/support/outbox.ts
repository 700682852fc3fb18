import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { outboxDir } from '../../../playwright.config.ts';

/** The .eml files of the local backend's outbox that mention a value (e.g. a unique e-mail). */
export function mailsMentioning(value: string): string[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(path.join(outboxDir, file), 'utf8'))
    .filter((mail) => mail.includes(value));
}

/** A unique address per test, so each test counts only its own mails. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
