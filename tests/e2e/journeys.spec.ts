import fc from 'fast-check';
import type { BrowserContext, Locator } from '@playwright/test';
import { categoryPath as categoryPathOf } from '../../src/lib/catalog/categories.ts';
import { quoteItemName, quoteMessage, quotedProducts, type QuoteItem } from '../../src/lib/enquiry/quoteMessage.ts';
import { enquiriesFromOwnAddress, expect, test, watchContext, type EnquiryPost, type Page } from './fixtures.ts';
import { brokenWords } from './pageChecks.ts';

/**
 * Journeys: seeded random sequences of what a person does with the quote list and the contact
 * forms (add from a card or a product page, remove, put the list in the form, send with a field to
 * fix first, send another, reload, back), with JavaScript on and off, on a phone and a desktop. After
 * every step: the form is there (or its confirmation), the list shows what is stored, a confirmation
 * lists exactly what was sent, and no script error occurred (the shared fixture's watch).
 *
 * fast-check's model-based testing: the model is what the person has done; each step acts in the
 * browser and checks it against the model. `JOURNEY_RUNS` journeys of each kind (a few in `npm test`,
 * many under `npm run fuzz`), from `JOURNEY_SEED`; a failing journey prints its seed, path and steps.
 */
const SEED = Number(process.env.JOURNEY_SEED ?? 20_261_126);
const RUNS = Number(process.env.JOURNEY_RUNS ?? 16);
/** Each journey posts from its own address: at most this many posts stay under the hourly 5. */
const MAX_POSTS = 4;
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 860 } };
const GSTIN = '27AAPFU0939F1ZV';

interface Product extends QuoteItem {
  slug: string;
}

/** Where the person is: the page, and its form's state as the model knows it. */
type Where =
  | { page: 'category' }
  | { page: 'product'; product: Product; message: string | undefined; subject: string; confirmation: boolean }
  | { page: 'contact'; message: string | undefined; subject: string; confirmation: boolean }
  /** A thank-you page (without JavaScript): for the post with this index. */
  | { page: 'sent'; post: number }
  | { page: 'blank' };

interface Model {
  js: boolean;
  list: Product[];
  where: Where;
  /** Pages left by a link, for Back (the last is the one Back returns to). */
  history: Where[];
  posts: number;
}

interface Real {
  page: Page;
  context: BrowserContext;
  posts: EnquiryPost[];
  problems: string[];
  products: Product[];
  categoryPath: string;
  steps: string[];
}

type Step = fc.AsyncCommand<Model, Real>;

const formOf = (page: Page) => page.locator('form[data-enquiry="contact"]');
const hasForm = (where: Where): where is Extract<Where, { page: 'product' | 'contact' }> =>
  where.page === 'product' || where.page === 'contact';

/** The form as its page opens: a product page's quote for its product, the contact page empty. */
function opened(where: 'contact' | Product, list: Product[], viaList = false): Where {
  if (where === 'contact') {
    const filled = viaList && list.length > 0;
    return {
      page: 'contact',
      message: filled ? quoteMessage(list) : '',
      subject: filled ? 'Request a Quote' : '',
      confirmation: false,
    };
  }
  return {
    page: 'product',
    product: where,
    message: quoteMessage([where]),
    subject: 'Request a Quote',
    confirmation: false,
  };
}

