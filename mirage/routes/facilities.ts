import { agreementFlags, facilityStatuses, type Agreement, type AgreementSettings, type FacilityStatus } from '@/api/facilities';
import { confirmationReasonRule, CustomFieldsInput, defaultAgreementSettings } from '@/api/facility-input';
import { facilitiesMessages } from '@/messages/facilities';
import { bodyBytes, toDataUrl } from '../lib/data-url';
import { failure, formBody, isRecord, jsonField } from '../lib/http';
import { nowIso } from '../lib/time';
import { randomToken } from '../lib/tokens';
import { requireOwnRow } from './auth-guard';
import { defineRoutes, type AccountContext, type AppServer } from './define-routes';
import { checkInUrlFor, facilityFields, facilityTable, parseActivity, parseTags, requireValid, toFacilityResponse, type FacilityRow } from './facilities-data';

const v = facilitiesMessages.validation;
const newActivityId = () => `act-${randomToken(8)}`;

const findFacility = (context: AccountContext) => requireOwnRow(facilityTable(context.server), context.corporation().id, context.params.id, v.facilityNotFound);

const answer = (context: AccountContext, row: FacilityRow) => toFacilityResponse(row, context.corporation().name);

/** Images named by imageIds: the facility's own keep their url; others are uploaded assets. */
function resolveImages(context: AccountContext, current: FacilityRow['images'], imageIds: unknown): FacilityRow['images'] {
  if (imageIds === undefined) return current;
  if (!Array.isArray(imageIds)) throw failure(400, facilitiesMessages.server.imageNotFound);
  return imageIds.map((id) => {
    const own = current.find((image) => image.id === id);
    if (own) return own;
    const asset = typeof id === 'string' ? context.tables.assets.find(id) : null;
    if (!asset || !asset.dataUrl) throw failure(422, facilitiesMessages.server.imageNotFound);
    return { id: asset.id, url: asset.dataUrl };
  });
}

async function pdfDataUrl(file: unknown): Promise<{ fileUrl: string; fileName: string } | null> {
  if (!file || typeof file === 'string') return null;
  const blob = file as File;
  const name = typeof blob.name === 'string' && blob.name ? blob.name : 'agreement.pdf';
  if (blob.type ? blob.type !== 'application/pdf' : !name.toLowerCase().endsWith('.pdf')) throw failure(422, v.pdfOnly);
  return { fileUrl: toDataUrl(await bodyBytes(blob), 'application/pdf'), fileName: name };
}

/** The has* flags and custom fields of an agreement multipart (update, or a create that carries a PDF). */
function agreementSettings(form: FormData, fallback: AgreementSettings): AgreementSettings {
  const flags = Object.fromEntries(agreementFlags.map((flag) => [flag, form.has(flag) ? form.get(flag) === 'true' : fallback[flag]]));
  const raw = jsonField(form, 'customFields') ?? fallback.customFields;
  const names = (Array.isArray(raw) ? raw : []).map((item) => (typeof item === 'string' ? item.trim() : '')).filter((name) => name !== '');
  requireValid(CustomFieldsInput, names);
  return { ...(flags as Omit<AgreementSettings, 'customFields'>), customFields: [...new Set(names)] };
}

const defaultSettings = defaultAgreementSettings();

