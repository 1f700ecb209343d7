import { createHash } from 'node:crypto';
import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema, three generated outputs: the client's typed documents (client preset, fragment
// masking), the API tests' typed documents, and the server's resolver signatures mapped onto our
// TypeORM entities. Each output reads its own documents, so the storefront's persisted-documents
// list holds only what the storefront sends.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  // Documents are graphql(`…`) calls only: a suite's own helper named gql() sends hand-written
  // (sometimes deliberately broken) text that is not meant to be generated.
  pluckConfig: { globalGqlIdentifierName: 'graphql' },
  generates: {
    'client/src/gql/': {
      documents: ['client/src/**/*.{ts,tsx}', '!client/src/**/*.test.{ts,tsx}', '!client/src/gql/**/*'],
      preset: 'client',
      // Persisted (trusted) documents: each operation carries the sha256 of its text, and
      // persisted-documents.json (hash → document) is the list the server accepts by hash
      // (server/src/graphql/trusted-documents.ts).
      presetConfig: {
        fragmentMasking: { unmaskFunctionName: 'getFragmentData' },
        // Bare hex sha256 of the document, as Apollo's persistedQuery extension carries it.
        persistedDocuments: { hashAlgorithm: (document: string) => createHash('sha256').update(document).digest('hex') },
      },
      config: {
        scalars: { DateTime: 'string' },
        enumsAsTypes: true,
        useTypeImports: true,
      },
    },
    // The API suites' operations (tests/support/typed-client.ts sends them): typed results and
    // variables, checked against the schema when generated. Sent as text, like any integrator's.
    'tests/support/gql/': {
      documents: ['tests/**/*.ts', '!tests/support/gql/**/*'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        scalars: { DateTime: 'string' },
        enumsAsTypes: true,
        useTypeImports: true,
      },
    },
    'server/src/graphql/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'Date' },
        contextType: '../context.js#GraphQLContext',
        // The API's SCREAMING_CASE enum values map onto the values the database and services keep
        // (resolvers/enum-values.ts gives Apollo the same map), so resolvers see stored values.
        enumValues: {
          OrderStatus: '@common/order-status.js#OrderStatusName',
          Role: '../../accounts/user.entity.js#UserRole',
          ReviewStatus: '../../reviews/review.service.js#ReviewStatus',
        },
        mappers: {
          Product: '../../catalogue/product.entity.js#ProductEntity',
          Category: '../../catalogue/catalogue.service.js#CategoryRef',
          // Money fields resolve to integer paise; the Money type's own resolvers add currency and text.
          Money: 'number',
          MoneySum: 'number',
          Size: '../../catalogue/product.entity.js#ProductSize',
          Order: '../../orders/order.entity.js#OrderEntity',
          OrderLine: '../../orders/order-line.entity.js#OrderLineEntity',
          OrderStatusChange: '../../orders/order-status-change.entity.js#OrderStatusChangeEntity',
          Refund: '../../payments/refund.entity.js#RefundEntity',
          User: '../../accounts/user.entity.js#UserEntity',
          SavedAddress: '../../accounts/address-book.service.js#SavedAddressRecord',
          Review: '../../reviews/review.service.js#ReviewRecord',
          ContactMessage: '../../back-office/contact-message.entity.js#ContactMessageEntity',
          ApiToken: '../../integrations/api-token.entity.js#ApiTokenEntity',
          WebhookEndpoint: '../../integrations/webhook-endpoint.entity.js#WebhookEndpointEntity',
          WebhookDelivery: '../../integrations/webhook.service.js#WebhookDeliveryView',
          Invoice: '../../invoicing/tax-document.entity.js#TaxDocumentEntity',
          CreditNote: '../../invoicing/tax-document.entity.js#TaxDocumentEntity',
          TaxDocumentLine: '../../invoicing/tax-document.entity.js#TaxDocumentLine as TaxDocumentLineRecord',
          TaxDocumentSummary: '../../invoicing/invoice.service.js#TaxDocumentListItem',
          Gstr1Export: '../../invoicing/invoice.service.js#Gstr1ExportRecord',
          ShopDetails: '../../settings/shop-details.js#ShopDetails as ShopDetailsRecord',
          DiscountCode: '../../discounts/discount-code.service.js#DiscountCodeSummary',
          Shipment: '../../fulfilment/shipment.entity.js#ShipmentEntity',
          CourierOption: '../../fulfilment/courier/shipping-provider.js#CourierOption as CourierOptionRecord',
          CourierQuote: '../../fulfilment/courier/courier-shipping.service.js#CourierQuote as CourierQuoteRecord',
          CourierTrackingEvent: '../../fulfilment/courier/courier-tracking-event.entity.js#CourierTrackingEventEntity',
          CourierShipRefusal: '../../fulfilment/courier/courier-shipping.service.js#BulkShipResult',
          ReturnRequest: '../../returns/returns.service.js#ReturnRequestView',
          ReturnLine: '../../returns/returns.service.js#ReturnLineView',
          MoneyBreakdown: '../../invoicing/money-breakdown.service.js#BreakdownView',
          Quote: '../../orders/placement/quote.service.js#QuoteForDelivery',
          MoneyBreakdownLine: '../../invoicing/money-breakdown.js#BreakdownLine',
          GstAtRate: '../../invoicing/money-breakdown.js#GstAtRate as GstAtRateRecord',
          Customer: '../../back-office/stats.service.js#CustomerRecord',
        },
      },
    },
  },
};

export default config;
