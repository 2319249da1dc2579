import type { Config } from '@netlify/functions';
import { enquiryFunction } from '../lib/enquiryFunction.ts';

/** POST /api/download-request (JSON) and /enquiry/download-request (the catalog form without JavaScript). */
export default enquiryFunction('download');

export const config: Config = {
  path: ['/api/download-request', '/enquiry/download-request'],
};
