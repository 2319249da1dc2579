import type { APIRoute } from 'astro';
import { getPublishingSchedule } from '../data/catalog.ts';
import { jsonResponse } from '../lib/http/responses.ts';

/** Read by the daily scheduled function to decide whether a rebuild is due (src/lib/publishing). */
export const GET: APIRoute = async () => jsonResponse(200, await getPublishingSchedule());
