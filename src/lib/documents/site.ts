/** One sentence about the supplier, shared by the text documents (llms.txt, llms-full.txt). */
export const ORGANIZATION_SUMMARY =
  'An Indian B2B supplier of certified industrial safety equipment (PPE: ' +
  'footwear, gloves, eyewear, helmets, respirators, hearing and fall protection).';