/** What every step leaves true, checked against the model. */
async function checkInvariants(model: Model, real: Real) {
  const { page } = real;
  expect(real.problems, 'script errors, console errors or failed requests').toEqual([]);
  const stored = model.js
    ? await page.evaluate(() =>
        JSON.parse(localStorage.getItem('quote-list') ?? '[]').map((p: { slug: string }) => p.slug),
      )
    : [];
  expect(stored, 'the stored quote list').toEqual(model.list.map((p) => p.slug));
  const where = model.where;
  if (hasForm(where)) {
    const form = formOf(page);
    const confirmation = page.locator('.enquiry-confirmation');
    // The form is there, or its confirmation in its place: never neither.
    if (where.confirmation) await expect(confirmation).toBeVisible();
    else {
      await expect(form).toBeVisible();
      await expect(confirmation).toHaveCount(0);
      if (where.message !== undefined) await expect(form.getByLabel('Message')).toHaveValue(where.message);
      await expect(form.getByLabel('Subject')).toHaveValue(where.subject);
    }
    if (model.js) {
      const panel = page.locator('section#quote-list');
      if (model.list.length === 0) await expect(panel).toBeHidden();
      else {
        await expect(panel).toBeVisible();
        const items = await panel
          .locator('li')
          .evaluateAll((lis) => lis.map((li) => (li.firstChild?.textContent ?? '').trim()));
        expect(items, 'the list shows what is stored').toEqual(model.list.map(quoteItemName));
      }
    }
  }
  if (where.page === 'sent') await expectConfirmationOf(real, page.locator('.enquiry-confirmation'), where.post);
  if (model.js && where.page === 'category') {
    for (const product of real.products) {
      const inList = model.list.some((p) => p.slug === product.slug);
      await expect(page.locator(`button[data-quote-add="${product.slug}"] [data-label]`)).toHaveText(
        inList ? 'Remove from quote list' : 'Add to quote list',
      );
    }
  }
}

/** A step: its words (the printed journey), when it may happen, what it does. */
function step(words: string, check: (model: Model) => boolean, act: (model: Model, real: Real) => Promise<void>): Step {
  return {
    check,
    async run(model, real) {
      real.steps.push(words);
      await act(model, real);
      await checkInvariants(model, real);
    },
    toString: () => words,
  };
}

async function go(model: Model, real: Real, path: string, where: Where) {
  await real.page.goto(path);
  model.history.push(model.where);
  model.where = where;
}

const toggle = (model: Model, product: Product) => {
  model.list = model.list.some((p) => p.slug === product.slug)
    ? model.list.filter((p) => p.slug !== product.slug)
    : [...model.list, product];
};

/** Every value of the confirmation's row `label` (a list's items, or the one value). */
async function rowValues(confirmation: Locator, label: string): Promise<string[]> {
  const dd = confirmation.locator(`dt:text-is("${label}") + dd`);
  if ((await dd.count()) === 0) return [];
  const items = dd.locator('li');
  return (await items.count()) > 0 ? items.allTextContents() : [(await dd.textContent()) ?? ''];
}

/** The confirmation (in the page, or the thank-you page) lists exactly what the last post sent. */
async function expectConfirmationOf(real: Real, confirmation: Locator, index = real.posts.length - 1) {
  const post = real.posts[index]!;
  const sent: Record<string, string> = post.contentType.includes('json')
    ? JSON.parse(post.body)
    : Object.fromEntries(new URLSearchParams(post.body));
  const message = sent.message!.replace(/\r\n/g, '\n').trim();
  await expect(confirmation.locator('dt:text-is("Subject") + dd')).toHaveText(sent.subject!);
  expect(await rowValues(confirmation, 'Products'), 'the products sent').toEqual(quotedProducts(message));
  expect(await rowValues(confirmation, 'Message'), 'the message sent').toEqual([message]);
  expect(await rowValues(confirmation, 'Confirmation emailed to')).toEqual([sent.email!.trim()]);
  expect(await brokenWords(confirmation), 'words broken across lines').toEqual([]);
}

