import { confirmEmailMail, passwordResetMail } from '../accounts/account-mail.js';
import type { ShopDetails } from '../settings/shop-details.js';
import type { OrderEntity } from '../orders/order.entity.js';
import type { MailContent } from '../mail/templates/mail-layout.js';
import { contactMessageMail } from '../mail/templates/contact-message.js';
import { contactAcknowledgementMail } from '../mail/templates/contact-acknowledgement.js';
import { orderCancelledMail } from '../mail/templates/order-cancelled.js';
import { orderConfirmationMail } from '../mail/templates/order-confirmation.js';
import { orderDeliveredMail } from '../mail/templates/order-delivered.js';
import { deliveryAttemptFailedMail, ownerDeliveryAttemptFailedMail } from '../mail/templates/delivery-attempt-failed.js';
import { returnPickupMail } from '../mail/templates/return-pickup.js';
import { orderShippedMail } from '../mail/templates/order-shipped.js';
import { ownerLowStockMail } from '../mail/templates/owner-low-stock.js';
import { ownerNewOrderMail } from '../mail/templates/owner-new-order.js';
import { ownerReturnRequestMail, ownerReturnWaitingMail } from '../mail/templates/owner-return-request.js';
import { paymentFailedMail } from '../mail/templates/payment-failed.js';
import { refundIssuedMail } from '../mail/templates/refund-issued.js';
import {
  returnApprovedMail,
  returnRefundedMail,
  returnRejectedMail,
  returnRequestedMail,
  type MailReturn,
} from '../mail/templates/return-shopper.js';
import { reviewRequestMail } from '../mail/templates/review-request.js';
import { backInStockMail } from '../mail/templates/back-in-stock.js';
import { backInStockUnsubscribeUrl } from '../mail/back-in-stock-mail.js';
import { moneyBreakdown } from '../invoicing/money-breakdown.js';
import type { OrderMoneyBreakdown } from '../invoicing/money-breakdown.service.js';
import { RETURN_APPROVAL_DAYS } from '@common/returns.js';

/**
 * Made-up data for the admin's e-mail previews: one sample order built here, in memory, never
 * written to the database, and each e-mail the shop sends built from it by the very template that
 * sends the real one. Only the shop's details (the footer, the name in subjects) are the real ones.
 */
const SAMPLE_ORDER = {
  id: '00000000-0000-4000-8000-000000000001',
  orderNumber: 1042,
  firstName: 'Ananya',
  lastName: 'Iyer',
  email: 'ananya.iyer@example.com',
  phone: '+91 98450 12345',
  street: '14, 2nd Cross, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560038',
  country: 'IN',
  subtotalPaise: 104_800,
  discountPaise: 10_480,
  discountCode: 'WELCOME10',
  shippingPaise: 0,
  codFeePaise: 0,
  totalPaise: 94_320,
  paymentStatus: 'PAID',
  paymentReference: 'pay_SAMPLE1042',
  paymentFailureReason: 'The bank declined the card.',
} as unknown as OrderEntity;

const SAMPLE_LINES = [
  { productId: 'sample-hair-oil', name: 'Bhringraj Hair Oil', size: '200 ml', quantity: 2, unitPricePaise: 34_900 },
  { productId: 'sample-face-pack', name: 'Multani Mitti Face Pack', size: '100 g', quantity: 1, unitPricePaise: 35_000 },
];

/** The sample order's money, worked out by the same breakdown a real order's e-mails read (WELCOME10 takes 10 % off each line). */
const SAMPLE_MONEY: OrderMoneyBreakdown = {
  ...moneyBreakdown({
    lines: SAMPLE_LINES.map((line, index) => ({
      orderLineId: index + 1,
      description: `${line.name} (${line.size})`,
      hsnCode: '33059019',
      gstRatePercent: 5,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      discountPaise: (line.unitPricePaise * line.quantity) / 10,
    })),
    shippingPaise: 0,
    codFeePaise: 0,
    discountCode: 'WELCOME10',
    placeOfSupply: { code: '29', name: 'Karnataka' },
    regime: 'IGST',
  }),
  refundedPaise: 0,
  netPaise: 94_320,
  cashToCollectPaise: 0,
};

