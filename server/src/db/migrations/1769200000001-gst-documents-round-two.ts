import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GST documents, round two (docs/decisions/048-gst-documents-round-two.md): each document's type
 * (tax invoice, bill of supply, invoice-cum-bill of supply, credit note, financial credit note),
 * its UTGST and a credit note's reason; a registered buyer's legal name on the order. Documents
 * already issued read as issued: every invoice a tax invoice, every note a credit note, no UTGST,
 * no reason. Bills of supply are numbered in a series of their own, so a sequence is unique per
 * kind, series and year.
 */
export class GstDocumentsRoundTwo1769200000001 implements MigrationInterface {
  name = 'GstDocumentsRoundTwo1769200000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE tax_documents
        ADD COLUMN document_type text,
        ADD COLUMN reason text,
        ADD COLUMN utgst_paise integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`UPDATE tax_documents SET document_type = CASE kind WHEN 'INVOICE' THEN 'TAX_INVOICE' ELSE 'CREDIT_NOTE' END`);
    await queryRunner.query(`
      ALTER TABLE tax_documents
        ALTER COLUMN document_type SET NOT NULL,
        ADD CONSTRAINT tax_documents_document_type_check CHECK (document_type IN
          ('TAX_INVOICE', 'BILL_OF_SUPPLY', 'INVOICE_CUM_BILL_OF_SUPPLY', 'CREDIT_NOTE', 'FINANCIAL_CREDIT_NOTE'))`);
    await queryRunner.query(`ALTER TABLE tax_documents DROP CONSTRAINT IF EXISTS tax_documents_kind_financial_year_sequence_key`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX tax_documents_series_sequence
        ON tax_documents (kind, (document_type = 'BILL_OF_SUPPLY'), financial_year, sequence)`);
    await queryRunner.query(`ALTER TABLE orders ADD COLUMN buyer_legal_name text`);
    // Every refund so far reversed tax on its credit note: none was a goodwill payment.
    await queryRunner.query(`ALTER TABLE refunds ADD COLUMN goodwill boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE refunds DROP COLUMN IF EXISTS goodwill`);
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN IF EXISTS buyer_legal_name`);
    await queryRunner.query(`DROP INDEX IF EXISTS tax_documents_series_sequence`);
    await queryRunner.query(`ALTER TABLE tax_documents DROP COLUMN IF EXISTS document_type`);
    await queryRunner.query(`ALTER TABLE tax_documents DROP COLUMN IF EXISTS reason`);
    await queryRunner.query(`ALTER TABLE tax_documents DROP COLUMN IF EXISTS utgst_paise`);
  }
}
