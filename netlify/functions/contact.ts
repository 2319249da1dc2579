import type { Config } from '@netlify/functions';
import { enquiryFunction } from '../lib/enquiryFunction.ts';

/** POST /api/contact (JSON). The contact form without JavaScript posts to enquiry-form.ts. */
export default enquiryFunction('contact');

export const config: Config = {
  path: '/api/contact',
};
