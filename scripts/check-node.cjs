// Runs before `npm install`, `npm start`, `npm run build` and `npm test`, under whatever Node the
// visitor's machine has (so: no modern syntax here). Too old a Node gets one clear line instead
// of a stack trace from the first TypeScript file. The minimum is package.json's "engines".
'use strict';
var range = require('../package.json').engines.node;
var match = /^>=\s*(\d+)\.(\d+)/.exec(range);
var needed = [Number(match[1]), Number(match[2])];
var found = process.versions.node.split('.').map(Number);
if (found[0] < needed[0] || (found[0] === needed[0] && found[1] < needed[1])) {
  console.error(
    'This project needs Node.js ' +
      needed.join('.') +
      ' or newer (found ' +
      process.version +
      '):' +
      ' run `nvm install` in this folder (it reads .nvmrc) or get Node 22 from https://nodejs.org/.',
  );
  process.exit(1);
}
