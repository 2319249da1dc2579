import { describe, expect, it } from 'vitest';
import { contactPrefillUrl, prefillValues } from '../../src/lib/enquiry/prefill.ts';

describe('the contact form filled through its query string (what MCP draft_enquiry links to)', () => {
  it('the link is the contact page with subject and message, nothing else', () => {
    expect(contactPrefillUrl('https://kavach.example', { subject: 'Request a Quote', message: 'a & b\nc' })).toBe(
      'https://kavach.example/contact/?subject=Request+a+Quote&message=a+%26+b%0Ac',
    );
  });

  it('the page reads back only subject and message, only those present', () => {
    expect(prefillValues('?subject=Product+Information&message=x%0Ay&gst_number=27ABCDE1234F1Z5')).toEqual({
      subject: 'Product Information',
      message: 'x\ny',
    });
    expect(prefillValues('?message=')).toEqual({ message: '' });
    expect(prefillValues('')).toEqual({});
  });
});
