import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ProductEntity } from '../../entities/product.entity.js';
import type { OrderEntity } from '../../entities/order.entity.js';
import type { OrderLineEntity } from '../../entities/order-line.entity.js';
import type { OrderStatusChangeEntity } from '../../entities/order-status-change.entity.js';
import type { UserEntity } from '../../entities/user.entity.js';
import type { GraphQLContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * The herbal shop's public API. Money is shown in rupees with two decimals (the server keeps
   * integer paise); dates are ISO-8601 strings in UTC.
   *
   * Errors carry `extensions.code`: BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND,
   * CONFLICT, OUT_OF_STOCK, PRICE_MISMATCH, TOO_MANY_REQUESTS, PAYMENT_PROVIDER_ERROR.
   */
  DateTime: { input: Date; output: Date; }
};

export type Address = {
  __typename?: 'Address';
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  state: Scalars['String']['output'];
  street: Scalars['String']['output'];
};

export type Category = {
  __typename?: 'Category';
  /** The category key used in URLs and filters, e.g. hair. */
  id: Scalars['String']['output'];
  /** Display name, e.g. Hair Care. */
  name: Scalars['String']['output'];
  productCount: Scalars['Int']['output'];
  subcategories: Array<Scalars['String']['output']>;
};

export type CreateOrderInput = {
  expected?: InputMaybe<ExpectedTotalsInput>;
  /** A retried request with the same key returns the same order instead of a second one. */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  lines: Array<OrderLineInput>;
  shipping: ShippingInput;
};

export type CreateOrderPayload = {
  __typename?: 'CreateOrderPayload';
  order: Order;
  /** Where to send the shopper to pay. */
  paymentLink: Scalars['String']['output'];
};

export type Customer = {
  __typename?: 'Customer';
  email: Scalars['String']['output'];
  lastOrderAt: Scalars['DateTime']['output'];
  name: Scalars['String']['output'];
  orderCount: Scalars['Int']['output'];
  phone: Scalars['String']['output'];
  /** Sum of paid orders, in rupees. */
  totalSpent: Scalars['Float']['output'];
};

export type CustomerPage = {
  __typename?: 'CustomerPage';
  items: Array<Customer>;
  totalCount: Scalars['Int']['output'];
};

export type Dashboard = {
  __typename?: 'Dashboard';
  /** Total revenue divided by the number of paid orders (0 when none). */
  averageOrderValue: Scalars['Float']['output'];
  /** Distinct customer e-mails across orders. */
  customerCount: Scalars['Int']['output'];
  orderCount: Scalars['Int']['output'];
  /** Orders whose status is Pending. */
  pendingOrders: Scalars['Int']['output'];
  productCount: Scalars['Int']['output'];
  recentOrders: Array<Order>;
  /** Sum of the totals of paid orders, in rupees. */
  totalRevenue: Scalars['Float']['output'];
};

/** The figures the shopper saw. Each one given must equal the server's, or the order is refused. */
export type ExpectedTotalsInput = {
  shipping?: InputMaybe<Scalars['Float']['input']>;
  subtotal?: InputMaybe<Scalars['Float']['input']>;
  tax?: InputMaybe<Scalars['Float']['input']>;
  total?: InputMaybe<Scalars['Float']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Asks the payment provider for the order's state and records it. Safe to call repeatedly. */
  confirmPayment: PaymentConfirmation;
  /** Prices the cart on the server, reserves stock and starts the payment. */
  createOrder: CreateOrderPayload;
  /** Admins only. */
  createProduct: Product;
  /** Admins only. Returns the deleted product's id. */
  deleteProduct: Scalars['ID']['output'];
  /** Signs in and sets the session cookie. */
  login: User;
  /** Ends the session on the server and clears the cookie. */
  logout: Scalars['Boolean']['output'];
  /** Admins only. */
  updateOrderStatus: Order;
  /** Admins only. */
  updateProduct: Product;
};


export type MutationConfirmPaymentArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationCreateOrderArgs = {
  input: CreateOrderInput;
};


export type MutationCreateProductArgs = {
  input: ProductInput;
};


export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationUpdateOrderStatusArgs = {
  orderId: Scalars['ID']['input'];
  status: OrderStatus;
};


