import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SupplyDocumentType, SupplyType, TaxedLine } from '@common/gst.js';

export type { SupplyType } from '@common/gst.js';

/** What the order holds: its invoice (whatever its title), or a credit note against it. */
export type TaxDocumentKind = 'INVOICE' | 'CREDIT_NOTE';

/**
 * The document's title and the rules it follows: a tax invoice, a bill of supply (exempt goods
 * only), an invoice-cum-bill of supply (exempt and taxable goods, rule 46A); a credit note
 * reversing tax (section 34), or a financial credit note: money given back after the supply
 * without goods returned (a goodwill payment), which cannot reduce the taxable value (section
 * 15(3)(b)), so it carries no tax and stays out of the GST return.
 */
export type TaxDocumentType = SupplyDocumentType | 'CREDIT_NOTE' | 'FINANCIAL_CREDIT_NOTE';

/** The seller as printed on the document, copied from the shop's settings when it was issued. */
export interface SellerSnapshot {
  legalName: string;
  address: string;
  stateName: string;
  stateCode: string;
  gstin: string;
  phone: string;
  email: string;
}

/** The buyer as printed: billing is the order's name and address, shipping where it was delivered. */
export interface BuyerSnapshot {
  name: string;
  /** A registered buyer's legal (registered business) name, given with the GSTIN; absent before it was asked. */
  legalName?: string | null;
  email: string;
  phone: string;
  address: string;
  stateName: string;
  stateCode: string | null;
  gstin: string | null;
}

/**
 * One line of a tax document, as common/gst.ts's taxSupply computed it (money in paise, the rate in
 * percent as it was when issued). Lines issued before UTGST was charged are read with no UTGST;
 * before units of quantity were printed, with none.
 */
export type TaxDocumentLine = TaxedLine;

/** Reads stored lines: those issued before UTGST existed carry none. */
const LINES = {
  from: (lines: Array<Omit<TaxedLine, 'utgstPaise'> & { utgstPaise?: number }> | null): TaxedLine[] =>
    (lines ?? []).map((line) => ({ ...line, utgstPaise: line.utgstPaise ?? 0 })),
  to: (lines: TaxedLine[]) => lines,
};

/**
 * An issued GST tax invoice (one per paid order) or credit note (one per completed refund). Stored
 * whole as issued: later edits to the product, the order or the shop's settings never change it,
 * and its PDF is drawn from this row every time.
 */
@Entity({ name: 'tax_documents' })
export class TaxDocumentEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  kind!: TaxDocumentKind;

  /** The title and rules (TAX_INVOICE for every invoice and CREDIT_NOTE for every note issued before there was a choice). */
  @Column({ type: 'text', name: 'document_type' })
  documentType!: TaxDocumentType;

  /** A credit note's reason, printed on it; null on invoices and notes issued before reasons were printed. */
  @Column({ type: 'text', name: 'reason', nullable: true })
  reason!: string | null;

  /** E.g. HR/2627/00001: at most 16 characters, unique within the financial year. */
  @Column({ type: 'text' })
  number!: string;

  /** E.g. 2026-27 (1 April to 31 March, India time). */
  @Column({ type: 'text', name: 'financial_year' })
  financialYear!: string;

  @Column({ type: 'integer' })
  sequence!: number;

  @Column({ type: 'uuid', name: 'order_id' })
  orderId!: string;

  @Column({ type: 'uuid', name: 'refund_id', nullable: true })
  refundId!: string | null;

  /** The invoice a credit note refers to. */
  @Column({ type: 'uuid', name: 'invoice_id', nullable: true })
  invoiceId!: string | null;

  @Column({ type: 'timestamptz', name: 'issued_at' })
  issuedAt!: Date;

  @Column({ type: 'jsonb' })
  seller!: SellerSnapshot;

  @Column({ type: 'jsonb' })
  buyer!: BuyerSnapshot;

  @Column({ type: 'text', name: 'place_of_supply_code' })
  placeOfSupplyCode!: string;

  @Column({ type: 'text', name: 'place_of_supply_name' })
  placeOfSupplyName!: string;

  @Column({ type: 'text', name: 'supply_type' })
  supplyType!: SupplyType;

  @Column({ type: 'jsonb', transformer: LINES })
  lines!: TaxDocumentLine[];

  @Column({ type: 'integer', name: 'taxable_value_paise' })
  taxableValuePaise!: number;

  @Column({ type: 'integer', name: 'cgst_paise' })
  cgstPaise!: number;

  @Column({ type: 'integer', name: 'sgst_paise' })
  sgstPaise!: number;

  @Column({ type: 'integer', name: 'utgst_paise', default: 0 })
  utgstPaise!: number;

  @Column({ type: 'integer', name: 'igst_paise' })
  igstPaise!: number;

  @Column({ type: 'integer', name: 'total_paise' })
  totalPaise!: number;
}
