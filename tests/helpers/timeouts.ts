/**
 * How long a test that starts a process or a server may take: room for a child's start-up on a
 * 2-core machine under load (a build running beside the tests), far above what it takes when quiet.
 */
export const PROCESS_TEST_TIMEOUT_MS = 60_000;