export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductInput;
};

export type Order = {
  __typename?: 'Order';
  address: Address;
  /** The address joined into one line: street, city, state - postal code, country. */
  addressLine: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  customerName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  /** Status changes, oldest first. Admins only. */
  history: Array<OrderStatusChange>;
  /** Unguessable id (UUID). */
  id: Scalars['ID']['output'];
  itemCount: Scalars['Int']['output'];
  lastName: Scalars['String']['output'];
  lines: Array<OrderLine>;
  /** Human order number, e.g. HB-100042. */
  orderNumber: Scalars['String']['output'];
  /** Why the payment failed, as the provider reported it. */
  paymentFailureReason?: Maybe<Scalars['String']['output']>;
  /** The payment provider's reference for a paid order. */
  paymentReference?: Maybe<Scalars['String']['output']>;
  paymentStatus: PaymentStatus;
  phone: Scalars['String']['output'];
  /** True when the provider took money for an order that had already been released: refund it. */
  refundDue: Scalars['Boolean']['output'];
  shipping: Scalars['Float']['output'];
  status: OrderStatus;
  subtotal: Scalars['Float']['output'];
  tax: Scalars['Float']['output'];
  total: Scalars['Float']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type OrderFilter = {
  /** Matches the customer's name or e-mail, case-insensitive. */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderStatus>;
};

export type OrderLine = {
  __typename?: 'OrderLine';
  imageUrl?: Maybe<Scalars['String']['output']>;
  lineTotal: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  size: Scalars['String']['output'];
  /** Unit price in rupees at the time of the order. */
  unitPrice: Scalars['Float']['output'];
};

export type OrderLineInput = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  size: Scalars['String']['input'];
  /** The unit price the shopper saw, in rupees. When given, it must equal the server's. */
  unitPrice?: InputMaybe<Scalars['Float']['input']>;
};

export type OrderPage = {
  __typename?: 'OrderPage';
  items: Array<Order>;
  totalCount: Scalars['Int']['output'];
};

export type OrderSort = {
  direction: SortDirection;
  field: OrderSortField;
};

export type OrderSortField =
  | 'CUSTOMER'
  | 'DATE'
  | 'ID'
  | 'ITEMS'
  | 'STATUS'
  | 'TOTAL';

export type OrderStatus =
  | 'Cancelled'
  | 'Delivered'
  | 'Pending'
  | 'Processing'
  | 'Shipped';

export type OrderStatusChange = {
  __typename?: 'OrderStatusChange';
  at: Scalars['DateTime']['output'];
  /** Who made the change: an admin's e-mail, 'customer' or 'payment'. */
  changedBy: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  status: OrderStatus;
};

export type PaymentConfirmation = {
  __typename?: 'PaymentConfirmation';
  /** A message for the shopper. */
  message: Scalars['String']['output'];
  order: Order;
  /** True once the provider has confirmed the payment. */
  paid: Scalars['Boolean']['output'];
};

export type PaymentStatus =
  | 'FAILED'
  | 'PAID'
  | 'PENDING';

