import { describe, expect, it } from 'vitest';
import { READ_API_ITEMS_HANDOFF } from '../../src/lib/http/readApiItems.ts';
import { getDirect } from '../helpers/runtime.ts';

describe('single-item files written by the build hook', () => {
  it('the build-time hand-off document is removed, never deployed', async () => {
    expect((await getDirect(READ_API_ITEMS_HANDOFF)).status).toBe(404);
  });
});
