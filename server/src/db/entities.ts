import { ContactMessageEntity } from '../back-office/contact-message.entity.js';
import { ApiTokenEntity } from '../integrations/api-token.entity.js';
import { LoginFailureEntity } from '../accounts/login-failure.entity.js';
import { OrderLineEntity } from '../orders/order-line.entity.js';
import { OrderStatusChangeEntity } from '../orders/order-status-change.entity.js';
import { OrderActivityEntity } from '../orders/order-activity.entity.js';
import { OrderEntity } from '../orders/order.entity.js';
import { OutboxMessageEntity } from '../mail/outbox-message.entity.js';
import { PaymentEntity } from '../payments/payment.entity.js';
import { ProductEntity } from '../catalogue/product.entity.js';
import { ProductImageEntity, ProductImageVariantEntity } from '../catalogue/product-image.entity.js';
import { ShipmentEntity } from '../fulfilment/shipment.entity.js';
import { CourierTrackingEventEntity } from '../fulfilment/courier/courier-tracking-event.entity.js';
import { RefundEntity } from '../payments/refund.entity.js';
import { SessionEntity } from '../accounts/session.entity.js';
import { TaxDocumentEntity } from '../invoicing/tax-document.entity.js';
import { ShopSettingEntity } from '../settings/shop-setting.entity.js';
import { UserEntity } from '../accounts/user.entity.js';
import { WebhookDeliveryEntity } from '../integrations/webhook-delivery.entity.js';
import { WebhookEndpointEntity } from '../integrations/webhook-endpoint.entity.js';
import { DiscountCodeEntity } from '../discounts/discount-code.entity.js';
import { ReturnLineEntity, ReturnRequestEntity } from '../returns/return-request.entity.js';

/** Every entity the data source knows. */
export const allEntities = [
  ProductEntity,
  ProductImageEntity,
  ProductImageVariantEntity,
  UserEntity,
  SessionEntity,
  LoginFailureEntity,
  OrderEntity,
  OrderLineEntity,
  OrderStatusChangeEntity,
  OrderActivityEntity,
  PaymentEntity,
  RefundEntity,
  OutboxMessageEntity,
  ContactMessageEntity,
  ApiTokenEntity,
  WebhookEndpointEntity,
  WebhookDeliveryEntity,
  ShopSettingEntity,
  TaxDocumentEntity,
  DiscountCodeEntity,
  ShipmentEntity,
  CourierTrackingEventEntity,
  ReturnRequestEntity,
  ReturnLineEntity,
];
