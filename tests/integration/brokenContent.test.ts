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
      '---\ntitle: Broken\ncategory: Buying Guide\npublishDate: ' +
        '2026-01-01\nmetaDescription: M.\n---\nIntro.\n\n1. ordered\n',
    );
    expect(status).not.toBe(0);
    expect(output).toContain('broken-guide.md');
    expect(output).toContain('ordered list');
  });

  it('a product whose category is not in content/categories.yaml, with the closest category', () => {
    const { status, output } = buildWith(
      'products/x.yaml',
      'name: Test Helmet\nbrand: Testbrand\ncategory: Hand protection\ndescription: A helmet.\n',
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(
      /products\/x\.yaml: category 'Hand protection' is not a category; did you mean 'Hand Protection'\?/,
    );
  });

  it('an article about a product category that is not in the list', () => {
    const { status, output } = buildWith(
      'resources/typo-guide.md',
      '---\ntitle: Typo\ncategory: Buying Guide\npublishDate: 2026-01-01\nmetaDescription: ' +
        'M.\nproductCategories:\n  - Safety Footware\n---\nIntro.\n',
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(
      /typo-guide\.md: category 'Safety Footware' is not a category; did you mean 'Safety Footwear'\?/,
    );
  });

  it('a product photo that does not exist, or a document that does not', () => {
    const photo = buildWith(
      'products/no-photo.yaml',
      'name: P\nbrand: B\ncategory: Hand Protection\ndescription: ' +
        'D.\nphotos:\n  - file: ./images/missing.jpg\n    alt: A glove\n',
    );
    expect(photo.status).not.toBe(0);
    expect(photo.output).toContain('missing.jpg');
    const document = buildWith(
      'products/no-document.yaml',
      'name: P\nbrand: B\ncategory: Hand Protection\ndescription: ' +
        'D.\ndocuments:\n  - title: Datasheet\n    file: documents/missing.pdf\n',
    );
    expect(document.status).not.toBe(0);
    expect(document.output).toMatch(/no-document\.yaml: documents\.0\.file: there is no file documents\/missing\.pdf/);
  });
});
