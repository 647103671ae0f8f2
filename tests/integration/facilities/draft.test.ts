import { describe, expect, it } from 'vitest';
import { activityInput, emptyDraft, facilityFieldsOf, newDraftActivity, newFacilityOf } from '@/features/facilities/draft';
import { uniqueTags } from '@/features/facilities/options';

const pdf = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });

describe('new-facility draft → request', () => {
  it('trims the QR code id, normalises postal codes and drops the delivery address when it is the same', () => {
    const fields = facilityFieldsOf({
      ...emptyDraft(),
      name: '  施設  ',
      qrCodeId: '  QR-1 \t',
      postalCode: '１５００００１',
      deliveryPostalCode: '530-0001',
      deliveryAddress: '梅田1-1',
      latitude: '３５.６',
      longitude: '',
    });
    expect(fields).toMatchObject({
      name: '施設',
      qrCodeId: 'QR-1',
      postalCode: '150-0001',
      deliveryPostalCode: '',
      deliveryAddress: '',
      latitude: 35.6,
      longitude: null,
    });
  });

  it('sends the agreement PDF only when needAgreement is on and a PDF exists', () => {
    const draft = { ...emptyDraft(), name: 'a' };
    expect(newFacilityOf({ ...draft, needAgreement: true }, 'c', pdf).agreementPdf).toBe(pdf);
    expect(newFacilityOf({ ...draft, needAgreement: false }, 'c', pdf).agreementPdf).toBeNull();
    expect(newFacilityOf({ ...draft, needAgreement: true }, 'c', null).agreementPdf).toBeNull();
  });

  it('keeps tags unique by displayName and marks new activities syncStatus new', () => {
    expect(uniqueTags([{ displayName: 'a' }, { displayName: 'a', type: 'basic' }, { displayName: ' ' }, { displayName: 'b' }])).toEqual([
      { displayName: 'a' },
      { displayName: 'b' },
    ]);
    const activity = newDraftActivity();
    expect(activityInput(activity)).toMatchObject({ id: activity.key, syncStatus: 'new', status: 'enabled' });
    const request = newFacilityOf({ ...emptyDraft(), activities: [activity] }, 'c', null);
    expect(request.activities[0]).not.toHaveProperty('syncStatus');
    expect(request.activities[0]).not.toHaveProperty('id');
  });
});
