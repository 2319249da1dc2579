// The ports one local runtime opens, all from its PORT, so that two runtimes on one machine (two
// `npm start`s, a worktree's tests beside another's) never meet. Shared by scripts/start.mjs and
// scripts/localRuntime.mjs. `netlify serve` picks free ports itself for its functions, Blobs and
// edge-function servers; only its static file server has a fixed default (3999), so it is set here.

/**
 * How far above PORT the static file server listens (+1 to +3 are the tests' local Postmark
 * server, its control port and the contract proxy).
 */
export const STATIC_SERVER_OFFSET = 4;

/** The `netlify serve` command line for a runtime on `port`: every fixed port it opens moves with it. */
export const netlifyServeArgs = (port) => [
  'serve',
  '--offline',
  '--port',
  String(port),
  '--staticServerPort',
  String(Number(port) + STATIC_SERVER_OFFSET),
];
