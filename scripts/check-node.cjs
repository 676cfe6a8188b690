// Runs before anything else in `npm install` and `npm start`. Plain old JavaScript on
// purpose: the rest of the project is TypeScript run by Node 24, which an old Node cannot
// even load, so this file must parse on any Node a new user might have.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS that any Node can parse */
"use strict";

var engines = require("../package.json").engines.node; // e.g. ">=22.22"
var wanted = engines
  .replace(/^>=\s*/, "")
  .split(".")
  .map(Number);
var actual = process.versions.node.split(".").map(Number);

function isRecentEnough() {
  for (var i = 0; i < 3; i++) {
    var a = actual[i] || 0;
    var w = wanted[i] || 0;
    if (a !== w) return a > w;
  }
  return true;
}

if (!isRecentEnough()) {
  console.error(
    "This site needs Node.js " +
      wanted.join(".") +
      " or newer (24 LTS recommended) but found " +
      process.versions.node +
      ": install Node.js 24 from https://nodejs.org/ or with a version manager (nvm install 24), then run the command again.",
  );
  process.exit(1);
}
