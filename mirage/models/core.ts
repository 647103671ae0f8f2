import type { Db } from 'miragejs/db';
import type { Ability } from '@/api/ability';
import type { AssetType } from '@/api/assets';
import type { Corporation } from '@/api/corporations';
import { pick, table } from '../lib/db';

export type AccountRow = {
  id: string;
  uid: string;
  email: string;
  displayName: string;
  ability: Ability;
  /** The corporations this account may act for, in the order the API lists them. */
  corporationIds: string[];
};

export type CorporationRow = Corporation;

export type SessionRow = { id: string; token: string; accountId: string; createdAt: string };

export type SignInTokenRow = { id: string; token: string; email: string; expiresAt: string; usedAt: string | null };

export type MailRow = { id: string; to: string; from: string; subject: string; body: string; link: string; createdAt: string };

export type AssetTokenRow = { id: string; token: string; accountId: string; createdAt: string };

export type AssetRow = {
  id: string;
  assetType: AssetType;
  contentType: string;
  status: 'issued' | 'uploaded' | 'processed';
  /** The uploaded bytes as a data URL, so the demo can show them back (and keep them across a reload). */
  dataUrl: string | null;
  size: number;
  scale: string | null;
  createdAt: string;
};

export const coreTables = (db: Db) => ({
  accounts: table<AccountRow>(db, 'accounts'),
  corporations: table<CorporationRow>(db, 'corporations'),
  sessions: table<SessionRow>(db, 'sessions'),
  signInTokens: table<SignInTokenRow>(db, 'signInTokens'),
  mails: table<MailRow>(db, 'mails'),
  assetTokens: table<AssetTokenRow>(db, 'assetTokens'),
  assets: table<AssetRow>(db, 'assets'),
});

export type CoreTables = ReturnType<typeof coreTables>;

/** Exactly the contract's Corporation, whatever else the row carries. */
export const toCorporation = (row: CorporationRow): Corporation => pick(row, ['id', 'name', 'email', 'isTicketMailReceivable']);
