import { DraftEnquiryOutputSchema } from '../../src/lib/schemas/mcp.ts';
import { connectSdk2 } from '../helpers/mcpClients.ts';
import { enquiriesFromOwnAddress, expect, test, type Page } from './fixtures.ts';
import { PHONE_WIDTHS, brokenWords, watchWhilePressed } from './pageChecks.ts';

/**
 * Both forms and the quote action in a real Chromium against the local runtime and its local
 * Postmark server, on a phone (390 px) and a laptop (1280 px), with and without JavaScript. Each
 * test sends its posts from its own client address (enquiriesFromOwnAddress), so the hourly quotas
 * never make one test depend on another, and the list of posts shows when nothing was sent.
 */
const CONTROL_URL = process.env.POSTMARK_CONTROL_URL ?? 'http://127.0.0.1:8912';
const WIDTHS = [390, 1280];
const REFERENCE = /[0-9a-f]{16}/;
const unique = () => Math.random().toString(36).slice(2, 10);

interface Received {
  body: { To: string; ReplyTo?: string; Subject: string; TextBody: string };
}
async function messagesTo(address: string): Promise<Received[]> {
  const all = (await (await fetch(`${CONTROL_URL}/messages`)).json()) as Received[];
  return all.filter((m) => m.body.To === address || m.body.ReplyTo === address);
}
const acknowledgmentTo = async (address: string) => (await messagesTo(address)).find((m) => m.body.To === address);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A category page's first product card, and its "Request a quote" link followed to the product page's form. */
async function requestQuoteFromCard(page: Page): Promise<string> {
  await page.goto('/products/');
  await page.locator('main h2 a[href*="/category/"]').first().click();
  const card = page.locator('ul.cards > li').first();
  const name = (await card.locator('h2, h3').first().textContent())!.trim();
  await card.getByRole('link', { name: `Request a quote for ${name}` }).click();
  await expect(page).toHaveURL(/\/products\/[^/]+\/#quote$/);
  await expect(page.locator('h1')).toHaveText(name);
  // The page's scripts have run once it has loaded: a press before would send the form without JavaScript (a person
  // then gets the thank-you page, which the tests without JavaScript check), and a slow machine makes that race real.
  await page.waitForLoadState('load');
  return name;
}

/** The quote form's fields as a buyer fills them: the quantity in its place, a GSTIN typed with spaces. */
async function fillQuote(page: Page, name: string, email: string) {
  const form = page.locator('#quote form');
  await expect(form.getByLabel('Subject')).toHaveValue('Request a Quote');
  const message = form.getByLabel('Message');
  const prefilled = await message.inputValue();
  expect(prefilled).toContain(`- ${name}`);
  expect(prefilled).toContain('quantity ___');
  await message.fill(prefilled.replace('___', '40 pairs'));
  await form.getByLabel('First name').fill('Meera');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('GST number').fill('27 aapfu 0939 f1zv');
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px, with JavaScript`, () => {
    test.use({ viewport: { width, height: 860 } });

    test(
      'a quote from a product card: the product page form, a GSTIN typed with ' +
        'spaces and lower case accepted, the confirmation with its reference',
      async ({ page }) => {
        const posts = await enquiriesFromOwnAddress(page);
        const email = `quote.${unique()}@example.in`;
        const name = await requestQuoteFromCard(page);
        await fillQuote(page, name, email);
        await page.getByRole('button', { name: 'Send quote request' }).click();

        const confirmation = page.locator('.enquiry-confirmation');
        await expect(confirmation).toContainText('Thank you: your enquiry was sent.');
        await expect(confirmation).toBeFocused();
        const reference = (await confirmation.locator('dt:text("Reference") + dd').textContent())!.trim();
        expect(reference).toMatch(REFERENCE);
        await expect(confirmation.locator('dt:text("Subject") + dd')).toHaveText('Request a Quote');
        await expect(confirmation.locator('dt:text("Products") + dd li')).toHaveText([
          new RegExp(`^${escapeRegExp(name)}.*: quantity 40 pairs$`),
        ]);
        await expect(confirmation.locator('dt:text("Message") + dd')).toContainText('quantity 40 pairs');
        await expect(confirmation.locator('dt:text("Confirmation emailed to") + dd')).toHaveText(email);
        await expect(confirmation.locator('.confirmation-title')).toBeInViewport();
        expect(await brokenWords(confirmation)).toEqual([]);
        // "(model KV-E120)" is not split at its hyphen at whatever width a phone gives it.
        if (width < 640) expect(await brokenWords(confirmation, PHONE_WIDTHS)).toEqual([]);

        expect(posts).toHaveLength(1);
        expect(JSON.parse(posts[0]!.body)).toMatchObject({ gst_number: '27AAPFU0939F1ZV', subject: 'Request a Quote' });
        await expect
          .poll(async () => (await acknowledgmentTo(email))?.body.TextBody)
          .toContain(`Reference: ${reference}`);
        // The buyer's copy restates what was asked: the product, its quantity.
        expect((await acknowledgmentTo(email))!.body.TextBody).toMatch(
          new RegExp(`Products:\\n- ${escapeRegExp(name)}.*: quantity 40 pairs`),
        );
      },
    );

    test('one press of Send sends a form whose field was just fixed: nothing under the button moves', async ({
      page,
    }) => {
      const posts = await enquiriesFromOwnAddress(page);
      await page.goto('/contact/');
      await page.getByLabel('Subject').selectOption('Product Enquiry');
      await page.getByLabel('First name').fill('Meera');
      await page.getByLabel('Email').fill('meera@');
      await page.getByLabel('Message').fill('Is the KV-200 in stock?');
      const send = page.getByRole('button', { name: 'Send enquiry' });
      await send.click();
      await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
      // Fixed, the focus still in the field: the next press is the one that counts.
      await page.getByLabel('Email').fill(`press.${unique()}@example.in`);
      const moves = await watchWhilePressed(page, send);
      await send.click();
      expect(await moves()).toEqual({ moved: false, clicked: true });
      await expect(page.locator('.enquiry-confirmation')).toContainText('Thank you: your enquiry was sent.');
      expect(posts).toHaveLength(1);
    });

    test('a catalog request confirmation is readable: in view, no word broken', async ({ page, request }) => {
      await enquiriesFromOwnAddress(page);
      const { products } = await (await request.get('/api/products')).json();
      await page.goto(`/products/${products[3].slug}/`);
      const form = page.locator('form[data-enquiry="download"]');
      await form.getByLabel('Name').fill('Sunita Iyer');
      await form.getByLabel('Email').fill(`catalog.${unique()}@example.in`);
      await form.getByRole('button', { name: 'Email me the catalog' }).click();
      const confirmation = page.locator('.enquiry-confirmation');
      await expect(confirmation.locator('.confirmation-title')).toBeInViewport();
      await expect(confirmation.locator('dt:text("Catalog") + dd')).toHaveText(products[3].category);
      expect(await brokenWords(confirmation)).toEqual([]);
    });

    test(
      'form errors are shown beside their fields in plain words, ' +
        'the first one focused and in view; nothing is sent',
      async ({ page }) => {
        const posts = await enquiriesFromOwnAddress(page);
        await page.goto('/contact/');
        await page.getByLabel('Subject').selectOption('Request a Quote');
        await page.getByLabel('Email').fill('meera@');
        await page.getByLabel('GST number').fill('27AAPFU0939F1Z'); // one character short
        await page.getByLabel('Message').fill('Please quote 50 helmets.');
        await page.getByRole('button', { name: 'Send enquiry' }).click();

        const firstName = page.getByLabel('First name');
        await expect(firstName).toHaveAttribute('aria-invalid', 'true');
        await expect(firstName).toHaveAccessibleDescription('Enter your first name.');
        await expect(firstName).toBeFocused();
        await expect(firstName).toBeInViewport();
        await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
          'Enter your complete email address, without spaces, for example name@company.in',
        );
        await expect(page.getByLabel('GST number')).toHaveAccessibleDescription(/has 15 characters/);
        // Each problem sits right under its own field.
        const emailBox = (await page.getByLabel('Email').boundingBox())!;
        const problemBox = (await page.locator('#contact-email-problem').boundingBox())!;
        expect(problemBox.y).toBeGreaterThanOrEqual(emailBox.y + emailBox.height - 1);
        expect(problemBox.y).toBeLessThan(emailBox.y + emailBox.height + 40);

        await firstName.fill('Meera');
        await firstName.blur();
        await expect(firstName).not.toHaveAttribute('aria-invalid');
        expect(posts).toEqual([]);
      },
    );
  });

  test.describe(`at ${width} px, with JavaScript: the GSTIN check character`, () => {
    test.use({ viewport: { width, height: 860 } });

    test('a GSTIN whose last character does not match is asked about once; Send again sends it as typed', async ({
      page,
    }) => {
      const posts = await enquiriesFromOwnAddress(page);
      await page.goto('/contact/');
      await page.getByLabel('Subject').selectOption('Request a Quote');
      await page.getByLabel('First name').fill('Meera');
      await page.getByLabel('Email').fill(`gst.${unique()}@example.in`);
      await page.getByLabel('GST number').fill('27AAPFU0939F1ZW'); // the last character is a typing mistake
      await page.getByLabel('Message').fill('Please quote 50 helmets.');
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(page.getByLabel('GST number')).toHaveAccessibleDescription(/may have a typing mistake/);
      expect(posts).toEqual([]);
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(page.locator('.enquiry-confirmation')).toContainText('Thank you: your enquiry was sent.');
      expect(posts).toHaveLength(1);
      expect(JSON.parse(posts[0]!.body)).toMatchObject({ gst_number: '27AAPFU0939F1ZW' });
    });
  });

  test.describe(`at ${width} px, without JavaScript`, () => {
    test.use({ viewport: { width, height: 860 }, javaScriptEnabled: false });

    test(
      'a quote from a product card: the form arrives filled, a GSTIN typed with ' +
        'spaces and lower case is accepted, the thank-you page restates what was sent with the reference',
      async ({ page, openContext }) => {
        const posts = await enquiriesFromOwnAddress(page);
        const email = `nojs.${unique()}@example.in`;
        const name = await requestQuoteFromCard(page);
        await fillQuote(page, name, email);
        await page.getByRole('button', { name: 'Send quote request' }).click();
        await expect(page).toHaveURL(/\/contact\/sent\/\?reference=[0-9a-f]{16}$/);
        await expect(page.locator('h1')).toContainText('your enquiry was sent');
        const reference = new URL(page.url()).searchParams.get('reference')!;
        const sent = page.locator('.enquiry-confirmation');
        await expect(sent.locator('dt:text("Reference") + dd')).toHaveText(reference);
        await expect(sent.locator('dt:text("Subject") + dd')).toHaveText('Request a Quote');
        await expect(sent.locator('dt:text("Products") + dd li')).toHaveText([
          new RegExp(`^${escapeRegExp(name)}.*: quantity 40 pairs$`),
        ]);
        await expect(sent.locator('dt:text("Message") + dd')).toContainText('quantity 40 pairs');
        await expect(sent.locator('dt:text("Confirmation emailed to") + dd')).toHaveText(email);
        expect(await brokenWords(sent)).toEqual([]);
        if (width < 640) expect(await brokenWords(sent, PHONE_WIDTHS)).toEqual([]);
        await page.reload(); // still there on a reload
        await expect(sent.locator('dt:text("Products") + dd li')).toHaveCount(1);
        // The address alone, in another browser, shows the reference and nothing of what was sent.
        const other = await (await openContext({ javaScriptEnabled: false })).newPage();
        await other.goto(page.url());
        await expect(other.locator('main')).toContainText(`Your reference: ${reference}.`);
        await expect(other.locator('main')).not.toContainText(email);
        expect(posts.map((p) => p.path)).toEqual(['/enquiry/contact']);
        expect(new URLSearchParams(posts[0]!.body).get('gst_number')).toBe('27 aapfu 0939 f1zv');
        await expect
          .poll(async () => (await acknowledgmentTo(email))?.body.TextBody)
          .toContain(`Reference: ${reference}`);
        const sales = (await messagesTo(email)).find((m) => m.body.ReplyTo === email)!;
        expect(sales.body.TextBody).toContain('GST number: 27AAPFU0939F1ZV');
        expect(sales.body.TextBody).toContain(`- ${name}`);
      },
    );

    test('a required field left empty is marked by the browser beside it; nothing is sent', async ({ page }) => {
      const posts = await enquiriesFromOwnAddress(page);
      await page.goto('/contact/');
      await page.getByLabel('Subject').selectOption('Product Enquiry');
      await page.getByLabel('Email').fill('meera@example.in');
      await page.getByLabel('Message').fill('Is the KV-200 in stock?');
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(page).toHaveURL(/\/contact\/$/);
      expect(await page.getByLabel('First name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(
        true,
      );
      expect(posts).toEqual([]);
    });
  });
}

test.describe('the quote list (JavaScript): several products, one quote', () => {
  test('collected from category cards, kept on reload, sent as one quote from the contact page, then emptied', async ({
    page,
  }) => {
    const posts = await enquiriesFromOwnAddress(page);
    const email = `list.${unique()}@example.in`;
    await page.goto('/products/');
    await page.locator('main h2 a[href*="/category/"]').first().click();
    const cards = page.locator('ul.cards > li');
    const names: string[] = [];
    for (const i of [0, 1]) {
      const card = cards.nth(i);
      names.push((await card.locator('h2, h3').first().textContent())!.trim());
      await card.getByRole('button', { name: /Add to quote list/ }).click();
      await expect(card.getByRole('button', { name: /Remove from quote list/ })).toBeVisible();
    }
    await expect(cards.nth(1).getByRole('link', { name: 'Send your quote list (2 products)' })).toBeVisible();

    await page.reload();
    await expect(cards.nth(0).getByRole('button', { name: /Remove from quote list/ })).toBeVisible();
    await cards.nth(1).getByRole('link', { name: 'Send your quote list (2 products)' }).click();
    await expect(page).toHaveURL(/\/contact\/#quote-list$/);
    const list = page.locator('#quote-list');
    await expect(list.locator('li')).toHaveCount(2);
    await list.getByRole('button', { name: 'Put the whole list in the form' }).click();
    await expect(page.getByLabel('Subject')).toHaveValue('Request a Quote');
    const message = await page.getByLabel('Message').inputValue();
    for (const name of names) expect(message).toContain(`- ${name}`);

    await page.getByLabel('Message').fill(message.replaceAll('___', '10'));
    await page.getByLabel('First name').fill('Anil');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('GST number').fill('29AAGCB7383J1Z4');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    const products = page.locator('.enquiry-confirmation dt:text("Products") + dd li');
    await expect(products).toHaveCount(2);
    expect(posts).toHaveLength(1);
    await expect(list).toBeHidden(); // sent: the list is empty
    await page.reload();
    await expect(page.locator('#quote-list')).toBeHidden();
  });
});

test.describe('the quote list and the form keep their own parts', () => {
  /** Adds products to the quote list from their own pages; their names as the quote names them. */
  async function addFromProductPages(page: Page, slugs: string[]) {
    for (const slug of slugs) {
      await page.goto(`/products/${slug}/`);
      await page
        .locator('main .request-quote')
        .first()
        .getByRole('button', { name: /Add to quote list/ })
        .click();
    }
  }

  test('on a product page, the list put in the form and then removed item by item: the form stays, as filled', async ({
    page,
    request,
  }) => {
    const { products } = await (await request.get('/api/products')).json();
    await addFromProductPages(page, [products[0].slug, products[1].slug]);
    await page.goto(`/products/${products[2].slug}/`);
    const list = page.locator('#quote-list');
    await list.getByRole('button', { name: 'Put the whole list in the form' }).click();
    const form = page.locator('#quote form');
    const filled = await form.getByLabel('Message').inputValue();
    expect(filled).toContain(`- ${products[0].name}`);
    expect(filled).toContain(`- ${products[1].name}`);
    for (const name of [products[0].name, products[1].name])
      await list.getByRole('button', { name: `Remove ${name}` }).click();
    await expect(list).toBeHidden();
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue(filled);
  });

  test(
    'arriving at /contact/#quote-list puts the list in the form; a quote sent, "Send another enquiry" ' +
      'and a plain question: its confirmation lists only what it asked',
    async ({ page, request }) => {
      const posts = await enquiriesFromOwnAddress(page);
      const { products } = await (await request.get('/api/products')).json();
      await addFromProductPages(page, [products[4].slug]);
      await page.goto('/contact/#quote-list');
      await expect(page.getByLabel('Subject')).toHaveValue('Request a Quote');
      await expect(page.getByLabel('Message')).toHaveValue(new RegExp(`- ${escapeRegExp(products[4].name)}`));
      await page.getByLabel('First name').fill('Anil');
      await page.getByLabel('Email').fill(`again.${unique()}@example.in`);
      await page.getByLabel('GST number').fill('29AAGCB7383J1Z4');
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      const confirmation = page.locator('.enquiry-confirmation');
      await expect(confirmation.locator('dt:text("Products") + dd li')).toHaveCount(1);
      await expect(page.locator('#quote-list')).toBeHidden();

      await confirmation.getByRole('button', { name: 'Send another enquiry' }).click();
      await expect(page.locator('form[data-enquiry="contact"]')).toBeVisible();
      await page.getByLabel('Subject').selectOption('Product Enquiry');
      await page.getByLabel('First name').fill('Anil');
      await page.getByLabel('Email').fill(`again.${unique()}@example.in`);
      await page.getByLabel('Message').fill('Is the KV-200 in stock?');
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(confirmation.locator('dt:text("Subject") + dd')).toHaveText('Product Enquiry');
      await expect(confirmation.locator('dt:text("Products")')).toHaveCount(0);
      await expect(confirmation.locator('dt:text("Message") + dd')).toHaveText('Is the KV-200 in stock?');
      expect(posts).toHaveLength(2);
    },
  );

  test('back to the form keeps what the person wrote over the list; a reload starts again from the list', async ({
    page,
    request,
  }) => {
    const { products } = await (await request.get('/api/products')).json();
    await addFromProductPages(page, [products[5].slug]);
    await page.goto('/contact/#quote-list');
    const message = page.getByLabel('Message');
    await expect(message).toHaveValue(new RegExp(escapeRegExp(products[5].name)));
    const listed = await message.inputValue();
    const written = listed.replace('___', '25 units');
    await message.fill(written);
    await page.goto('/products/');
    await page.goBack();
    await expect(message).toHaveValue(written);
    await page.reload(); // the browser keeps no field on a reload: the form starts from the list again
    await expect(page.getByLabel('Subject')).toHaveValue('Request a Quote');
    await expect(message).toHaveValue(listed);
  });

  test('the product page says where the quantity goes, then what happens next, as two sentences', async ({
    page,
    request,
  }) => {
    const { products } = await (await request.get('/api/products')).json();
    await page.goto(`/products/${products[0].slug}/`);
    await expect(page.locator('#quote > p').first()).toContainText('at the end of the form. Our sales team');
  });
});

test.describe('contact page', () => {
  test(
    'the GST field is shown and required only for the subjects ' + 'that need it, and says what to choose without one',
    async ({ page }) => {
      await page.goto('/contact/');
      const gst = page.getByLabel('GST number');
      await page.getByLabel('Subject').selectOption('Product Enquiry');
      await expect(gst).toBeHidden();
      await page.getByLabel('Subject').selectOption('Request a Quote');
      await expect(gst).toBeVisible();
      await expect(gst).toHaveAttribute('required', '');
      await expect(gst).toHaveAccessibleDescription(/except "Product Enquiry": no GST number\? Choose that subject\./);
    },
  );

  test('a GST number typed before choosing "Product Enquiry" is neither checked nor sent', async ({ page }) => {
    const posts = await enquiriesFromOwnAddress(page);
    await page.goto('/contact/');
    await page.getByLabel('Subject').selectOption('Request a Quote');
    await page.getByLabel('GST number').fill('27AAPFU');
    await page.getByLabel('Subject').selectOption('Product Enquiry');
    await page.getByLabel('First name').fill('Ravi');
    await page.getByLabel('Email').fill(`nogst.${unique()}@example.in`);
    await page.getByLabel('Message').fill('Is the KV-200 in stock?');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.locator('.enquiry-confirmation')).toContainText('Thank you: your enquiry was sent.');
    expect(JSON.parse(posts[0]!.body)).not.toHaveProperty('gst_number');
  });

  test('people are offered the subjects a person picks: not "Chatbot Enquiry"', async ({ page }) => {
    await page.goto('/contact/');
    const options = await page.getByLabel('Subject').locator('option').allTextContents();
    expect(options).toContain('Request a Quote');
    expect(options).toContain('Product Enquiry');
    expect(options).not.toContain('Chatbot Enquiry');
  });

  test('the honeypot is hidden from people and from assistive technology', async ({ page }) => {
    await page.goto('/contact/');
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(page.locator('.hp')).toHaveAttribute('aria-hidden', 'true');
    expect(await honeypot.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThan(0);
  });

  test('an error from the server (its code drives the message) is shown in the page; nothing typed is lost', async ({
    page,
    pageProblems,
  }) => {
    await enquiriesFromOwnAddress(page);
    // The email test server refuses this address: the API's 500 is what the test is about.
    pageProblems.allow(/\/api\/contact: 500|status of 500/);
    const email = `e2e.${unique()}+pm-sales-422-${unique()}@example.in`;
    await page.goto('/contact/');
    await page.getByLabel('Subject').selectOption('Product Enquiry');
    await page.getByLabel('First name').fill('Meera');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Message').fill('Is the KV-200 in stock?');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('alert')).toContainText('We could not send your message just now.');
    await expect(page.getByLabel('First name')).toHaveValue('Meera');
  });
});

test.describe('contact page prefilled by MCP draft_enquiry', () => {
  test('the link opens the form with the draft filled in, and the person sends it', async ({ page, baseURL }) => {
    await enquiriesFromOwnAddress(page);
    const client = await connectSdk2(`${baseURL}/api/mcp`);
    const result = await client.callTool('draft_enquiry', {
      products: [{ slug: 'kavach-ss-204-steel-toe-safety-shoe', quantity: 120 }],
      need: 'Foundry floor, delivery in March',
    });
    await client.close();
    const draft = DraftEnquiryOutputSchema.parse(result.structuredContent);
    const email = `draft.${unique()}@example.in`;
    await page.goto(draft.url);
    await expect(page.getByLabel('Subject')).toHaveValue('Request a Quote');
    await expect(page.getByLabel('Message')).toHaveValue(draft.message);
    await expect(page.getByLabel('GST number')).toBeVisible(); // the GST row follows the prefilled subject
    await page.getByLabel('First name').fill('Anil');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('GST number').fill('27AAPFU0939F1ZV');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.locator('.enquiry-confirmation')).toContainText('Thank you: your enquiry was sent.');
    await expect.poll(async () => (await messagesTo(email)).length).toBe(2);
  });

  test('prefilled values are only text in the fields; an unknown subject is ignored', async ({ page }) => {
    const markup = '<img src=x id=injected onerror="document.title=1">Hello';
    await page.goto(`/contact/?subject=${encodeURIComponent('Drop Tables')}&message=${encodeURIComponent(markup)}`);
    await expect(page.getByLabel('Message')).toHaveValue(markup);
    await expect(page.getByLabel('Subject')).toHaveValue('');
    await expect(page.locator('#injected')).toHaveCount(0);
  });
});

test.describe('catalog request form', () => {
  test(
    'is on product and category pages; says the sales team emails ' +
      'the catalog, in the button, the confirmation and the email',
    async ({ page, request }) => {
      await enquiriesFromOwnAddress(page);
      const { products } = await (await request.get('/api/products')).json();
      const product = products[0];
      const email = `catalog.${unique()}@example.in`;
      await page.goto(`/products/${product.slug}/`);
      const form = page.locator('form[data-enquiry="download"]');
      await expect(page.getByRole('heading', { name: `Get the ${product.category} catalog by email` })).toBeVisible();
      const promise = `Our sales team emails you the ${product.category} catalog`;
      await expect(page.locator(`section:has(> form[data-enquiry="download"])`)).toContainText(promise);
      await form.getByLabel('Name').fill('Sunita Iyer');
      await form.getByLabel('Email').fill(email);
      await form.getByRole('button', { name: 'Email me the catalog' }).click();
      const confirmation = page.locator('.enquiry-confirmation');
      await expect(confirmation).toContainText('Thank you: your catalog request was sent.');
      await expect(confirmation).toContainText(promise);
      await expect(confirmation.locator('dt:text("Reference") + dd')).toHaveText(REFERENCE);
      await expect.poll(async () => (await acknowledgmentTo(email))?.body.TextBody).toContain(promise);
      const received = await messagesTo(email);
      expect(received.map((m) => m.body.Subject)).toContain(`Catalog request: ${product.category} from Sunita Iyer`);

      await page.goto(`/products/`);
      await page.locator('main h2 a').first().click();
      await expect(page.locator('form[data-enquiry="download"]')).toBeVisible();
    },
  );

  test(
    "without JavaScript on a phone, a refused form comes back in the site's " +
      'layout, filled, the problem beside its field; corrected, it is sent',
    async ({ openContext, request }) => {
      const { products } = await (await request.get('/api/products')).json();
      const context = await openContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(`/products/${products[2].slug}/`);
      const form = page.locator('form[data-enquiry="download"]');
      await form.getByLabel('Name').fill('Sunita Iyer');
      // The browser's own check takes it; the service wants a domain with a dot.
      await form.getByLabel('Email').fill('sunita@example');
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/enquiry/download-request')),
        form.getByRole('button', { name: 'Email me the catalog' }).click(),
      ]);
      expect(response.status()).toBe(400);
      await expect(page.locator('h1')).toHaveText('Your catalog request was not sent');
      await expect(page.locator('header.site')).toBeVisible();
      const email = page.getByLabel('Email', { exact: true }); // not the section "Get the … catalog by email"
      await expect(email).toHaveValue('sunita@example');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(
        'Enter your complete email address, without spaces, for example name@company.in',
      );
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Sunita Iyer');
      await expect(page.getByText('invalid_email')).toHaveCount(0);
      await email.fill(`nojs.${unique()}@example.in`);
      await page.getByRole('button', { name: 'Email me the catalog' }).click();
      await expect(page).toHaveURL(/\/catalog-request\/sent\/\?reference=[0-9a-f]{16}$/);
      const reference = new URL(page.url()).searchParams.get('reference')!;
      const sent = page.locator('.enquiry-confirmation');
      await expect(sent.locator('dt:text("Reference") + dd')).toHaveText(reference);
      await expect(sent.locator('dt:text("Catalog") + dd')).toHaveText(products[2].category);
      expect(await brokenWords(sent)).toEqual([]);
      await context.close();
    },
  );

  test('an invalid email is refused in the page, beside the field, in plain words', async ({ page, request }) => {
    const posts = await enquiriesFromOwnAddress(page);
    const { products } = await (await request.get('/api/products')).json();
    await page.goto(`/products/${products[1].slug}/`);
    const form = page.locator('form[data-enquiry="download"]');
    await form.getByLabel('Name').fill('Sunita Iyer');
    await form.getByLabel('Email').fill('sunita@');
    await form.getByRole('button', { name: 'Email me the catalog' }).click();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription(
      'Enter your complete email address, without spaces, for example name@company.in',
    );
    expect(posts).toEqual([]);
  });
});

test.describe('without JavaScript, at 390 px: refusals never spend the quota; the 429 page refills the form', () => {
  test.use({ viewport: { width: 390, height: 860 }, javaScriptEnabled: false });

  test('six refused posts, then five sent, then the sixth send is 429 with every field as typed', async ({ page }) => {
    const posts = await enquiriesFromOwnAddress(page);
    const fill = async (email: string, message: string, gst?: string) => {
      await page.getByLabel('Subject').selectOption(gst ? 'Request a Quote' : 'Product Enquiry');
      await page.getByLabel('First name').fill('Meera');
      await page.getByLabel('Last name').fill('Iyer');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Company').fill('Iyer Works');
      await page.getByLabel('GST number').fill(gst ?? '');
      await page.getByLabel('Message').fill(message);
      await page.getByRole('button', { name: 'Send enquiry' }).click();
    };
    await page.goto('/contact/');
    for (let i = 0; i < 6; i++) {
      // A GSTIN one character short: the browser lets it through, the server refuses it.
      await fill('meera@example.in', `Typo ${i}`, '27AAPFU0939F1Z');
      await expect(page.locator('h1')).toHaveText('Your enquiry was not sent');
      await expect(page.getByLabel('GST number')).toHaveAccessibleDescription(/has 15 characters/);
      await expect(page.getByLabel('Message')).toHaveValue(`Typo ${i}`);
    }
    for (let i = 0; i < 5; i++) {
      await page.goto('/contact/');
      await fill(`meera.${i}.${unique()}@example.in`, `Question ${i}`);
      await expect(page, `send ${i + 1}`).toHaveURL(/\/contact\/sent\/\?reference=[0-9a-f]{16}$/);
    }
    await page.goto('/contact/');
    const email = `late.${unique()}@example.in`;
    await fill(email, 'Is the KV-200 in stock?\nForty pairs.');
    await expect(page.locator('[role="alert"]')).toContainText('the form below keeps what you typed');
    await expect(page.getByLabel('Subject')).toHaveValue('Product Enquiry');
    await expect(page.getByLabel('First name')).toHaveValue('Meera');
    await expect(page.getByLabel('Last name')).toHaveValue('Iyer');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Company')).toHaveValue('Iyer Works');
    await expect(page.getByLabel('Message')).toHaveValue('Is the KV-200 in stock?\nForty pairs.');
    expect(posts).toHaveLength(12);
  });
});
