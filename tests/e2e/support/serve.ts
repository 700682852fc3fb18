import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../../server/start.ts';

// The end-to-end run gets its own database and outbox, never the developer's .data folder.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
process.env.DATA_DIR = dataDir;
process.env.OUTBOX_DIR = path.join(dataDir, 'outbox');
// The operator's console, signed in to by tests/e2e/lifecycle.spec.ts.
process.env.OPERATOR_PASSPHRASE ??= 'e2e-operator-passphrase-2026';
// The suite sends a few hundred requests in one day, each of whose confirmations it may read; the
// day's total limit has its own test (handler.test.ts).
process.env.CONFIRMATIONS_PER_DAY ??= '100000';
console.log(`E2E data: ${dataDir}`);
await startServer({ port: Number(process.env.PORT), host: '127.0.0.1' });
