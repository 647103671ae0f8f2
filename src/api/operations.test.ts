import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { apiMessages } from '@/messages/api';
import { ApiError } from './api-error';
import { findOperation } from '@tests/harness/find-operation';
import { apiPath } from './api-path';
import { operationIds, operations, pathPattern } from './operations';

/**
 * The product's calls (docs/api.md): every call with its exact path, trailing slash included. A real
 * backend routes these strings strictly; the registry must say exactly this, nothing more.
 * (`GET /ticket-sources/facilities` is this project's one addition, docs/tickets.md; the sign-out
 * call, whose details the product leaves open, is `POST /api/sign_out`, docs/api.md.)
 */
const spec = `
POST /api/sign_in/mail
POST /api/sign_in
POST /api/sign_out
GET /api/me
GET /api/corporations
GET /api/corporations/{corporationId}
PATCH /api/corporations/{corporationId}
GET /api/corporations/{corporationId}/members/
POST /api/corporations/{corporationId}/members/
GET /api/constants/quiz-units
GET /api/constants/training-info-list
GET /api/assets/token
POST /v1/signed/issue
POST /v1/signed/images
POST /v1/signed/movies
GET /api/corporations/{corporationId}/check-in-histories/check-in-summary
GET /api/corporations/{corporationId}/check-in-histories/check-in-pets
GET /api/corporations/{corporationId}/check-in-histories/check-in-pets/{checkInId}
GET /api/corporations/{corporationId}/check-in-histories/csv/download
GET /api/corporations/{corporationId}/coupons/
GET /api/corporations/{corporationId}/coupons/{couponId}
POST /api/corporations/{corporationId}/coupons/
POST /api/corporations/{corporationId}/coupons/{couponId}
POST /api/corporations/{corporationId}/coupons/{couponId}/status
GET /api/corporations/{corporationId}/facilities/
GET /api/corporations/{corporationId}/facilities/{facilityId}/
POST /api/corporations/{corporationId}/facilities/
POST /api/corporations/{corporationId}/facilities/{facilityId}/update
GET /api/corporations/{corporationId}/facilities/{facilityId}/agreement
POST /api/corporations/{corporationId}/facilities/{facilityId}/agreement/update
POST /api/corporations/{corporationId}/facilities/{facilityId}/agreement/delete
POST /api/corporations/{corporationId}/facilities/{facilityId}/tags/update
POST /api/corporations/{corporationId}/facilities/{facilityId}/activities/update
POST /api/corporations/{corporationId}/facilities/{facilityId}/status/update
POST /api/corporations/{corporationId}/facilities/{facilityId}/confirmed
GET /api/corporations/{corporationId}/ticket-payments/{paymentId}
POST /api/corporations/{corporationId}/ticket-payments/{paymentId}/refund/
PUT /api/corporations/{corporationId}/ticket-payments/{paymentId}/status/
GET /api/corporations/{corporationId}/ticket-sources/
GET /api/corporations/{corporationId}/ticket-sources/facilities
GET /api/corporations/{corporationId}/ticket-sources/{sourceId}
POST /api/corporations/{corporationId}/ticket-sources/
PUT /api/corporations/{corporationId}/ticket-sources/{sourceId}
GET /api/corporations/{corporationId}/ticket-sources/{sourceId}/tickets
GET /api/corporations/{corporationId}/ticket-sources/{sourceId}/tickets/{ticketId}
GET /api/corporations/{corporationId}/ticket-summaries/consumes
GET /api/corporations/{corporationId}/ticket-summaries/consumes/{month}
GET /api/corporations/{corporationId}/ticket-summaries/payments
GET /api/corporations/{corporationId}/ticket-summaries/payments/{month}
GET /api/corporations/{corporationId}/ticket-summaries/refunds
GET /api/corporations/{corporationId}/ticket-summaries/refunds/{month}
GET /api/corporations/{corporationId}/ticket-summaries/cancel-waitings/
`
  .trim()
  .split('\n');

describe('the operation registry', () => {
  it("lists exactly the product's calls, with their trailing slashes", () => {
    expect(operationIds.map((id) => `${operations[id].method} ${operations[id].path}`)).toEqual(spec);
  });

  it('builds paths with every parameter encoded', () => {
    expect(apiPath('getFacility', { corporationId: 'c 1', facilityId: 'f/1' })).toBe('/api/corporations/c%201/facilities/f%2F1/');
    expect(apiPath('listCoupons', { corporationId: 'c1' })).toBe('/api/corporations/c1/coupons/');
    expect(apiPath('getMe')).toBe('/api/me');
  });

  it('never builds a path with an empty parameter: /ticket-sources/{sourceId} with no id would name the collection', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const call = () => apiPath('getTicketSource', { corporationId: 'c1', sourceId: '' });
    expect(call).toThrow(ApiError);
    expect(() => call()).toThrow(expect.objectContaining({ status: 404 }));
    expect(fetch).not.toHaveBeenCalled();
    // People read what is missing in Japanese; the parameter's own name goes to the log.
    expect(call).toThrow(apiMessages.missingParameter(apiMessages.parameterNames.sourceId!));
    expect(String(log.mock.calls[0]?.[0])).toContain('sourceId');
  });

  it('matches a concrete path to its operation exactly: a trailing slash more or less is no match', () => {
    expect(findOperation('GET', '/api/corporations/c1/coupons/')).toBe('listCoupons');
    expect(findOperation('GET', '/api/corporations/c1/coupons')).toBeUndefined();
    expect(findOperation('GET', '/api/corporations/c1/facilities/f1/')).toBe('getFacility');
    expect(findOperation('GET', '/api/corporations/c1/facilities/f1')).toBeUndefined();
    expect(findOperation('GET', '/api/corporations/c1/ticket-sources/facilities')).toBe('listTicketFacilities');
    expect(findOperation('GET', '/api/corporations/c1/ticket-sources/s1')).toBe('getTicketSource');
    expect(findOperation('POST', '/v1/signed/issue', 'assets')).toBe('issueSignedUrl');
    expect(findOperation('POST', '/v1/signed/issue')).toBeUndefined();
  });

  it('a built path always matches its own pattern, and never with its last slash toggled', () => {
    const id = fc.string({ minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(fc.constantFrom(...operationIds), id, id, id, (operation, a, b, c) => {
        const template: string = operations[operation].path;
        const path = template.replace(/\{(\w+)\}/g, (_m, _name, offset: number) => encodeURIComponent([a, b, c][offset % 3] ?? a));
        const toggled = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
        expect(pathPattern(template).test(path)).toBe(true);
        expect(pathPattern(template).test(toggled)).toBe(false);
      }),
    );
  });
});
