import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { PROCESS_TEST_TIMEOUT_MS } from '../helpers/timeouts.ts';

/** Every command line of the project answers --help with its usage, and a wrong argument without a stack trace. */
const run = (args: string[], env: Record<string, string> = {}) => {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(POSTMARK_|SALES_EMAIL|FROM_EMAIL|NETLIFY_)/.test(name)),
  );
  const result = spawnSync(process.execPath, args, {
    encoding: 'utf8',
    env: { ...clean, ...env },
    timeout: PROCESS_TEST_TIMEOUT_MS - 5_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
};
const STACK_LINE = /^\s+at .+:\d+:\d+\)?$/m;

describe('every command answers --help with its usage (exit 0, no stack trace)', () => {
  it.each([
    [['scripts/enquiries.ts', '--help'], 'Usage: npm run enquiries -- <command>'],
    [['scripts/enquiries.ts', '-h'], 'Usage: npm run enquiries -- <command>'],
    [['scripts/enquiries.ts', 'list', '--help'], 'Usage: npm run enquiries -- list [--all]'],
    [['scripts/enquiries.ts', 'resend', '--help'], 'Usage: npm run enquiries -- resend [<id> ...]'],
    [['scripts/enquiries.ts', 'outbox', '--help'], 'Usage: npm run enquiries -- outbox'],
    [['scripts/postmarkLocal.mjs', '--help'], 'Usage: node scripts/postmarkLocal.mjs [port] [controlPort]'],
    [['scripts/test.mjs', '--help'], 'Usage: npm test'],
    [['scripts/start.mjs', '--help'], 'Usage: npm start'],
    [['bench/run.mjs', '--help'], 'Usage: npm run bench'],
  ])(
    '%j',
    (args, usage) => {
      const { status, stdout, stderr } = run(args);
      expect(stdout.startsWith(usage), stdout).toBe(true);
      expect(stderr).not.toMatch(STACK_LINE);
      expect(status).toBe(0);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

describe('a wrong argument is refused with the problem and the usage (exit 2, no stack trace)', () => {
  it.each([
    [['scripts/enquiries.ts', '--bogus'], "Unknown option '--bogus'"],
    [['scripts/enquiries.ts', 'frob'], 'Unknown command "frob"'],
    [['scripts/enquiries.ts', 'list', '--site', 'abc'], 'needs both --site and --token'],
    [['scripts/postmarkLocal.mjs', 'eighty'], '"eighty" is not a port number'],
    [['scripts/test.mjs', 'everything'], 'Unknown part "everything"'],
    [['bench/run.mjs', 'nope'], 'Unknown part "nope"'],
  ])(
    '%j',
    (args, problem) => {
      const { status, stderr } = run(args);
      expect(stderr).toContain(problem);
      expect(stderr).toContain('Usage:');
      expect(stderr).not.toMatch(STACK_LINE);
      expect(status).toBe(2);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

describe("npm run enquiries -- resend takes the addresses from the functions' configuration, or refuses", () => {
  it(
    'with POSTMARK_SERVER_TOKEN but no SALES_EMAIL it refuses before reading any store',
    () => {
      const { status, stderr } = run(['scripts/enquiries.ts', 'resend'], {
        POSTMARK_SERVER_TOKEN: 'token',
        FROM_EMAIL: 'enquiries@kavach.test',
      });
      expect(stderr).toContain('Not resending: POSTMARK_SERVER_TOKEN is set but SALES_EMAIL is not set');
      expect(stderr).not.toMatch(STACK_LINE);
      expect(status).toBe(2);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    "a deployed site's enquiries are not resent without a Postmark token",
    () => {
      const { status, stderr } = run(['scripts/enquiries.ts', 'resend', '--site', 'site-id', '--token', 'pat']);
      expect(stderr).toContain('set POSTMARK_SERVER_TOKEN');
      expect(status).toBe(2);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
