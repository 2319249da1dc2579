import type { Config } from '@netlify/functions';
import { enquiryFunction } from '../lib/enquiryFunction.ts';

/** POST /api/contact (JSON) and /enquiry/contact (the contact form without JavaScript). */
export default enquiryFunction('contact');

export const config: Config = {
  path: ['/api/contact', '/enquiry/contact'],
};
