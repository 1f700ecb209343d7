import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_GST_CLASS, SEED_GST_CLASSES } from '../../catalogue/gst-classes.js';

/**
 * GST tax invoices and credit notes (docs/decisions/026-gst-invoices.md): each product's HSN code
 * and GST rate, the buyer's GSTIN on an order, the issued documents (stored whole, never changed)
 * and one counter row per series and financial year, bumped under its row lock in the transaction
 * that issues, so numbers are consecutive across processes and a rolled-back issue leaves no gap.
 */
export class GstInvoices1767000000000 implements MigrationInterface {
  name = 'GstInvoices1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE products
        ADD COLUMN hsn_code text NOT NULL DEFAULT '${DEFAULT_GST_CLASS.hsnCode}' CHECK (hsn_code ~ '^[0-9]{4,8}$'),
        ADD COLUMN gst_rate_percent numeric(5, 2) NOT NULL DEFAULT ${DEFAULT_GST_CLASS.gstRatePercent}
          CHECK (gst_rate_percent >= 0 AND gst_rate_percent <= 100)`);
    for (const gst of SEED_GST_CLASSES) {
      await queryRunner.query(`UPDATE products SET hsn_code = $3, gst_rate_percent = $4 WHERE category = $1 AND subcategory = $2`, [
        gst.category,
        gst.subcategory,
        gst.hsnCode,
        gst.gstRatePercent,
      ]);
    }
    await queryRunner.query(`ALTER TABLE orders ADD COLUMN buyer_gstin text`);
    await queryRunner.query(`
      CREATE TABLE tax_document_counters (
        series text NOT NULL,
        financial_year text NOT NULL,
        last_number integer NOT NULL,
        PRIMARY KEY (series, financial_year)
      )`);
    await queryRunner.query(`
      CREATE TABLE tax_documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('INVOICE', 'CREDIT_NOTE')),
        number text NOT NULL CHECK (number ~ '^[A-Za-z0-9/-]{1,16}$'),
        financial_year text NOT NULL,
        sequence integer NOT NULL,
        order_id uuid NOT NULL REFERENCES orders (id),
        refund_id uuid UNIQUE,
        invoice_id uuid REFERENCES tax_documents (id),
        issued_at timestamptz NOT NULL,
        seller jsonb NOT NULL,
        buyer jsonb NOT NULL,
        place_of_supply_code text NOT NULL,
        place_of_supply_name text NOT NULL,
        supply_type text NOT NULL CHECK (supply_type IN ('INTRA_STATE', 'INTER_STATE')),
        lines jsonb NOT NULL,
        taxable_value_paise integer NOT NULL,
        cgst_paise integer NOT NULL,
        sgst_paise integer NOT NULL,
        igst_paise integer NOT NULL,
        total_paise integer NOT NULL,
        UNIQUE (kind, financial_year, sequence),
        UNIQUE (financial_year, number)
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX tax_documents_one_invoice_per_order ON tax_documents (order_id) WHERE kind = 'INVOICE'`);
    await queryRunner.query(`CREATE INDEX tax_documents_issued_at ON tax_documents (issued_at DESC)`);
    // The confirmation carries its invoice, the refund notice its credit note: drawn at send time
    // from the stored document, so the outbox keeps an id, not a PDF.
    await queryRunner.query(`ALTER TABLE mail_outbox ADD COLUMN attachment_document_id uuid REFERENCES tax_documents (id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE mail_outbox DROP COLUMN IF EXISTS attachment_document_id`);
    await queryRunner.query(`DROP TABLE IF EXISTS tax_documents`);
    await queryRunner.query(`DROP TABLE IF EXISTS tax_document_counters`);
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN IF EXISTS buyer_gstin`);
    await queryRunner.query(`ALTER TABLE products DROP COLUMN IF EXISTS hsn_code, DROP COLUMN IF EXISTS gst_rate_percent`);
  }
}