const SAMPLE_RETURN: MailReturn = {
  lines: [{ name: 'Bhringraj Hair Oil', size: '200 ml', quantity: 1 }],
  reason: 'DAMAGED',
  note: 'The cap was cracked and some oil had leaked.',
  rejectionReason: 'The bottle was opened and half used, so it cannot be taken back.',
  refundPaise: 31_410,
};

/** Who receives an e-mail kind: the shopper, or the owner at the notification address. */
export type MailRecipient = 'SHOPPER' | 'OWNER';

export interface MailSample {
  /** The kind as the outbox names it. */
  kind: string;
  /** What the owner calls it. */
  label: string;
  to: MailRecipient;
  content(shop: ShopDetails, publicUrl: string): MailContent;
}

const DELIVERED_AT = new Date('2026-01-12T11:30:00Z');

const SAMPLE_FAILED_ATTEMPT = { courierName: 'Delhivery Surface', awb: '14110000000123', reason: 'Consignee not available', attempt: 1 };

/** Every e-mail the shop sends, in the order a sale goes, then the owner's, then the accounts'. */
export const MAIL_SAMPLES: readonly MailSample[] = [
  {
    kind: 'order-confirmation',
    label: 'Order confirmation',
    to: 'SHOPPER',
    content: (shop, url) =>
      orderConfirmationMail(SAMPLE_ORDER, SAMPLE_MONEY, url, { number: `${shop.invoicePrefix}/2025-26/000042` }, shop.shopName),
  },
  {
    kind: 'payment-failed',
    label: 'Payment failed',
    to: 'SHOPPER',
    content: (_shop, url) =>
      paymentFailedMail({ ...SAMPLE_ORDER, paymentFailureReason: SAMPLE_ORDER.paymentFailureReason }, SAMPLE_MONEY, url),
  },
  {
    kind: 'order-shipped',
    label: 'Order shipped',
    to: 'SHOPPER',
    content: (_shop, url) => orderShippedMail(SAMPLE_ORDER, SAMPLE_MONEY, { carrier: 'DELHIVERY', trackingNumber: '1234567890123' }, url),
  },
  {
    kind: 'delivery-attempt-failed',
    label: 'Delivery attempt failed',
    to: 'SHOPPER',
    content: (_shop, url) => deliveryAttemptFailedMail(SAMPLE_ORDER, SAMPLE_FAILED_ATTEMPT, url),
  },
  {
    kind: 'order-delivered',
    label: 'Order delivered',
    to: 'SHOPPER',
    content: (_shop, url) => orderDeliveredMail(SAMPLE_ORDER, SAMPLE_MONEY, DELIVERED_AT, url),
  },
  {
    kind: 'order-cancelled',
    label: 'Order cancelled',
    to: 'SHOPPER',
    content: (_shop, url) => orderCancelledMail(SAMPLE_ORDER, SAMPLE_MONEY, true, url),
  },
  {
    kind: 'refund-issued',
    label: 'Refund issued',
    to: 'SHOPPER',
    content: (_shop, url) => refundIssuedMail(SAMPLE_ORDER, { amountPaise: 34_900, reason: 'One bottle arrived leaking' }, false, url),
  },
  {
    kind: 'review-request',
    label: 'Review request',
    to: 'SHOPPER',
    content: (_shop, url) => reviewRequestMail(SAMPLE_ORDER, SAMPLE_LINES, url),
  },
  {
    kind: 'back-in-stock',
    label: 'Back in stock',
    to: 'SHOPPER',
    content: (_shop, url) =>
      backInStockMail(
        { productId: 'sample-hair-oil', productName: 'Bhringraj Hair Oil', sizeLabel: '200 ml' },
        url,
        backInStockUnsubscribeUrl('00000000-0000-4000-8000-000000000002', url),
      ),
  },
  {
    kind: 'return-requested',
    label: 'Return requested',
    to: 'SHOPPER',
    content: (_shop, url) => returnRequestedMail(SAMPLE_ORDER, SAMPLE_RETURN, url),
  },
  {
    kind: 'return-approved',
    label: 'Return approved',
    to: 'SHOPPER',
    content: (shop, url) => returnApprovedMail(SAMPLE_ORDER, SAMPLE_RETURN, shop.address, url),
  },
  {
    kind: 'return-rejected',
    label: 'Return rejected',
    to: 'SHOPPER',
    content: (_shop, url) => returnRejectedMail(SAMPLE_ORDER, SAMPLE_RETURN, url),
  },
  {
    kind: 'return-refunded',
    label: 'Return refunded',
    to: 'SHOPPER',
    content: (_shop, url) => returnRefundedMail(SAMPLE_ORDER, SAMPLE_RETURN, url),
  },
  {
    kind: 'return-pickup-booked',
    label: 'Return pickup booked',
    to: 'SHOPPER',
    content: (_shop, url) =>
      returnPickupMail(SAMPLE_ORDER, {
        courierName: 'Delhivery Surface',
        awb: '14110000000456',
        labelUrl: `${url}/sandbox/courier/labels/sample.pdf`,
        trackingUrl: 'https://shiprocket.co/tracking/14110000000456',
      }),
  },
  {
    kind: 'owner-new-order',
    label: 'New paid order (to you)',
    to: 'OWNER',
    content: (_shop, url) => ownerNewOrderMail(SAMPLE_ORDER, SAMPLE_MONEY, url),
  },
  {
    kind: 'owner-low-stock',
    label: 'Low stock (to you)',
    to: 'OWNER',
    content: (_shop, url) =>
      ownerLowStockMail(
        [
          { productId: 'sample-hair-oil', productName: 'Bhringraj Hair Oil', sizeLabel: '200 ml', stock: 4 },
          { productId: 'sample-face-pack', productName: 'Multani Mitti Face Pack', sizeLabel: '100 g', stock: 0 },
        ],
        url,
      ),
  },
  {
    kind: 'owner-return-request',
    label: 'New return request (to you)',
    to: 'OWNER',
    content: (_shop, url) => ownerReturnRequestMail(SAMPLE_ORDER, SAMPLE_RETURN, url),
  },
  {
    kind: 'owner-delivery-attempt-failed',
    label: 'Delivery attempt failed (to you)',
    to: 'OWNER',
    content: (_shop, url) => ownerDeliveryAttemptFailedMail(SAMPLE_ORDER, SAMPLE_FAILED_ATTEMPT, url),
  },
  {
    kind: 'owner-return-waiting',
    label: `Return request waiting over ${RETURN_APPROVAL_DAYS} days (to you)`,
    to: 'OWNER',
    content: (_shop, url) => ownerReturnWaitingMail(SAMPLE_ORDER, SAMPLE_RETURN, 3, url),
  },
  {
    kind: 'contact-message',
    label: 'Contact message (to you)',
    to: 'OWNER',
    content: (_shop, url) =>
      contactMessageMail(
        {
          name: 'Rahul Mehta',
          email: 'rahul.mehta@example.com',
          message: 'Is the hair oil safe for a child of six?\nThank you.',
          ticket: 'CT-1001',
        },
        url,
      ),
  },
  {
    kind: 'contact-acknowledgement',
    label: 'Contact message acknowledgement (ticket number)',
    to: 'SHOPPER',
    content: (shop) =>
      contactAcknowledgementMail(
        {
          name: 'Rahul Mehta',
          message: 'Is the hair oil safe for a child of six?\nThank you.',
          ticket: 'CT-1001',
          resolveBy: '29 Dec 2026',
        },
        shop,
      ),
  },
  {
    kind: 'account-confirm-email',
    label: 'Account confirmation',
    to: 'SHOPPER',
    content: (shop, url) => confirmEmailMail('Ananya', `${url.replace(/\/+$/, '')}/account/confirm?token=SAMPLE`, shop.shopName),
  },
  {
    kind: 'account-reset-password',
    label: 'Password reset',
    to: 'SHOPPER',
    content: (shop, url) => passwordResetMail(`${url.replace(/\/+$/, '')}/account/reset-password?token=SAMPLE`, shop.shopName),
  },
];
