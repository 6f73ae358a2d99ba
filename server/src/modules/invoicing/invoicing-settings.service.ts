import {
  defaultInvoicingSettings,
  type InvoiceMailer,
  type InvoicingSettings,
  type InvoicingSettingsUpdate,
} from '@konyha/domain/invoicing/invoicing-settings.schemas';
import type { Database, Queryable } from '../../db/client.ts';
import { createSettingsSealer } from './invoicing-settings.crypto.ts';
import * as repo from './invoicing-settings.repository.ts';

export interface InvoicingSettingsDeps {
  database: Database;
  clock: () => Date;
  /** SETTINGS_KEY: what the agent key is encrypted with; unset, a key generated once and kept in the database. */
  settingsKey: string | undefined;
  /** The local stand-in's URL in test mode, once something started it (undefined: none is running). */
  standinUrl: () => string | undefined | Promise<string | undefined>;
}

/** What the Agent's client needs to issue a document, as the outbox reads it. */
export interface AgentSettings {
  enabled: boolean;
  receipts: boolean;
  testMode: boolean;
  /** Számlázz.hu, or the stand-in in test mode; null in test mode while no stand-in runs (nothing to call). */
  baseUrl: string | null;
  /** Decrypted; null until an ADMIN gives one. */
  agentKey: string | null;
  invoicePrefix: string;
  receiptPrefix: string;
  bankAccount: string | null;
  mailBy: InvoiceMailer;
}

// Bound into the sealing, so the sealed key opens as this setting only.
const purpose = 'invoicing_settings.agent_key';

/**
 * The Számlázz.hu settings (issue 34). The agent key is write-only: stored sealed (AES-256-GCM), answered only as
 * whether one is kept and its last four characters, and decrypted for the Agent's client alone (`forAgent`).
 */
export function createInvoicingSettingsService({
  database,
  clock,
  settingsKey,
  standinUrl,
}: InvoicingSettingsDeps) {
  const db = database.db;
  const sealer = createSettingsSealer(db, settingsKey);
  const settingsOf = (row: repo.InvoicingSettingsRow | undefined) => ({
    ...defaultInvoicingSettings,
    ...(row && {
      enabled: row.enabled,
      receipts: row.receipts,
      testMode: row.testMode,
      baseUrl: row.baseUrl,
      invoicePrefix: row.invoicePrefix,
      receiptPrefix: row.receiptPrefix,
      bankAccount: row.bankAccount,
      mailBy: row.mailBy as InvoiceMailer,
    }),
  });
  const answer = (row: repo.InvoicingSettingsRow | undefined): InvoicingSettings => ({
    ...settingsOf(row),
    agentKey: { set: Boolean(row?.agentKeySealed), last4: row?.agentKeySealed ? row.agentKeyLast4 : null },
  });

  return {
    read: async () => answer(await repo.readInvoicingSettings(db)),

    /** An ADMIN's save: every setting, and the agent key only when one is given (else the kept one stays). */
    async set({ agentKey, ...update }: InvoicingSettingsUpdate): Promise<InvoicingSettings> {
      const key = agentKey
        ? { agentKeySealed: await sealer.seal(agentKey, purpose), agentKeyLast4: agentKey.slice(-4) }
        : {};
      const baseUrl = update.baseUrl.replace(/\/+$/, '');
      return answer(await repo.saveInvoicingSettings(db, { ...update, baseUrl, ...key }, clock()));
    },

    /** Whether documents are issued, read in the caller's transaction (an order's event decides on it). */
    async switches(q: Queryable = db) {
      const { enabled, receipts } = settingsOf(await repo.readInvoicingSettings(q));
      return { enabled, receipts };
    },

    /**
     * The settings the Agent's client is built from, the key decrypted. Throws SealedSecretError when the kept key
     * was sealed under another SETTINGS_KEY: an ADMIN must enter it again.
     */
    async forAgent(): Promise<AgentSettings> {
      const row = await repo.readInvoicingSettings(db);
      const settings = settingsOf(row);
      return {
        enabled: settings.enabled,
        receipts: settings.receipts,
        testMode: settings.testMode,
        baseUrl: settings.testMode ? ((await standinUrl()) ?? null) : settings.baseUrl,
        agentKey: row?.agentKeySealed ? await sealer.open(row.agentKeySealed, purpose) : null,
        invoicePrefix: settings.invoicePrefix,
        receiptPrefix: settings.receiptPrefix,
        bankAccount: settings.bankAccount,
        mailBy: settings.mailBy,
      };
    },
  };
}

export type InvoicingSettingsService = ReturnType<typeof createInvoicingSettingsService>;
