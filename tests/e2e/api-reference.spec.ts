import { test, expect, expectAccessible } from './support/fixtures';
import { apiReferenceMessages as t } from '../../src/messages/api-reference';

// /__api in the demo build: the contract, browsable, under the built CSP (no inline script, no eval).
test('the API reference lists the contract and opens a call and a type', async ({ page }) => {
  await page.goto('/__api');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByText(/^\d+件中 \d+件$/)).toBeVisible();
  await expectAccessible(page);

  await page.getByText('/api/corporations/{corporationId}/facilities/{facilityId}/update').click();
  const update = page.locator('#op-updateFacility');
  await expect(update.getByText('multipart/form-data')).toBeVisible();
  await expect(update.getByText('imageIds', { exact: true })).toBeVisible();
  await page.locator('#schema-FacilityResponse summary').click();
  await expect(page.locator('#schema-FacilityResponse').getByRole('link', { name: 'Facility', exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel(t.filter).fill('sign_in');
  await expect(page.locator('.api-ref-operation')).toHaveCount(2);
});
