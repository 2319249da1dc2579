// What every command line of the project does with --help and with a wrong argument: the usage,
// never a stack trace (`--help`/`-h` exits 0, a wrong argument exits 2).

/** @param {readonly string[]} args */
export const helpRequested = (args) => args.some((arg) => arg === '--help' || arg === '-h');

/**
 * Prints the usage and exits when the arguments ask for help.
 * @param {string} usage
 * @param {readonly string[]} [args]
 */
export function answerHelp(usage, args = process.argv.slice(2)) {
  if (!helpRequested(args)) return;
  process.stdout.write(`${usage.trimEnd()}\n`);
  process.exit(0);
}

/**
 * Says what is wrong with the command line, then the usage, and exits 2.
 * @param {string} problem
 * @param {string} usage
 * @returns {never}
 */
export function refuseArguments(problem, usage) {
  process.stderr.write(`${problem}\n\n${usage.trimEnd()}\n`);
  process.exit(2);
}
