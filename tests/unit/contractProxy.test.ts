import { describe, expect, it } from 'vitest';
import { contractBreaches, proxyViolations, type Violation } from '../helpers/contract.ts';

/**
 * The decision of the contract proxy (tests/helpers/contractProxy.ts, applied by `get()` and
 * `requestFrom()` to every exchange of the integration tests): which of Prism's findings fail the run.
 * The findings are written as Prism words them in `sl-violations`.
 */
const requestError: Violation = {
  location: ['request', 'body', 'last_name'],
  severity: 'Error',
  code: 'type',
  message: 'Request body property last_name must be string',
};
const responseError: Violation = {
  location: ['response', 'header'],
  severity: 'Error',
  message: "Response header must have required property 'api-version'",
};
const noRoute: Violation = { location: ['request'], severity: 'Warning', message: 'Selected route not found' };
const undocumentedStatus: Violation = {
  location: ['response'],
  severity: 'Warning',
  message: 'Unable to match the returned status code with those defined in the document: 200,202,400',
};

describe('the contract proxy fails the run on', () => {
  it.each([200, 201, 202, 204, 303])(
    'a request the document refuses that the service answered %i (it accepted what the document refuses)',
    (status) => {
      expect(contractBreaches(status, [requestError])).toEqual([requestError]);
    },
  );

  it.each([400, 404, 405, 413, 429, 500])('no request error the service refused itself (%i)', (status) => {
    expect(contractBreaches(status, [requestError])).toEqual([]);
  });

  it('every response error, whatever the status', () => {
    expect(contractBreaches(200, [responseError])).toEqual([responseError]);
    expect(contractBreaches(404, [responseError])).toEqual([responseError]);
  });

  it('a status the operation does not document, even a 4xx Prism only warns of', () => {
    expect(contractBreaches(406, [undocumentedStatus])).toEqual([undocumentedStatus]);
    expect(contractBreaches(415, [requestError, undocumentedStatus])).toEqual([undocumentedStatus]);
  });

  it('no other warning ("route not found": pages, documents, other methods)', () => {
    expect(contractBreaches(200, [noRoute])).toEqual([]);
  });
});

describe("reading the proxy's findings from sl-violations", () => {
  const answer = (status: number, header?: string) =>
    new Response(null, { status, headers: header === undefined ? {} : { 'sl-violations': header } });

  it('no header: nothing found; a header: its findings, which decide as above', () => {
    expect(proxyViolations(answer(200))).toEqual([]);
    const found = proxyViolations(answer(200, JSON.stringify([requestError, noRoute])))!;
    expect(contractBreaches(200, found)).toEqual([requestError]);
    expect(contractBreaches(400, found)).toEqual([]);
  });

  it('a list Prism cut short (over 8 KiB) is not judged from the header: the exchange is validated in process', () => {
    expect(proxyViolations(answer(200, `Too many violations! ${JSON.stringify([requestError]).slice(0, 30)}`))).toBe(
      undefined,
    );
  });
});
