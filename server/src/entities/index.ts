import { LoginFailureEntity } from './login-failure.entity.js';
import { OrderLineEntity } from './order-line.entity.js';
import { OrderStatusChangeEntity } from './order-status-change.entity.js';
import { OrderEntity } from './order.entity.js';
import { OutboxMessageEntity } from './outbox-message.entity.js';
import { PaymentEntity } from './payment.entity.js';
import { ProductEntity } from './product.entity.js';
import { SessionEntity } from './session.entity.js';
import { UserEntity } from './user.entity.js';

/** Every entity the data source knows. */
export const allEntities = [
  ProductEntity,
  UserEntity,
  SessionEntity,
  LoginFailureEntity,
  OrderEntity,
  OrderLineEntity,
  OrderStatusChangeEntity,
  PaymentEntity,
  OutboxMessageEntity,
];