/** Every facilities and agreement call (docs/facilities.md), scoped to the account's corporation. */
export function registerFacilityRoutes(server: AppServer): void {
  const routes = defineRoutes(server);
  const facilities = () => facilityTable(server);
  const base = '/api/corporations/:cid/facilities';

  routes.get(`${base}/`, (context) => {
    const corporation = context.corporation();
    const status = context.request.queryParams?.status;
    const rows = facilities()
      .where({ corporationId: corporation.id })
      .filter((row) => !status || row.status === status)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return { facilities: rows.map((row) => toFacilityResponse(row, corporation.name)) };
  });

  routes.post(`${base}/`, async (context) => {
    const corporation = context.corporation();
    const form = formBody(context.request.requestBody);
    if (form.get('corporationId') !== corporation.id) throw failure(422, v.corporationMismatch);
    const facility = jsonField(form, 'facility');
    if (!isRecord(facility)) throw failure(422, v.nameRequired);
    const fields = facilityFields((name) => facility[name]);
    const tags = parseTags(jsonField(form, 'tags') ?? []);
    const rawActivities = jsonField(form, 'activities') ?? [];
    const activities = (Array.isArray(rawActivities) ? rawActivities : []).map((item) => parseActivity({ ...item, syncStatus: 'new' }, newActivityId));
    const images = resolveImages(context, [], facility.imageIds ?? []);
    const file = await pdfDataUrl(form.get('agreement'));
    // The agreement's settings travel with its PDF, as on agreement/update (docs/facilities.md).
    const agreement: Agreement | null = file ? { ...file, ...agreementSettings(form, defaultSettings) } : null;
    const id = `fac-${randomToken(8)}`;
    const row = facilities().insert({
      id,
      corporationId: corporation.id,
      ...fields,
      status: 'pending',
      images,
      confirmedAt: null,
      confirmationReason: null,
      checkInUrl: checkInUrlFor(id),
      tags,
      activities,
      agreement,
      createdAt: nowIso(),
    });
    return answer(context, row);
  });

  routes.get(`${base}/:id/`, (context) => answer(context, findFacility(context)));

  routes.post(`${base}/:id/update`, (context) => {
    const row = findFacility(context);
    const form = formBody(context.request.requestBody);
    const fields = facilityFields((name) => form.get(name));
    const images = resolveImages(context, row.images, jsonField(form, 'imageIds'));
    return answer(context, facilities().update(row.id, { ...fields, images }));
  });

  routes.post(`${base}/:id/tags/update`, (context) => {
    const row = findFacility(context);
    const tags = parseTags(context.json().tags);
    return { tags: facilities().update(row.id, { tags }).tags };
  });

  routes.post(`${base}/:id/activities/update`, (context) => {
    const row = findFacility(context);
    const raw = context.json().activities;
    if (!Array.isArray(raw)) throw failure(400, v.activityNameRequired);
    const activities = raw.map((item) => {
      const known = isRecord(item) && typeof item.id === 'string' && row.activities.some((activity) => activity.id === item.id);
      return parseActivity(known ? item : { ...(isRecord(item) ? item : {}), syncStatus: 'new' }, newActivityId);
    });
    facilities().update(row.id, { activities });
    return activities.map((activity) => ({ activity }));
  });

  routes.post(`${base}/:id/status/update`, (context) => {
    const row = findFacility(context);
    const status = context.json().status;
    if (typeof status !== 'string' || !facilityStatuses.includes(status as FacilityStatus)) throw failure(422, v.statusInvalid);
    return answer(context, facilities().update(row.id, { status: status as FacilityStatus }));
  });

  routes.post(`${base}/:id/confirmed`, (context) => {
    const row = findFacility(context);
    if (!context.account.ability.isAdmin) throw failure(403, '管理者のみが確認できます。');
    const { status, reason } = context.json();
    if (status !== 'approved' && status !== 'rejected') throw failure(422, v.confirmationStatusInvalid);
    const text = typeof reason === 'string' ? reason.trim() : '';
    requireValid(confirmationReasonRule, text);
    const confirmedAt = status === 'approved' ? nowIso() : null;
    return answer(context, facilities().update(row.id, { confirmedAt, confirmationReason: text || null }));
  });

  routes.get(`${base}/:id/agreement`, (context) => ({ agreement: findFacility(context).agreement }));

  routes.post(`${base}/:id/agreement/update`, async (context) => {
    const row = findFacility(context);
    const form = formBody(context.request.requestBody);
    const file = await pdfDataUrl(form.get('file'));
    const current = row.agreement;
    if (!file && !current) throw failure(422, facilitiesMessages.agreement.fileRequired);
    const agreement: Agreement = {
      fileUrl: file?.fileUrl ?? current?.fileUrl ?? null,
      fileName: file?.fileName ?? current?.fileName ?? null,
      ...agreementSettings(form, { ...defaultSettings, hasName: false, hasPhoneNumber: false }),
    };
    return { agreement: facilities().update(row.id, { agreement }).agreement };
  });

  routes.post(`${base}/:id/agreement/delete`, (context) => {
    const row = findFacility(context);
    facilities().update(row.id, { agreement: null });
    return { agreement: null };
  });
}
