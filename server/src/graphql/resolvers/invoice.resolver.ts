import DataLoader from 'dataloader';
import { formatOrderNumber } from '@common/order-status.js';
import type { TaxDocumentEntity } from '../../invoicing/tax-document.entity.js';
import { lineDiscountPaise } from '../../invoicing/document-lines.js';
import { gstr1Zip } from '../../invoicing/gstr1-export.js';
import { taxDocumentPath } from '../../invoicing/invoice.service.js';
import { requireAdmin } from '../../kernel/access.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { perRequest } from '../per-request.js';

/**
 * GST invoices and credit notes over GraphQL: an order's invoice is shown to whoever can see the
 * order, a refund's credit note to whoever can see the refund (admins); the list and the GSTR-1
 * export are the invoice service's, which checks the role.
 */
const loaders = perRequest(({ services: { invoices } }) => ({
  byOrder: new DataLoader<string, TaxDocumentEntity | null>((ids) => invoices.invoicesForOrders(ids)),
  creditNotesByOrder: new DataLoader<string, TaxDocumentEntity[]>((ids) => invoices.creditNotesForOrders(ids)),
  byRefund: new DataLoader<string, TaxDocumentEntity | null>((ids) => invoices.creditNotesForRefunds(ids)),
  byId: new DataLoader<string, TaxDocumentEntity | null>((ids) => invoices.documentsByIds(ids)),
  productRate: new DataLoader<string, number>((ids) => invoices.currentRates(ids)),
}));

const placeOfSupply = (document: TaxDocumentEntity) => `${document.placeOfSupplyName} (${document.placeOfSupplyCode})`;

const documentFields = {
  placeOfSupply,
  taxableValueMoney: (document: TaxDocumentEntity) => document.taxableValuePaise,
  cgstMoney: (document: TaxDocumentEntity) => document.cgstPaise,
  sgstMoney: (document: TaxDocumentEntity) => document.sgstPaise,
  igstMoney: (document: TaxDocumentEntity) => document.igstPaise,
  utgstMoney: (document: TaxDocumentEntity) => document.utgstPaise,
  totalMoney: (document: TaxDocumentEntity) => document.totalPaise,
  pdfUrl: taxDocumentPath,
};

export const invoiceResolvers: Resolvers = {
  Query: {
    taxDocuments: (_parent, args, { ctx, services }) => services.invoices.list(ctx, args),
    gstr1Export: async (_parent, { month }, { ctx, services }) => ({
      month: month.trim(),
      files: await services.invoices.gstr1Files(ctx, month),
    }),
    salesRegisterCsv: (_parent, { month }, { ctx, services }) => services.invoices.salesRegisterCsv(ctx, month),
    shopDetails: (_parent, _args, { services }) => services.settings.details(),
  },
  Order: {
    invoice: (order, _args, context) => loaders(context).byOrder.load(order.id),
    creditNotes: (order, _args, context) => loaders(context).creditNotesByOrder.load(order.id),
    buyerGstin: (order) => order.buyerGstin ?? null,
    buyerLegalName: (order) => order.buyerLegalName ?? null,
  },
  OrderLine: {
    // The rate its invoice was issued with, which never changes; before payment the product's.
    gstRatePercent: async (line, _args, context) => {
      const invoice = await loaders(context).byOrder.load(line.orderId);
      const issued = invoice?.lines.find((candidate) => candidate.orderLineId === line.id);
      return issued ? issued.gstRatePercent : loaders(context).productRate.load(line.productId);
    },
  },
  Refund: {
    creditNote: (refund, _args, context) => {
      requireAdmin(context.ctx);
      return loaders(context).byRefund.load(refund.id);
    },
  },
  Invoice: {
    ...documentFields,
    buyerGstin: (document) => document.buyer.gstin,
    buyerLegalName: (document) => (document.buyer.gstin ? (document.buyer.legalName ?? null) : null),
  },
  CreditNote: {
    ...documentFields,
    invoiceNumber: async (document, _args, context) =>
      document.invoiceId ? ((await loaders(context).byId.load(document.invoiceId))?.number ?? '') : '',
  },
  TaxDocumentLine: {
    unitPriceMoney: (line) => line.unitPricePaise,
    amountMoney: (line) => line.grossPaise,
    taxableValueMoney: (line) => line.taxableValuePaise,
    cgstMoney: (line) => line.cgstPaise,
    sgstMoney: (line) => line.sgstPaise,
    igstMoney: (line) => line.igstPaise,
    utgstMoney: (line) => line.utgstPaise,
    uqc: (line) => line.uqc ?? null,
    discountMoney: (line) => lineDiscountPaise(line),
  },
  Gstr1Export: {
    zipBase64: (exported) => Buffer.from(gstr1Zip(exported.files)).toString('base64'),
    zipFilename: (exported) => `gstr1-${exported.month}.zip`,
  },
  TaxDocumentSummary: {
    orderNumber: (item) => formatOrderNumber(item.orderNumber),
    buyerName: (item) => item.buyer.name,
    buyerGstin: (item) => item.buyer.gstin,
    placeOfSupply,
    taxableValueMoney: (item) => item.taxableValuePaise,
    taxMoney: (item) => item.cgstPaise + item.sgstPaise + item.utgstPaise + item.igstPaise,
    totalMoney: (item) => item.totalPaise,
    pdfUrl: taxDocumentPath,
  },
};
