// The check `npm start` and `npm test` run first: the Node running them is one package.json `engines` names,
// and the project's own Node (the `node` dev dependency, Netlify's runtime), so a wrong one is named at once.
import { readFileSync } from 'node:fs';

const parse = (version) => version.replace(/^v/, '').split('.').map(Number);

/** Whether `version` satisfies a range of caret alternatives (`^22.18.0 || ^24.0.0`), the only form engines uses. */
export function satisfiesCaretRange(range, version) {
  const [major, minor, patch] = parse(version);
  return range.split('||').some((alternative) => {
    const match = /^\s*\^(\d+)\.(\d+)\.(\d+)\s*$/.exec(alternative);
    if (!match) throw new Error(`package.json engines.node: "${alternative.trim()}" is not a ^major.minor.patch range`);
    const [, wantMajor, wantMinor, wantPatch] = match.map(Number);
    return major === wantMajor && (minor > wantMinor || (minor === wantMinor && patch >= wantPatch));
  });
}

/** `^22.18.0 || ^24.0.0` -> `Node 22.18 or later 22.x, or 24`. */
const describeRange = (range) =>
  range
    .split('||')
    .map((alternative) => {
      const [major, minor, patch] = parse(alternative.trim().slice(1));
      return minor === 0 && patch === 0 ? `${major}` : `${major}.${minor} or a later ${major}.x`;
    })
    .join(', or ');

/** What is wrong with the Node running the project's scripts, as a sentence saying what to do; undefined if nothing. */
export function nodeVersionProblem(version, pkg) {
  const engines = pkg.engines.node;
  if (!satisfiesCaretRange(engines, version)) {
    return (
      `This project needs Node ${describeRange(engines)} (package.json "engines"), ` +
      `and npm runs it on Node ${version}. ` +
      'Install one of these (https://nodejs.org or your version manager), then run `npm ci` again.'
    );
  }
  const runtimeMajor = parse(pkg.devDependencies.node.replace(/^[\^~]/, ''))[0];
  if (parse(version)[0] !== runtimeMajor) {
    return (
      `npm runs this project's scripts on Node ${version}, not on its own Node ${runtimeMajor} (Netlify's runtime), ` +
      "which the `node` dev dependency's install script puts in node_modules/.bin. " +
      'That script did not run: run `npm ci` ' +
      'again without --ignore-scripts (package.json "allowScripts" allows it; npm 11.16 or later reads it).'
    );
  }
  return undefined;
}

/** Exits with the problem's sentence if the Node running this process is not one the project supports. */
export function checkNodeVersion() {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const problem = nodeVersionProblem(process.versions.node, pkg);
  if (problem) {
    console.error(`✖ ${problem}`);
    process.exit(1);
  }
}
