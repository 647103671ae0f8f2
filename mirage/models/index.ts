import { Model } from 'miragejs';

/** Plain models, no relations (seeding through relations is slow): foreign keys are id fields, so seeds go in with one bulk insert. */
const core = ['account', 'corporation', 'session', 'signInToken', 'mail', 'assetToken', 'asset', 'checkIn'];
const tickets = ['ticketFacility', 'ticketSource', 'ticket', 'ticketPayment', 'ticketRefund', 'ticketIdempotency'];
export const models = Object.fromEntries([...core, ...tickets, 'coupon', 'facility', 'member'].map((name) => [name, Model]));