export type Product = {
  __typename?: 'Product';
  benefits: Array<Scalars['String']['output']>;
  bestSeller: Scalars['Boolean']['output'];
  category: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  featured: Scalars['Boolean']['output'];
  /** A text slug such as hair-oil-1. */
  id: Scalars['ID']['output'];
  imageUrl: Scalars['String']['output'];
  /** Extra images for the gallery; may be empty. */
  images: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  new: Scalars['Boolean']['output'];
  /** Base price in rupees (the first size's price in the seed catalogue). */
  price: Scalars['Float']['output'];
  rating: Scalars['Float']['output'];
  reviews: Scalars['Int']['output'];
  sizes: Array<Size>;
  stock: Scalars['Int']['output'];
  subcategory: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type ProductFilter = {
  bestSeller?: InputMaybe<Scalars['Boolean']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  /** Leave this product out (for 'You might also like'). */
  excludeId?: InputMaybe<Scalars['ID']['input']>;
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Inclusive bounds on the base price, in rupees. */
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  new?: InputMaybe<Scalars['Boolean']['input']>;
  /** Case-insensitive match over name, description, category and subcategory. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** One product type (subcategory), e.g. 'oil' or 'face wash'. */
  subcategory?: InputMaybe<Scalars['String']['input']>;
};

export type ProductInput = {
  benefits: Array<Scalars['String']['input']>;
  bestSeller?: InputMaybe<Scalars['Boolean']['input']>;
  category: Scalars['String']['input'];
  description: Scalars['String']['input'];
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  /** Required when creating; ignored when updating. */
  id?: InputMaybe<Scalars['ID']['input']>;
  imageUrl: Scalars['String']['input'];
  images?: InputMaybe<Array<Scalars['String']['input']>>;
  name: Scalars['String']['input'];
  new?: InputMaybe<Scalars['Boolean']['input']>;
  price: Scalars['Float']['input'];
  rating?: InputMaybe<Scalars['Float']['input']>;
  reviews?: InputMaybe<Scalars['Int']['input']>;
  sizes: Array<SizeInput>;
  stock: Scalars['Int']['input'];
  subcategory: Scalars['String']['input'];
};

export type ProductPage = {
  __typename?: 'ProductPage';
  items: Array<Product>;
  /** How many products match the filter, whatever the page. */
  totalCount: Scalars['Int']['output'];
};

export type ProductSort =
  /** Products flagged new first, then the most recently added. */
  | 'NEWEST'
  /** Highest rating first. */
  | 'POPULAR'
  /** Highest base price first. */
  | 'PRICE_HIGH_LOW'
  /** Lowest base price first. */
  | 'PRICE_LOW_HIGH';

export type Query = {
  __typename?: 'Query';
  categories: Array<Category>;
  /** Admins only. */
  customers: CustomerPage;
  /** Admins only. */
  dashboard: Dashboard;
  /** The signed-in user, or null. */
  me?: Maybe<User>;
  /** An order by its unguessable id; null when unknown. */
  order?: Maybe<Order>;
  /** Admins only. */
  orders: OrderPage;
  /** Null when no product has this id. */
  product?: Maybe<Product>;
  products: ProductPage;
};


export type QueryCustomersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrdersArgs = {
  filter?: InputMaybe<OrderFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<OrderSort>;
};


export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductsArgs = {
  filter?: InputMaybe<ProductFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};

export type Role =
  | 'admin'
  | 'user';

export type ShippingInput = {
  /** Street address. */
  address: Scalars['String']['input'];
  city: Scalars['String']['input'];
  /** India, United States or United Kingdom. */
  country: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
  state: Scalars['String']['input'];
};

export type Size = {
  __typename?: 'Size';
  label: Scalars['String']['output'];
  /** Price of this size in rupees. */
  price: Scalars['Float']['output'];
};

export type SizeInput = {
  label: Scalars['String']['input'];
  price: Scalars['Float']['input'];
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type User = {
  __typename?: 'User';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  role: Role;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Address: ResolverTypeWrapper<Address>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Category: ResolverTypeWrapper<Category>;
  CreateOrderInput: CreateOrderInput;
  CreateOrderPayload: ResolverTypeWrapper<Omit<CreateOrderPayload, 'order'> & { order: ResolversTypes['Order'] }>;
  Customer: ResolverTypeWrapper<Customer>;
  CustomerPage: ResolverTypeWrapper<CustomerPage>;
  Dashboard: ResolverTypeWrapper<Omit<Dashboard, 'recentOrders'> & { recentOrders: Array<ResolversTypes['Order']> }>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  ExpectedTotalsInput: ExpectedTotalsInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<OrderEntity>;
  OrderFilter: OrderFilter;
  OrderLine: ResolverTypeWrapper<OrderLineEntity>;
  OrderLineInput: OrderLineInput;
  OrderPage: ResolverTypeWrapper<Omit<OrderPage, 'items'> & { items: Array<ResolversTypes['Order']> }>;
  OrderSort: OrderSort;
  OrderSortField: OrderSortField;
  OrderStatus: OrderStatus;
  OrderStatusChange: ResolverTypeWrapper<OrderStatusChangeEntity>;
  PaymentConfirmation: ResolverTypeWrapper<Omit<PaymentConfirmation, 'order'> & { order: ResolversTypes['Order'] }>;
  PaymentStatus: PaymentStatus;
  Product: ResolverTypeWrapper<ProductEntity>;
  ProductFilter: ProductFilter;
  ProductInput: ProductInput;
  ProductPage: ResolverTypeWrapper<Omit<ProductPage, 'items'> & { items: Array<ResolversTypes['Product']> }>;
  ProductSort: ProductSort;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: Role;
  ShippingInput: ShippingInput;
  Size: ResolverTypeWrapper<Size>;
  SizeInput: SizeInput;
  SortDirection: SortDirection;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  User: ResolverTypeWrapper<UserEntity>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Address: Address;
  Boolean: Scalars['Boolean']['output'];
  Category: Category;
  CreateOrderInput: CreateOrderInput;
  CreateOrderPayload: Omit<CreateOrderPayload, 'order'> & { order: ResolversParentTypes['Order'] };
  Customer: Customer;
  CustomerPage: CustomerPage;
  Dashboard: Omit<Dashboard, 'recentOrders'> & { recentOrders: Array<ResolversParentTypes['Order']> };
  DateTime: Scalars['DateTime']['output'];
  ExpectedTotalsInput: ExpectedTotalsInput;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  Order: OrderEntity;
  OrderFilter: OrderFilter;
  OrderLine: OrderLineEntity;
  OrderLineInput: OrderLineInput;
  OrderPage: Omit<OrderPage, 'items'> & { items: Array<ResolversParentTypes['Order']> };
  OrderSort: OrderSort;
  OrderStatusChange: OrderStatusChangeEntity;
  PaymentConfirmation: Omit<PaymentConfirmation, 'order'> & { order: ResolversParentTypes['Order'] };
  Product: ProductEntity;
  ProductFilter: ProductFilter;
  ProductInput: ProductInput;
  ProductPage: Omit<ProductPage, 'items'> & { items: Array<ResolversParentTypes['Product']> };
  Query: Record<PropertyKey, never>;
  ShippingInput: ShippingInput;
  Size: Size;
  SizeInput: SizeInput;
  String: Scalars['String']['output'];
  User: UserEntity;
}>;

export type AddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = ResolversObject<{
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = ResolversObject<{
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subcategories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CreateOrderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateOrderPayload'] = ResolversParentTypes['CreateOrderPayload']> = ResolversObject<{
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  paymentLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastOrderAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalSpent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type CustomerPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerPage'] = ResolversParentTypes['CustomerPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DashboardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Dashboard'] = ResolversParentTypes['Dashboard']> = ResolversObject<{
  averageOrderValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  customerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pendingOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recentOrders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  totalRevenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  confirmPayment?: Resolver<ResolversTypes['PaymentConfirmation'], ParentType, ContextType, RequireFields<MutationConfirmPaymentArgs, 'orderId'>>;
  createOrder?: Resolver<ResolversTypes['CreateOrderPayload'], ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'input'>>;
  createProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  deleteProduct?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'id'>>;
  login?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updateOrderStatus?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderStatusArgs, 'orderId' | 'status'>>;
  updateProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
}>;

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  address?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  addressLine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['OrderStatusChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentFailureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundDue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type OrderLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = ResolversObject<{
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lineTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type OrderPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderStatusChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderStatusChange'] = ResolversParentTypes['OrderStatusChange']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
}>;

export type PaymentConfirmationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentConfirmation'] = ResolversParentTypes['PaymentConfirmation']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  benefits?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  bestSeller?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  featured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  new?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reviews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sizes?: Resolver<Array<ResolversTypes['Size']>, ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subcategory?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ProductPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  customers?: Resolver<ResolversTypes['CustomerPage'], ParentType, ContextType, RequireFields<QueryCustomersArgs, 'limit' | 'offset'>>;
  dashboard?: Resolver<ResolversTypes['Dashboard'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'limit' | 'offset'>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'limit' | 'offset'>>;
}>;

export type SizeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Size'] = ResolversParentTypes['Size']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  Address?: AddressResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CreateOrderPayload?: CreateOrderPayloadResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerPage?: CustomerPageResolvers<ContextType>;
  Dashboard?: DashboardResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderStatusChange?: OrderStatusChangeResolvers<ContextType>;
  PaymentConfirmation?: PaymentConfirmationResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Size?: SizeResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
}>;

