import { describe, expect, it } from 'vitest';
import { productFileProblems } from '../../src/lib/catalog/productFileProblems.ts';

const CATEGORIES = ['Head Protection', 'Hand Protection'];
const valid = { name: 'Foo Glove', brand: 'Kavach', category: 'Hand Protection', description: 'A glove.' };

describe("a product file's mistakes in plain words: the field, what is wrong, what to write", () => {
  it('a valid product has none', () => {
    expect(productFileProblems(valid, CATEGORIES)).toEqual([]);
  });

  it('a misspelt field is named with the field it most likely is, and the field it left missing', () => {
    const { category, ...rest } = valid;
    expect(productFileProblems({ ...rest, catgory: category }, CATEGORIES).sort()).toEqual([
      '"category" is missing: write one of Head Protection, Hand Protection',
      '"catgory" is not a field of a product; did you mean "category"?',
    ]);
  });

  it('a field like none of them lists the fields instead of a guess', () => {
    const [problem] = productFileProblems({ ...valid, colour: 'blue' }, CATEGORIES);
    expect(problem).toMatch(/^"colour" is not a field of a product \(the fields are name, brand, category,/);
  });

  it('a list written as one value, an empty text and a misspelt photo field', () => {
    const problems = productFileProblems(
      { ...valid, name: '  ', compliance: 'EN 388', photos: [{ file: './images/a.jpg', atl: 'A glove' }] },
      CATEGORIES,
    );
    expect(problems).toContain(`"name" is empty: write the product's name as a buyer knows it`);
    expect(problems).toContain(
      '"compliance" should be a list: write a list, one item per line starting with "- ", ' +
        'one standard each (e.g. "- EN 388")',
    );
    expect(problems).toContain('"atl" is not a field of photos.0; did you mean "alt"?');
    expect(problems).toContain('"photos.0.alt" is missing: write a few words saying what the photo shows');
  });
});