/** Fills the person's details and sends, first with a mistake in the email when `typo`, fixed before one press. */
function send(typo: boolean): Step {
  return step(
    `send${typo ? ', after fixing a mistyped email' : ''}`,
    (m) => hasForm(m.where) && !m.where.confirmation && m.posts + (typo && !m.js ? 2 : 1) <= MAX_POSTS,
    async (model, real) => {
      const where = model.where as Extract<Where, { page: 'product' | 'contact' }>;
      const form = formOf(real.page);
      if (where.subject === '') await form.getByLabel('Subject').selectOption('Product Enquiry');
      const message = form.getByLabel('Message');
      if ((await message.inputValue()).trim() === '') await message.fill('Is the KV-200 in stock?');
      await form.getByLabel('First name').fill('Meera');
      if (await form.getByLabel('GST number').isVisible()) await form.getByLabel('GST number').fill(GSTIN);
      const email = `journey.${Math.random().toString(36).slice(2, 10)}@example.in`;
      const button = form.locator('button[type="submit"]');
      if (typo) {
        await form.getByLabel('Email').fill('meera@example'); // no dot in the domain: refused
        await button.click();
        if (!model.js) model.posts += 1; // the no-JavaScript form was posted and came back refused
        await expect(formOf(real.page).getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
      }
      await formOf(real.page).getByLabel('Email').fill(email);
      await formOf(real.page).locator('button[type="submit"]').click(); // one press
      model.posts += 1;
      if (model.js) {
        const confirmation = real.page.locator('.enquiry-confirmation');
        await expect(confirmation.locator('.confirmation-title')).toBeInViewport();
        await expectConfirmationOf(real, confirmation);
        // Sent: the products it asked for leave the list; the form is reset behind its confirmation.
        const sent = quotedProducts((JSON.parse(real.posts.at(-1)!.body) as { message: string }).message);
        model.list = model.list.filter((p) => !sent.some((line) => line.startsWith(`${quoteItemName(p)}: `)));
        const reset = where.page === 'product' ? opened(where.product, []) : opened('contact', []);
        model.where = { ...reset, confirmation: true } as Where;
      } else {
        await expect(real.page).toHaveURL(/\/contact\/sent\/\?reference=[0-9a-f]{16}$/);
        // The page of the refused post (a POST's answer) is no page to go back to.
        model.history.push(typo ? { page: 'blank' } : model.where);
        model.where = { page: 'sent', post: real.posts.length - 1 };
      }
    },
  );
}

/** The steps, each as often as `weight` says: the ones that act on the list and the form come up more. */
function steps(products: Product[]): fc.Arbitrary<Step>[] {
  const product = fc.constantFrom(...products);
  const weighted = (weight: number, arbitrary: fc.Arbitrary<Step>) => Array<fc.Arbitrary<Step>>(weight).fill(arbitrary);
  const [category, card, productPage, ownButton, contact, remove, fill, sendStep, another, reload, back] = [
    fc.constant(
      step(
        'open the category page',
        (m) => m.js && m.where.page !== 'category',
        (m, r) => go(m, r, r.categoryPath, { page: 'category' }),
      ),
    ),
    product.map((p) =>
      step(
        `add or remove "${p.name}" from its card (on the category page)`,
        (m) => m.js,
        async (m, r) => {
          if (m.where.page !== 'category') await go(m, r, r.categoryPath, { page: 'category' });
          await r.page.locator(`button[data-quote-add="${p.slug}"]`).click();
          toggle(m, p);
        },
      ),
    ),
    product.map((p) =>
      step(
        `open the product page of "${p.name}"`,
        (m) => !(m.where.page === 'product' && m.where.product.slug === p.slug),
        (m, r) => go(m, r, `/products/${p.slug}/#quote`, opened(p, m.list)),
      ),
    ),
    fc.constant(
      step(
        'add or remove this product with its own button',
        (m) => m.js && m.where.page === 'product',
        async (m, r) => {
          const { product: p } = m.where as { product: Product };
          await r.page.locator(`main .request-quote button[data-quote-add="${p.slug}"]`).first().click();
          toggle(m, p);
        },
      ),
    ),
    fc.boolean().map((viaList) =>
      step(
        viaList ? 'follow "Send your quote list" to /contact/#quote-list' : 'open /contact/',
        (m) => (!viaList || m.js) && m.where.page !== 'contact',
        (m, r) => go(m, r, viaList ? '/contact/#quote-list' : '/contact/', opened('contact', m.list, viaList)),
      ),
    ),
    fc.nat(29).map((n) =>
      step(
        `remove item ${n} (modulo the list's length) from the quote list (on /contact/ unless on a form)`,
        (m) => m.js && m.list.length > 0,
        async (m, r) => {
          if (!hasForm(m.where)) await go(m, r, '/contact/', opened('contact', m.list));
          const gone = m.list[n % m.list.length]!;
          await r.page
            .locator('section#quote-list')
            .getByRole('button', { name: `Remove ${gone.name}` })
            .click();
          m.list = m.list.filter((p) => p !== gone);
        },
      ),
    ),
    fc.constant(
      step(
        'put the whole list in the form (on /contact/ unless on a form)',
        (m) => m.js && m.list.length > 0 && !(hasForm(m.where) && m.where.confirmation),
        async (m, r) => {
          if (!hasForm(m.where)) await go(m, r, '/contact/', opened('contact', m.list));
          await r.page.getByRole('button', { name: 'Put the whole list in the form' }).click();
          Object.assign(m.where, { message: quoteMessage(m.list), subject: 'Request a Quote' });
          await expect(r.page.getByLabel('Message')).toBeFocused();
        },
      ),
    ),
    fc.boolean().map(send),
    fc.constant(
      step(
        'press "Send another enquiry"',
        (m) => hasForm(m.where) && m.where.confirmation,
        async (m, r) => {
          await r.page.getByRole('button', { name: 'Send another enquiry' }).click();
          Object.assign(m.where, { confirmation: false });
        },
      ),
    ),
    fc.constant(
      step(
        'reload',
        (m) => m.where.page !== 'blank',
        async (m, r) => {
          await r.page.reload();
          // The browser keeps no field on a reload: each page opens as it does the first time.
          const where = m.where;
          if (where.page === 'product') m.where = opened(where.product, m.list);
          if (where.page === 'contact') m.where = opened('contact', m.list, r.page.url().endsWith('#quote-list'));
        },
      ),
    ),
    fc.constant(
      step(
        'go back',
        (m) => m.history.length > 0 && m.history.at(-1)!.page !== 'blank',
        async (m, r) => {
          await r.page.goBack();
          const back = m.history.pop()!;
          // From the browser's cache the page is as it was left; loaded again, as it opens: the form
          // and the confirmation are what the page shows, checked then; the list is always the stored one.
          m.where = hasForm(back) ? { ...back, message: undefined, confirmation: false } : back;
          if (hasForm(m.where)) {
            const confirmed = await r.page.locator('.enquiry-confirmation').isVisible();
            m.where.confirmation = confirmed;
            if (!confirmed) m.where.subject = await formOf(r.page).getByLabel('Subject').inputValue();
          }
        },
      ),
    ),
  ];
  return [
    ...weighted(1, category!),
    ...weighted(3, card!),
    ...weighted(2, productPage!),
    ...weighted(2, ownButton!),
    ...weighted(2, contact!),
    ...weighted(3, remove!),
    ...weighted(3, fill!),
    ...weighted(3, sendStep!),
    ...weighted(3, another!),
    ...weighted(1, reload!),
    ...weighted(1, back!),
  ];
}

for (const js of [true, false]) {
  test(`journeys with JavaScript ${js ? 'on' : 'off'}, on a phone and a desktop`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(RUNS * 90_000);
    const all = (await (await request.get('/api/products')).json()).products as {
      slug: string;
      name: string;
      category: string;
      keywords?: string[];
    }[];
    const category = all[0]!.category;
    const products: Product[] = all
      .filter((p) => p.category === category)
      .slice(0, 4)
      .map((p) => ({ slug: p.slug, name: p.name, modelReference: p.keywords?.[0] }));
    const categoryPath = categoryPathOf(category);

    const journey = fc.record({
      viewport: fc.constantFrom<keyof typeof VIEWPORTS>('phone', 'desktop'),
      steps: fc.commands(steps(products), { maxCommands: 24, size: 'max' }),
    });
    await fc.assert(
      fc.asyncProperty(journey, async ({ viewport, steps: journeySteps }) => {
        const context = await browser.newContext({ viewport: VIEWPORTS[viewport], javaScriptEnabled: js, baseURL });
        const problems: string[] = [];
        watchContext(context, problems, new URL(baseURL!).origin);
        const page = await context.newPage();
        const real: Real = {
          page,
          context,
          posts: await enquiriesFromOwnAddress(context),
          problems,
          products,
          categoryPath,
          steps: [],
        };
        try {
          await fc.asyncModelRun(
            () => ({
              model: { js, list: [], where: { page: 'blank' }, history: [], posts: 0 } as Model,
              real,
            }),
            journeySteps,
          );
        } catch (error) {
          throw new Error(
            `journey on a ${viewport} (JavaScript ${js ? 'on' : 'off'}) failed after: ` +
              `${real.steps.map((s, i) => `\n  ${i + 1}. ${s}`).join('')}\n${String(error)}`,
            { cause: error },
          );
        } finally {
          if (process.env.JOURNEY_LOG)
            console.log(`${viewport}, JavaScript ${js ? 'on' : 'off'}: ${real.steps.join(' → ')}`);
          await context.close();
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true, verbose: 1 },
    );
  });
}
