import { afterAll, describe, expect, it } from 'vitest';
import { scratchBuilds } from '../helpers/scratchBuild.ts';

const scratch = scratchBuilds('broken-content');
afterAll(scratch.cleanup);
const buildWith = (file: string, text: string) => scratch.build({ [file]: text });

describe('a broken content file fails the build with a message naming the file and the field', () => {
  it('a product with a misspelt field and a standards list written as a string', () => {
    const { status, output } = buildWith(
      'products/broken-glove.yaml',
      'name: Broken Glove\nbrand: Kavach\ncategory: Hand Protection\ndescripton: typo\ncompliance: EN 388\n',
    );
    expect(status).not.toBe(0);
    expect(output).toContain('broken-glove');
    expect(output).toMatch(/description/);
    expect(output).toMatch(/compliance/);
  });

  it('an article whose body uses a construct that has no block type', () => {
    const { status, output } = buildWith(
      'resources/broken-guide.md',
      '---\ntitle: Broken\ncategory: Buying Guide\npublishDate: 2026-01-01\nmetaDescription: M.\n---\nIntro.\n\n1. ordered\n',
    );
    expect(status).not.toBe(0);
    expect(output).toContain('broken-guide.md');
    expect(output).toContain('ordered list');
  });
});
