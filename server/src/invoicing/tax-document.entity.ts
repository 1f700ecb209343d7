import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type TaxDocumentKind = 'INVOICE' | 'CREDIT_NOTE';
export type SupplyType = 'INTRA_STATE' | 'INTER_STATE';

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
  email: string;
  phone: string;
  address: string;
  stateName: string;
  stateCode: string | null;
  gstin: string | null;
}

/** One line of a tax document; money in paise, the rate in percent as it was when issued. */
export interface TaxDocumentLine {
  description: string;
  hsnCode: string;
  quantity: number;
  unitPricePaise: number;
  /** The order line this reverses or invoices; null for shipping. */
  orderLineId: number | null;
  gstRatePercent: number;
  /** What the shopper paid for the line, GST included. */
  grossPaise: number;
  taxableValuePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

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

  @Column({ type: 'jsonb' })
  lines!: TaxDocumentLine[];

  @Column({ type: 'integer', name: 'taxable_value_paise' })
  taxableValuePaise!: number;

  @Column({ type: 'integer', name: 'cgst_paise' })
  cgstPaise!: number;

  @Column({ type: 'integer', name: 'sgst_paise' })
  sgstPaise!: number;

  @Column({ type: 'integer', name: 'igst_paise' })
  igstPaise!: number;

  @Column({ type: 'integer', name: 'total_paise' })
  totalPaise!: number;
}
