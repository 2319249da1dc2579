import { afterAll, describe, expect, it } from 'vitest';
import { scratchBuilds } from '../helpers/scratchBuild.ts';

const scratch = scratchBuilds('broken-content');
afterAll(scratch.cleanup);
const buildWith = (file: string, text: string) => scratch.build({ [file]: text });

// Each case is a real `astro build` of a scratch catalog: minutes on a loaded 2-core machine.
const BUILD_TIMEOUT_MS = 300_000;

describe(
  'a broken content file fails the build with a message naming the file and the field',
  { timeout: BUILD_TIMEOUT_MS },
  () => {
    it('a misspelt field reads as plain words: the file, the field, the likely name and what to write', () => {
      const { status, output } = buildWith(
        'products/foo.yaml',
        'name: Foo Glove\nbrand: Kavach\ncatgory: Hand Protection\ndescription: A glove.\n',
      );
      expect(status).not.toBe(0);
      expect(output).toMatch(/products\/foo\.yaml: "catgory" is not a field of a product; did you mean "category"\?/);
      expect(output).toMatch(
        /products\/foo\.yaml: "category" is missing: write one of Hand Protection, Safety Footwear\n/,
      );
      expect(output).not.toContain('Unrecognized key');
      expect(output).not.toContain('Required');
    });

    it('a list written as a single value says to write a list', () => {
      const { status, output } = buildWith(
        'products/one-standard.yaml',
        'name: P\nbrand: B\ncategory: Hand Protection\ndescription: D.\ncompliance: EN 388\n',
      );
      expect(status).not.toBe(0);
      expect(output).toMatch(
        /products\/one-standard\.yaml: "compliance" should be a list: write a list, one item per line/,
      );
    });

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
      expect(photo.output).toMatch(
        /products\/no-photo\.yaml: "photos\.0\.file": there is no file \.\/images\/missing\.jpg beside this file/,
      );
      const document = buildWith(
        'products/no-document.yaml',
        'name: P\nbrand: B\ncategory: Hand Protection\ndescription: ' +
          'D.\ndocuments:\n  - title: Datasheet\n    file: documents/missing.pdf\n',
      );
      expect(document.status).not.toBe(0);
      expect(document.output).toMatch(
        /no-document\.yaml: documents\.0\.file: there is no file documents\/missing\.pdf/,
      );
    });
  },
);
