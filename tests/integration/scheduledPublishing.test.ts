import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goesLiveAt } from '../../src/lib/publishing/schedule.ts';
import { scratchBuilds } from '../helpers/scratchBuild.ts';

const scratch = scratchBuilds('scheduled-publishing');
afterAll(scratch.cleanup);

const FUTURE_DATE = '2099-03-01';
const futureArticle =
  `---\ntitle: Coming Later\ncategory: Buying Guide\npublishDate: ` +
  `${FUTURE_DATE}\nmetaDescription: Not yet.\nrelatedLink: null\n---\nThis guide is written ahead of its date.\n`;

let outDir: string;
const read = (path: string) => readFileSync(join(outDir, path), 'utf8');

beforeAll(() => {
  const result = scratch.build({ 'resources/coming-later.md': futureArticle });
  expect(result.status, result.output).toBe(0);
  outDir = result.outDir;
});

describe('an article with a future publishDate stays out until its date', () => {
  it('has no page and no API file in either path form', () => {
    expect(existsSync(join(outDir, 'resources/coming-later/index.html'))).toBe(false);
    expect(existsSync(join(outDir, 'api/v1/resources/coming-later.json'))).toBe(false);
    expect(existsSync(join(outDir, 'api/v1/resources/test-guide.json'))).toBe(true);
  });

  it('is in no list, no index page and no home page, while the published articles are', () => {
    const list = JSON.parse(read('api/v1/resources.json'));
    expect(list.resources.map((r: { slug: string }) => r.slug).sort()).toEqual(['test-guide', 'test-no-link']);
    expect(list.count).toBe(2);
    for (const page of ['index.html', 'resources/index.html']) expect(read(page)).not.toContain('Coming Later');
  });

  it('leaves the instant it goes live, and nothing else about it, in /publishing-schedule.json', () => {
    const schedule = JSON.parse(read('publishing-schedule.json'));
    expect(schedule.upcoming).toEqual([goesLiveAt(FUTURE_DATE).toISOString()]);
    expect(JSON.stringify(schedule)).not.toContain('Coming Later');
  });
});
