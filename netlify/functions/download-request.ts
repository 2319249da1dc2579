import type { Config } from '@netlify/functions';
import { enquiryFunction } from '../lib/enquiryFunction.ts';

/** POST /api/download-request (JSON). The catalog form without JavaScript posts to enquiry-form.ts. */
export default enquiryFunction('download');

export const config: Config = {
  path: '/api/download-request',
};
