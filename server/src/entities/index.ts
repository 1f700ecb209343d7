import { ContactMessageEntity } from './contact-message.entity.js';
import { ApiTokenEntity } from './api-token.entity.js';
import { LoginFailureEntity } from './login-failure.entity.js';
import { OrderLineEntity } from './order-line.entity.js';
import { OrderStatusChangeEntity } from './order-status-change.entity.js';
import { OrderEntity } from './order.entity.js';
import { OutboxMessageEntity } from './outbox-message.entity.js';
import { PaymentEntity } from './payment.entity.js';
import { ProductEntity } from './product.entity.js';
import { ProductImageEntity, ProductImageVariantEntity } from './product-image.entity.js';
import { RefundEntity } from './refund.entity.js';
import { SessionEntity } from './session.entity.js';
import { ShopSettingEntity } from './shop-setting.entity.js';
import { UserEntity } from './user.entity.js';
import { WebhookDeliveryEntity } from './webhook-delivery.entity.js';
import { WebhookEndpointEntity } from './webhook-endpoint.entity.js';

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
  PaymentEntity,
  RefundEntity,
  OutboxMessageEntity,
  ContactMessageEntity,
  ApiTokenEntity,
  WebhookEndpointEntity,
  WebhookDeliveryEntity,
  ShopSettingEntity,
];
