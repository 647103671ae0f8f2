import { mirageMessages } from '@mirage/messages';
import type { OperationTag } from '@/api/operations';
import { checkInMessages } from '@/messages/check-ins';
import { couponMessages } from '@/messages/coupons';
import { facilitiesMessages } from '@/messages/facilities';
import { common as commonMessages } from '@/messages/common';
import { settingsMessages } from '@/messages/settings';
import { ticketsJa } from '@/messages/tickets';

/**
 * The documented error texts (`displayMessage`, Japanese, shown as is), per area: the very
 * strings the fake server answers with, so a backend team can answer the same. A `{…}` marks
 * a value filled in; a text that names one of a few things is listed once per thing (`choices`).
 */
type Texts = Record<string, unknown>;
type Template = (...args: string[]) => unknown;

function texts(source: Texts, skip: readonly string[] = [], choices: Record<string, readonly (readonly string[])[]> = {}): string[] {
  return Object.entries(source)
    .filter(([key]) => !skip.includes(key))
    .flatMap(([key, value]) => {
      if (typeof value === 'string') return [value];
      if (typeof value === 'function') return (choices[key] ?? [['{1}', '{2}']]).map((args) => String((value as Template)(...args)));
      return [];
    });
}

/** The list filters whose refusal names the filter (`ticketsJa.server.listParamInvalid`). */
const listParams = [['saleStatus'], ['issuability'], ['sort']] as const;

const m = mirageMessages;
const common = [m.sessionExpired, m.corporationNotFound, m.forbidden, m.badJson, m.notJson, m.serverError];

export const errorTexts: Record<OperationTag, string[]> = {
  signIn: [m.invalidEmail, m.unknownEmail, m.missingIdToken, m.invalidIdToken, m.unknownAccount, m.invalidSignInLink, m.sessionExpired],
  corporations: [...common, m.corporationNameRequired, m.corporationNameTooLong, m.invalidEmail, m.ticketMailFlagInvalid],
  members: [...common, ...texts(settingsMessages.memberErrors)],
  constants: [m.sessionExpired],
  assets: [
    m.sessionExpired,
    m.assetTokenInvalid,
    m.assetTypeInvalid,
    m.assetContentTypeInvalid,
    m.assetNotFound,
    m.assetNotUploaded,
    m.assetEmpty,
    m.assetScaleInvalid,
    m.bearerOnSignedUrl,
  ],
  checkIns: [...common, ...texts(checkInMessages.server, ['csvHeader'])],
  coupons: [...common, ...texts(couponMessages.server)],
  facilities: [...common, ...texts(facilitiesMessages.validation), ...texts(facilitiesMessages.server, ['created']), ...texts(commonMessages.fieldRules)],
  ticketSources: [...common, ...texts(ticketsJa.server, [], { listParamInvalid: listParams })],
  ticketPayments: [...common, ...texts(ticketsJa.server, ['listParamInvalid'])],
  ticketSummaries: [...common, ticketsJa.server.monthInvalid],
};
