import { DraftEnquiryOutputSchema } from '../../src/lib/schemas/mcp.ts';
import { connectSdk2 } from '../helpers/mcpClients.ts';
import { expect, test } from './fixtures.ts';

/**
 * Both forms in a real Chromium against the local runtime and its local Postmark server. The
 * browser posts from 127.0.0.1, so these tests share one quota (5 contact, 10 download requests
 * an hour): scripts/test.mjs starts each run with fresh quotas, and they submit only a few times.
 */
const CONTROL_URL = process.env.POSTMARK_CONTROL_URL ?? 'http://127.0.0.1:8912';
const unique = () => Math.random().toString(36).slice(2, 10);

async function messagesTo(address: string) {
  const all = (await (await fetch(`${CONTROL_URL}/messages`)).json()) as {
    body: { To: string; ReplyTo?: string; Subject: string };
  }[];
  return all.filter((m) => m.body.To === address || m.body.ReplyTo === address);
}

test.describe('contact page', () => {
  test('the GST field is shown and required only for the subjects that need it', async ({ page }) => {
    await page.goto('/contact/');
    const gst = page.getByLabel('GST number');
    await page.getByLabel('Subject').selectOption('Product Enquiry');
    await expect(gst).toBeHidden();
    await page.getByLabel('Subject').selectOption('Request a Quote');
    await expect(gst).toBeVisible();
    await expect(gst).toHaveAttribute('required', '');
  });

  test('the honeypot is hidden from people and from assistive technology', async ({ page }) => {
    await page.goto('/contact/');
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(page.locator('.hp')).toHaveAttribute('aria-hidden', 'true');
    expect(await honeypot.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThan(0);
  });

  test('an error is shown before sending (client validation mirrors the server), then the enquiry is sent', async ({
    page,
  }) => {
    const email = `e2e.${unique()}@example.in`;
    await page.goto('/contact/');
    await page.getByLabel('Subject').selectOption('Request a Quote');
    await page.getByLabel('First name').fill('Meera');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Message').fill('Please quote 50 helmets.');
    await page.getByLabel('GST number').fill('27ABCDE1234F1Z'); // one character short
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('alert')).toContainText('gst_number');
    await expect(page.getByLabel('GST number')).toHaveAttribute('aria-invalid', 'true');
    expect(await messagesTo(email)).toHaveLength(0);

    await page.getByLabel('GST number').fill('27abcde1234f1z5');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'your enquiry was sent' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('');
    await expect.poll(async () => (await messagesTo(email)).length).toBe(2);
  });

  test('an error from the server (its code drives the message) is shown in the page', async ({ page }) => {
    const email = `e2e.${unique()}+pm-sales-422-${unique()}@example.in`;
    await page.goto('/contact/');
    await page.getByLabel('Subject').selectOption('Product Enquiry');
    await page.getByLabel('First name').fill('Meera');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Message').fill('Is the KV-200 in stock?');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('alert')).toContainText('We could not send your message just now.');
    await expect(page.getByLabel('First name')).toHaveValue('Meera'); // nothing typed is lost
  });

  test('without JavaScript the form posts to the server and lands on the thank-you page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = `nojs.${unique()}@example.in`;
    await page.goto('/contact/');
    await page.getByLabel('Subject').selectOption('Chatbot Enquiry');
    await page.getByLabel('First name').fill('Ravi');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Message').fill('Sent without JavaScript.');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(/\/contact\/sent\/$/);
    await expect(page.locator('h1')).toContainText('your enquiry was sent');
    expect(await messagesTo(email)).toHaveLength(2);
    await context.close();
  });
});

test.describe('contact page prefilled by MCP draft_enquiry', () => {
  test('the link opens the form with the draft filled in, and the person sends it', async ({ page, baseURL }) => {
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
    await page.getByLabel('GST number').fill('27ABCDE1234F1Z5');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'your enquiry was sent' })).toBeVisible();
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

test.describe('catalog download form', () => {
  test("is on product and category pages; filling it in requests the page's catalog", async ({ page, request }) => {
    const { products } = await (await request.get('/api/products')).json();
    const product = products[0];
    const email = `catalog.${unique()}@example.in`;
    await page.goto(`/products/${product.slug}/`);
    const form = page.locator('form[data-enquiry="download"]');
    await expect(page.getByRole('heading', { name: `Download the ${product.category} catalog` })).toBeVisible();
    await form.getByLabel('Name').fill('Sunita Iyer');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Request the catalog' }).click();
    await expect(form.getByRole('status').filter({ hasText: 'the catalog is on its way' })).toBeVisible();
    const received = await messagesTo(email);
    expect(received.map((m) => m.body.Subject)).toContain(`Catalog request: ${product.category} from Sunita Iyer`);

    await page.goto(`/products/`);
    await page.locator('main h2 a').first().click();
    await expect(page.locator('form[data-enquiry="download"]')).toBeVisible();
  });

  test("without JavaScript on a phone, a refused form comes back in the site's layout, filled, the problem beside its field; corrected, it is sent", async ({
    browser,
    request,
  }) => {
    const { products } = await (await request.get('/api/products')).json();
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`/products/${products[2].slug}/`);
    const form = page.locator('form[data-enquiry="download"]');
    await form.getByLabel('Name').fill('Sunita Iyer');
    // The browser's own check takes it; the service wants a domain with a dot.
    await form.getByLabel('Email').fill('sunita@example');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/enquiry/download-request')),
      form.getByRole('button', { name: 'Request the catalog' }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.locator('h1')).toHaveText('Your catalog request was not sent');
    await expect(page.locator('header.site')).toBeVisible();
    const email = page.getByLabel('Email');
    await expect(email).toHaveValue('sunita@example');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter an email address like name@company.in.');
    await expect(page.getByLabel('Name')).toHaveValue('Sunita Iyer');
    await expect(page.getByText('invalid_email')).toHaveCount(0);
    await email.fill(`nojs.${unique()}@example.in`);
    await page.getByRole('button', { name: 'Request the catalog' }).click();
    await expect(page).toHaveURL(/\/catalog-request\/sent\/$/);
    await context.close();
  });

  test("an invalid email is refused in the page with the server's wording", async ({ page, request }) => {
    const { products } = await (await request.get('/api/products')).json();
    await page.goto(`/products/${products[1].slug}/`);
    const form = page.locator('form[data-enquiry="download"]');
    await form.getByLabel('Name').fill('Sunita Iyer');
    await form.getByLabel('Email').fill('sunita@');
    await form.getByRole('button', { name: 'Request the catalog' }).click();
    await expect(form.getByRole('alert')).toContainText('is not a valid email address');
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});
