import { Model } from 'miragejs';
import { ticketModels } from './tickets';

/**
 * Plain models, no relations: foreign keys are plain id fields so that seeds go in with one
 * bulk `server.db.<collection>.insert(array)` (seeding through relations is slow). A feature adds its
 * collection with one line here and its row type beside it.
 */
export const models = {
  account: Model,
  corporation: Model,
  session: Model,
  signInToken: Model,
  mail: Model,
  assetToken: Model,
  asset: Model,
  checkIn: Model,
  ...ticketModels,
  coupon: Model,
  facility: Model,
  member: Model,
};
