/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AdminCustomers($search: String, $offset: Int!, $limit: Int!) {\n    customers(search: $search, offset: $offset, limit: $limit) {\n      totalCount\n      totalCountCapped\n      items {\n        ...AdminCustomerRow\n      }\n    }\n  }\n": typeof types.AdminCustomersDocument,
    "\n  query AdminDashboard {\n    dashboard {\n      ...DashboardStats\n      recentOrders {\n        id\n        ...DashboardRecentOrder\n      }\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  query AdminDiscountCodes {\n    discountCodes {\n      id\n      code\n      kind\n      percent\n      amountMoney {\n        amount\n      }\n      minimumSubtotalMoney {\n        amount\n      }\n      startsAt\n      endsAt\n      usageLimit\n      usageLimitPerCustomer\n      active\n      uses\n      revenueMoney {\n        formatted\n      }\n    }\n  }\n": typeof types.AdminDiscountCodesDocument,
    "\n  query AdminTaxDocuments($search: String, $offset: Int!, $limit: Int!) {\n    taxDocuments(search: $search, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        ...AdminTaxDocumentRow\n      }\n    }\n  }\n": typeof types.AdminTaxDocumentsDocument,
    "\n  query AdminContactMessages($unreadOnly: Boolean!, $offset: Int!, $limit: Int!) {\n    contactMessages(unreadOnly: $unreadOnly, offset: $offset, limit: $limit) {\n      totalCount\n      unreadCount\n      items {\n        id\n        ...ContactMessageItem\n      }\n    }\n  }\n": typeof types.AdminContactMessagesDocument,
    "\n  query AdminOrders($filter: OrderFilter, $sort: OrderSort, $offset: Int!, $limit: Int!) {\n    orders(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      totalCount\n      totalCountCapped\n      items {\n        id\n        ...AdminOrderRow\n        ...AdminOrderDetails\n      }\n    }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  query AdminProducts($search: String, $offset: Int!, $limit: Int!) {\n    products(filter: { search: $search }, sort: NEWEST, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        id\n        name\n        ...AdminProductRow\n        ...AdminProductForm\n      }\n    }\n  }\n": typeof types.AdminProductsDocument,
    "\n  query OrderSummary($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      ...OrderConfirmation_order\n    }\n  }\n": typeof types.OrderSummaryDocument,
    "\n  query ProductPage($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      category {\n        slug\n      }\n      subcategory\n      description\n      priceMoney {\n        formatted\n      }\n      imageUrl\n      images\n      stock\n      rating\n      reviews\n      sizes {\n        label\n        sku\n        priceMoney {\n          amount\n          formatted\n        }\n      }\n      ...ProductGallery_product\n      ...ProductInfo_product\n      ...ProductDescription_product\n      ...ProductPurchase_product\n      ...ProductReviews_product\n    }\n  }\n": typeof types.ProductPageDocument,
    "\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $offset: Int, $limit: Int) {\n    # The alias asks the cache to append \"Show more\" pages (lib/apollo-client.ts).\n    listing: products(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      totalCount\n      totalCountCapped\n      didYouMean\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    categories {\n      id\n      ...ListingFilters_category\n    }\n  }\n": typeof types.ProductListingDocument,
    "\n  query SearchSuggestions($search: String!) {\n    suggestions: products(filter: { search: $search }, limit: 5) {\n      items {\n        id\n        name\n        imageUrl\n        priceMoney {\n          formatted\n        }\n      }\n    }\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  fragment SavedAddressFields on SavedAddress {\n    id\n    firstName\n    lastName\n    phone\n    address\n    addressLine2\n    city\n    state\n    postalCode\n    country\n  }\n": typeof types.SavedAddressFieldsFragmentDoc,
    "\n  query MyAccount {\n    me {\n      id\n      email\n      name\n      role\n      emailConfirmed\n      orders {\n        id\n        orderNumber\n        createdAt\n        status\n        itemCount\n        totalMoney {\n          formatted\n        }\n        invoice {\n          id\n          number\n          pdfUrl\n        }\n      }\n      addresses {\n        ...SavedAddressFields\n      }\n    }\n  }\n": typeof types.MyAccountDocument,
    "\n  mutation SaveAddress($input: SavedAddressInput!, $id: ID) {\n    saveAddress(input: $input, id: $id) {\n      address {\n        ...SavedAddressFields\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.SaveAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      deletedId\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.DeleteAddressDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      changed\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password) {\n      deleted\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.DeleteAccountDocument,
    "\n  query CheckoutAddresses {\n    me {\n      id\n      email\n      role\n      addresses {\n        ...SavedAddressFields\n      }\n    }\n  }\n": typeof types.CheckoutAddressesDocument,
    "\n  fragment AdminCustomerRow on Customer {\n    email\n    name\n    phone\n    orderCount\n    totalSpentMoney {\n      formatted\n    }\n    lastOrderAt\n  }\n": typeof types.AdminCustomerRowFragmentDoc,
    "\n  fragment DashboardRecentOrder on Order {\n    id\n    orderNumber\n    customerName\n    createdAt\n    totalMoney {\n      formatted\n    }\n    status\n  }\n": typeof types.DashboardRecentOrderFragmentDoc,
    "\n  fragment DashboardStats on Dashboard {\n    totalRevenueMoney {\n      formatted\n    }\n    orderCount\n    paidOrderCount\n    failedOrderCount\n    customerCount\n    productCount\n    pendingOrders\n    averageOrderValueMoney {\n      formatted\n    }\n  }\n": typeof types.DashboardStatsFragmentDoc,
    "\n  mutation CreateDiscountCode($input: DiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      discountCode {\n        id\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CreateDiscountCodeDocument,
    "\n  mutation UpdateDiscountCode($id: ID!, $input: DiscountCodeInput!) {\n    updateDiscountCode(id: $id, input: $input) {\n      discountCode {\n        id\n        active\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UpdateDiscountCodeDocument,
    "\n  query AdminApiTokens {\n    apiTokens {\n      id\n      name\n      prefix\n      scopes\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n": typeof types.AdminApiTokensDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        id\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      token {\n        id\n        revokedAt\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  query AdminWebhooks($limit: Int) {\n    webhookEndpoints {\n      id\n      url\n      description\n      events\n      createdAt\n    }\n    webhookDeliveries(limit: $limit) {\n      totalCount\n      items {\n        id\n        endpointUrl\n        eventType\n        status\n        attempts\n        responseStatus\n        lastError\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminWebhooksDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      deletedId\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  mutation RedeliverWebhook($id: ID!) {\n    redeliverWebhook(id: $id) {\n      delivery {\n        id\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RedeliverWebhookDocument,
    "\n  fragment AdminTaxDocumentRow on TaxDocumentSummary {\n    id\n    kind\n    number\n    issuedAt\n    orderNumber\n    buyerName\n    buyerGstin\n    placeOfSupply\n    taxableValueMoney {\n      formatted\n    }\n    taxMoney {\n      formatted\n    }\n    totalMoney {\n      formatted\n    }\n    pdfUrl\n  }\n": typeof types.AdminTaxDocumentRowFragmentDoc,
    "\n  mutation MarkContactMessageRead($id: ID!, $read: Boolean!) {\n    markContactMessageRead(id: $id, read: $read) {\n      contactMessage {\n        id\n        read\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.MarkContactMessageReadDocument,
    "\n  fragment ContactMessageItem on ContactMessage {\n    id\n    name\n    email\n    message\n    read\n    createdAt\n  }\n": typeof types.ContactMessageItemFragmentDoc,
    "\n  fragment AdminOrderChange on Order {\n    id\n    status\n    updatedAt\n    ...AdminOrderRow\n    ...AdminOrderDetails\n  }\n": typeof types.AdminOrderChangeFragmentDoc,
    "\n  mutation RecordCashCollected($id: ID!) {\n    recordCashCollected(id: $id) {\n      order {\n        id\n        status\n        updatedAt\n        ...AdminOrderRow\n        ...AdminOrderDetails\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RecordCashCollectedDocument,
    "\n  mutation ReturnUndelivered($id: ID!) {\n    returnUndelivered(id: $id) {\n      order {\n        id\n        status\n        updatedAt\n        ...AdminOrderRow\n        ...AdminOrderDetails\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.ReturnUndeliveredDocument,
    "\n  mutation RefundOrder($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      order {\n        id\n        paymentStatus\n        ...AdminOrderRefunds\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RefundOrderDocument,
    "\n  fragment AdminReturnStepFields on ReturnRequest {\n    id\n    status\n    rejectionReason\n    resellable\n    waitingDays\n    approvalOverdue\n    refundAmount {\n      formatted\n    }\n  }\n": typeof types.AdminReturnStepFieldsFragmentDoc,
    "\n  mutation AdminApproveReturn($id: ID!) {\n    approveReturn(id: $id) {\n      returnRequest {\n        ...AdminReturnStepFields\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.AdminApproveReturnDocument,
    "\n  mutation AdminRejectReturn($id: ID!, $reason: String!) {\n    rejectReturn(id: $id, reason: $reason) {\n      returnRequest {\n        ...AdminReturnStepFields\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.AdminRejectReturnDocument,
    "\n  mutation AdminReceiveReturn($input: ReceiveReturnInput!) {\n    receiveReturn(input: $input) {\n      returnRequest {\n        ...AdminReturnStepFields\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.AdminReceiveReturnDocument,
    "\n  mutation ShipOrder($input: ShipOrderInput!) {\n    shipOrder(input: $input) {\n      order {\n        ...AdminOrderChange\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.ShipOrderDocument,
    "\n  mutation MarkOrderDelivered($id: ID!) {\n    markOrderDelivered(id: $id) {\n      order {\n        ...AdminOrderChange\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.MarkOrderDeliveredDocument,
    "\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      order {\n        ...AdminOrderChange\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UpdateOrderStatusDocument,
    "\n  fragment AdminOrderDetails on Order {\n    id\n    orderNumber\n    customerName\n    email\n    phone\n    addressLine\n    createdAt\n    lines {\n      ...OrderLineSummary\n    }\n    ...PricedTotals\n    ...OrderGst\n    ...OrderTaxDocuments\n    buyerGstin\n    status\n    paymentStatus\n    paymentMethod\n    cashCollectedAt\n    totalMoney {\n      formatted\n    }\n    paymentReference\n    paymentFailureReason\n    paymentErrorCode\n    refundDue\n    deliveredAt\n    shipment {\n      carrierName\n      trackingNumber\n      trackingUrl\n      shippedAt\n    }\n    ...OrderStatusControl\n    history {\n      status\n      changedBy\n      at\n      note\n    }\n  }\n": typeof types.AdminOrderDetailsFragmentDoc,
    "\n  fragment OrderStatusControl on Order {\n    status\n    statusOptions {\n      status\n      allowed\n      reason\n    }\n  }\n": typeof types.OrderStatusControlFragmentDoc,
    "\n  fragment AdminOrderRow on Order {\n    id\n    orderNumber\n    customerName\n    email\n    createdAt\n    itemCount\n    totalMoney {\n      formatted\n    }\n    status\n    paymentStatus\n  }\n": typeof types.AdminOrderRowFragmentDoc,
    "\n  fragment AdminOrderRefunds on Order {\n    id\n    paymentStatus\n    refundableAmountMoney {\n      amount\n    }\n    lines {\n      id\n      name\n      size\n      quantity\n      restockedQuantity\n    }\n    refunds {\n      id\n      merchantRefundId\n      amountMoney {\n        formatted\n      }\n      reason\n      restocked\n      state\n      errorCode\n      requestedBy\n      createdAt\n      completedAt\n    }\n  }\n": typeof types.AdminOrderRefundsFragmentDoc,
    "\n  query AdminOrderRefunds($id: ID!) {\n    order(id: $id) {\n      id\n      ...AdminOrderRefunds\n    }\n  }\n": typeof types.AdminOrderRefundsDocument,
    "\n  fragment AdminReturnItem on ReturnRequest {\n    id\n    status\n    reasonLabel\n    note\n    lines {\n      orderLineId\n      name\n      size\n      quantity\n    }\n    requestedAt\n    waitingDays\n    approvalOverdue\n    rejectionReason\n    resellable\n    refundAmount {\n      formatted\n    }\n  }\n": typeof types.AdminReturnItemFragmentDoc,
    "\n  query AdminOrderReturns($id: ID!) {\n    order(id: $id) {\n      id\n      returns {\n        id\n        ...AdminReturnItem\n      }\n    }\n  }\n": typeof types.AdminOrderReturnsDocument,
    "\n  query AdminReturnQueue($status: [ReturnStatus!], $first: Int, $after: String) {\n    returnRequests(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      items {\n        id\n        requestedAt\n        ...AdminReturnItem\n        order {\n          id\n          orderNumber\n          customerName\n          email\n        }\n      }\n    }\n  }\n": typeof types.AdminReturnQueueDocument,
    "\n  query AdminReturnOrder($id: ID!) {\n    order(id: $id) {\n      id\n      ...AdminOrderDetails\n    }\n  }\n": typeof types.AdminReturnOrderDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      product {\n        id\n        ...AdminProductRow\n        ...AdminProductForm\n        createdAt\n        updatedAt\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      deletedId\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.DeleteProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        id\n        ...AdminProductRow\n        ...AdminProductForm\n        updatedAt\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  fragment AdminProductForm on Product {\n    id\n    name\n    category {\n      slug\n    }\n    subcategory\n    priceMoney {\n      amount\n    }\n    sizes {\n      id\n      label\n      priceMoney {\n        amount\n      }\n      stock\n    }\n    description\n    benefits\n    imageUrl\n    images\n    featured\n    bestSeller\n    isNew\n    hsnCode\n    gstRatePercent\n  }\n": typeof types.AdminProductFormFragmentDoc,
    "\n  fragment AdminProductRating on Product {\n    rating\n    reviews\n  }\n": typeof types.AdminProductRatingFragmentDoc,
    "\n  fragment AdminProductStatusBadges on Product {\n    featured\n    bestSeller\n    isNew\n  }\n": typeof types.AdminProductStatusBadgesFragmentDoc,
    "\n  fragment AdminProductRow on Product {\n    imageUrl\n    name\n    id\n    category {\n      slug\n    }\n    subcategory\n    priceMoney {\n      formatted\n    }\n    sizes {\n      label\n    }\n    stock\n    ...AdminProductRating\n    ...AdminProductStatusBadges\n  }\n": typeof types.AdminProductRowFragmentDoc,
    "\n  query AdminSalesReport($from: String!, $to: String!) {\n    salesReport(from: $from, to: $to) {\n      from\n      to\n      orderCount\n      revenueMoney {\n        amount\n        formatted\n      }\n      averageOrderValueMoney {\n        formatted\n      }\n      days {\n        date\n        orders\n        revenueMoney {\n          amount\n        }\n      }\n      products {\n        productId\n        name\n        quantity\n        revenueMoney {\n          amount\n        }\n      }\n    }\n  }\n": typeof types.AdminSalesReportDocument,
    "\n  query AdminOrdersCsv($from: String!, $to: String!) {\n    ordersCsv(from: $from, to: $to)\n  }\n": typeof types.AdminOrdersCsvDocument,
    "\n  query Gstr1Csv($month: String!) {\n    gstr1Csv(month: $month)\n  }\n": typeof types.Gstr1CsvDocument,
    "\n  fragment AdminReviewItem on Review {\n    id\n    productId\n    productName\n    rating\n    title\n    body\n    authorName\n    authorCity\n    createdAt\n    reply\n    status\n  }\n": typeof types.AdminReviewItemFragmentDoc,
    "\n  query AdminReviews($status: ReviewStatus, $offset: Int!, $limit: Int!) {\n    reviews(status: $status, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        id\n        ...AdminReviewItem\n      }\n    }\n  }\n": typeof types.AdminReviewsDocument,
    "\n  mutation PublishReview($id: ID!, $reply: String) {\n    publishReview(id: $id, reply: $reply) {\n      review {\n        id\n        status\n        reply\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.PublishReviewDocument,
    "\n  mutation RejectReview($id: ID!) {\n    rejectReview(id: $id) {\n      review {\n        id\n        status\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RejectReviewDocument,
    "\n  query AdminCodSettings {\n    codSettings {\n      enabled\n      feeMoney {\n        amount\n      }\n      maxOrderMoney {\n        amount\n      }\n      maxOpenOrders\n    }\n  }\n": typeof types.AdminCodSettingsDocument,
    "\n  mutation UpdateCodSettings($input: CodSettingsInput!) {\n    updateCodSettings(input: $input) {\n      codSettings {\n        enabled\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UpdateCodSettingsDocument,
    "\n  query AdminShopSettings {\n    shopSettings {\n      contactNotificationEmail\n      contactNotificationEmailSet\n    }\n  }\n": typeof types.AdminShopSettingsDocument,
    "\n  mutation UpdateShopSettings($input: ShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      settings {\n        contactNotificationEmail\n        contactNotificationEmailSet\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UpdateShopSettingsDocument,
    "\n  query AdminTroubledMails {\n    troubledMails {\n      id\n      kind\n      to\n      subject\n      state\n      attempts\n      lastError\n      nextAttemptAt\n      createdAt\n    }\n  }\n": typeof types.AdminTroubledMailsDocument,
    "\n  mutation AdminSendMailAgain($id: ID!) {\n    sendMailAgain(id: $id) {\n      mail {\n        id\n        state\n        attempts\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.AdminSendMailAgainDocument,
    "\n  query AdminMailPreviews {\n    mailPreviews {\n      kind\n      label\n      to\n      subject\n      html\n      text\n    }\n  }\n": typeof types.AdminMailPreviewsDocument,
    "\n  query AdminMailSettings {\n    shopSettings {\n      contactNotificationEmail\n      mail {\n        ownerNewOrder\n        ownerLowStock\n        ownerContactMessage\n        ownerReturnWaiting\n        reviewRequests\n        reviewRequestDelayDays\n      }\n    }\n  }\n": typeof types.AdminMailSettingsDocument,
    "\n  mutation UpdateMailSettings($input: MailSettingsInput!) {\n    updateMailSettings(input: $input) {\n      settings {\n        ownerNewOrder\n        ownerLowStock\n        ownerContactMessage\n        ownerReturnWaiting\n        reviewRequests\n        reviewRequestDelayDays\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UpdateMailSettingsDocument,
    "\n  query AdminSearchSynonyms {\n    searchSynonyms {\n      terms\n    }\n  }\n": typeof types.AdminSearchSynonymsDocument,
    "\n  mutation UpdateSearchSynonyms($groups: [SearchSynonymGroupInput!]!) {\n    updateSearchSynonyms(groups: $groups) {\n      searchSynonyms {\n        terms\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UpdateSearchSynonymsDocument,
    "\n  query AdminShopDetailsSettings {\n    shopSettings {\n      contactNotificationEmail\n      shopName\n      legalName\n      address\n      state\n      gstin\n      phone\n      email\n      invoicePrefix\n    }\n  }\n": typeof types.AdminShopDetailsSettingsDocument,
    "\n  mutation UpdateShopDetails($input: ShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      settings {\n        contactNotificationEmail\n        shopName\n        legalName\n        address\n        state\n        gstin\n        phone\n        email\n        invoicePrefix\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UpdateShopDetailsDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      accepted\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      accepted\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      email\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.ConfirmEmailDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      changed\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      role\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      user {\n        id\n        email\n        role\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      signedOut\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  query EmptyListingPopular {\n    popular: products(sort: POPULAR, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.EmptyListingPopularDocument,
    "\n  query HomePage {\n    featured: products(filter: { featured: true }, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    bestSellers: products(filter: { bestSeller: true }, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    newArrivals: products(filter: { isNew: true }, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  fragment ListingFilters_category on Category {\n    id\n    name\n    subcategories\n  }\n": typeof types.ListingFilters_CategoryFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    ...AddToCart_product\n    subcategory\n    rating\n    reviews\n    bestSeller\n    isNew\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  fragment ProductGallery_product on Product {\n    name\n    imageUrl\n    images\n  }\n": typeof types.ProductGallery_ProductFragmentDoc,
    "\n  fragment ProductInfo_product on Product {\n    name\n    category {\n      slug\n      name\n    }\n    subcategory\n    rating\n    reviews\n  }\n": typeof types.ProductInfo_ProductFragmentDoc,
    "\n  fragment ProductDescription_product on Product {\n    description\n    benefits\n  }\n": typeof types.ProductDescription_ProductFragmentDoc,
    "\n  fragment ProductPurchase_product on Product {\n    ...AddToCart_product\n  }\n": typeof types.ProductPurchase_ProductFragmentDoc,
    "\n  fragment ProductReviews_product on Product {\n    id\n    reviewSummary {\n      average\n      count\n      histogram {\n        stars\n        count\n      }\n    }\n    publishedReviews(limit: 5) {\n      totalCount\n      items {\n        ...ProductReview_review\n      }\n    }\n  }\n": typeof types.ProductReviews_ProductFragmentDoc,
    "\n  fragment ProductReview_review on Review {\n    id\n    rating\n    title\n    body\n    authorName\n    authorCity\n    createdAt\n    reply\n  }\n": typeof types.ProductReview_ReviewFragmentDoc,
    "\n  query ProductMoreReviews($id: ID!, $offset: Int!) {\n    product(id: $id) {\n      id\n      publishedReviews(offset: $offset, limit: 10) {\n        totalCount\n        items {\n          ...ProductReview_review\n        }\n      }\n    }\n  }\n": typeof types.ProductMoreReviewsDocument,
    "\n  query RelatedProducts($category: String!, $excludeId: ID!) {\n    products(filter: { category: $category, excludeId: $excludeId }, sort: POPULAR, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.RelatedProductsDocument,
    "\n  mutation ConfirmPayment($id: ID!) {\n    confirmPayment(id: $id) {\n      paid\n      message\n      errors {\n        ...UserErrorFields\n      }\n      order {\n        id\n        orderNumber\n        email\n        status\n        paymentStatus\n        paymentFailureReason\n        refundDue\n        createdAt\n        totalMoney {\n          amount\n        }\n        ...OrderGst\n        ...OrderTaxDocuments\n      }\n    }\n  }\n": typeof types.ConfirmPaymentDocument,
    "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      paymentLink\n      errors {\n        ...UserErrorFields\n      }\n      order {\n        id\n        orderNumber\n        email\n        totalMoney {\n          amount\n        }\n        paymentStatus\n      }\n    }\n  }\n": typeof types.CreateOrderDocument,
    "\n  query CheckoutOrderShipping($id: ID!) {\n    order(id: $id) {\n      id\n      firstName\n      lastName\n      email\n      phone\n      buyerGstin\n      address {\n        street\n        city\n        state\n        postalCode\n        country\n      }\n    }\n  }\n": typeof types.CheckoutOrderShippingDocument,
    "\n  fragment OrderConfirmation_order on Order {\n    id\n    orderNumber\n    createdAt\n    status\n    paymentStatus\n    paymentFailureReason\n    refundDue\n    refundedAmountMoney {\n      formatted\n    }\n    totalMoney {\n      formatted\n    }\n    customerName\n    email\n    phone\n    addressLine\n    shipment {\n      carrierName\n      trackingNumber\n      trackingUrl\n    }\n    ...PricedTotals\n    ...OrderGst\n    ...OrderTaxDocuments\n    lines {\n      ...OrderLineSummary\n      imageUrl\n    }\n  }\n": typeof types.OrderConfirmation_OrderFragmentDoc,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      sent\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  query OrderReturns($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      email\n      status\n      deliveredAt\n      returnWindowEndsAt\n      lines {\n        id\n        name\n        size\n        quantity\n      }\n      returns {\n        id\n        status\n        reasonLabel\n        rejectionReason\n        requestedAt\n        lines {\n          orderLineId\n          quantity\n        }\n        refundAmount {\n          formatted\n        }\n      }\n    }\n  }\n": typeof types.OrderReturnsDocument,
    "\n  mutation RequestReturn($input: RequestReturnInput!) {\n    requestReturn(input: $input) {\n      returnRequest {\n        id\n        status\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RequestReturnDocument,
    "\n  query OrderReviews($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      lines {\n        id\n        productId\n        name\n        imageUrl\n      }\n      reviews {\n        id\n        productId\n        rating\n        title\n        body\n        status\n        reply\n      }\n    }\n  }\n": typeof types.OrderReviewsDocument,
    "\n  mutation SubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      review {\n        id\n        status\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.SubmitReviewDocument,
    "\n  query TrackOrder($orderNumber: String!, $email: String!) {\n    trackOrder(orderNumber: $orderNumber, email: $email) {\n      id\n      orderNumber\n    }\n  }\n": typeof types.TrackOrderDocument,
    "\n  query WishlistProduct($id: ID!) {\n    product(id: $id) {\n      ...AddToCart_product\n    }\n  }\n": typeof types.WishlistProductDocument,
    "\n  query CartQuote($lines: [OrderLineInput!]!, $discountCode: String, $email: String, $paymentMethod: PaymentMethod) {\n    quote(lines: $lines, discountCode: $discountCode, email: $email, paymentMethod: $paymentMethod) {\n      itemCount\n      ...PricedTotals\n      orderable\n      cashOnDelivery {\n        available\n        message\n        feeMoney {\n          amount\n        }\n      }\n      discount {\n        code\n        savingMoney {\n          amount\n        }\n      }\n      discountRefusal {\n        reason\n        message\n      }\n      lines {\n        variantId\n        quantity\n        unitPriceMoney {\n          amount\n        }\n        gstRatePercent\n        discountMoney {\n          amount\n        }\n        available\n        maxQuantity\n        problem {\n          code\n          message\n        }\n      }\n    }\n  }\n": typeof types.CartQuoteDocument,
    "\n  fragment UserErrorFields on UserError {\n    code\n    message\n    field\n  }\n": typeof types.UserErrorFieldsFragmentDoc,
    "\n  fragment OrderGst on Order {\n    shippingMoney {\n      amount\n    }\n    lines {\n      quantity\n      unitPriceMoney {\n        amount\n      }\n      gstRatePercent\n    }\n  }\n": typeof types.OrderGstFragmentDoc,
    "\n  fragment OrderTaxDocuments on Order {\n    invoice {\n      id\n      number\n      pdfUrl\n    }\n    creditNotes {\n      id\n      number\n      pdfUrl\n    }\n  }\n": typeof types.OrderTaxDocumentsFragmentDoc,
    "\n  fragment OrderLineSummary on OrderLine {\n    productId\n    variantId\n    name\n    size\n    quantity\n    unitPriceMoney {\n      formatted\n    }\n    lineTotalMoney {\n      formatted\n    }\n  }\n": typeof types.OrderLineSummaryFragmentDoc,
    "\n  fragment PricedTotals on PricedTotals {\n    subtotalMoney {\n      amount\n    }\n    discountMoney {\n      amount\n    }\n    shippingMoney {\n      amount\n    }\n    taxMoney {\n      amount\n    }\n    codFeeMoney {\n      amount\n    }\n    totalMoney {\n      amount\n    }\n  }\n": typeof types.PricedTotalsFragmentDoc,
    "\n  query ShopDetails {\n    shopDetails {\n      shopName\n      legalName\n      address\n      gstin\n      phone\n      email\n    }\n  }\n": typeof types.ShopDetailsDocument,
    "\n  fragment AddToCart_product on Product {\n    id\n    name\n    category {\n      slug\n    }\n    priceMoney {\n      amount\n    }\n    imageUrl\n    stock\n    sizes {\n      id\n      label\n      priceMoney {\n        amount\n      }\n      stock\n      orderLimit\n    }\n  }\n": typeof types.AddToCart_ProductFragmentDoc,
};
const documents: Documents = {
    "\n  query AdminCustomers($search: String, $offset: Int!, $limit: Int!) {\n    customers(search: $search, offset: $offset, limit: $limit) {\n      totalCount\n      totalCountCapped\n      items {\n        ...AdminCustomerRow\n      }\n    }\n  }\n": types.AdminCustomersDocument,
    "\n  query AdminDashboard {\n    dashboard {\n      ...DashboardStats\n      recentOrders {\n        id\n        ...DashboardRecentOrder\n      }\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  query AdminDiscountCodes {\n    discountCodes {\n      id\n      code\n      kind\n      percent\n      amountMoney {\n        amount\n      }\n      minimumSubtotalMoney {\n        amount\n      }\n      startsAt\n      endsAt\n      usageLimit\n      usageLimitPerCustomer\n      active\n      uses\n      revenueMoney {\n        formatted\n      }\n    }\n  }\n": types.AdminDiscountCodesDocument,
    "\n  query AdminTaxDocuments($search: String, $offset: Int!, $limit: Int!) {\n    taxDocuments(search: $search, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        ...AdminTaxDocumentRow\n      }\n    }\n  }\n": types.AdminTaxDocumentsDocument,
    "\n  query AdminContactMessages($unreadOnly: Boolean!, $offset: Int!, $limit: Int!) {\n    contactMessages(unreadOnly: $unreadOnly, offset: $offset, limit: $limit) {\n      totalCount\n      unreadCount\n      items {\n        id\n        ...ContactMessageItem\n      }\n    }\n  }\n": types.AdminContactMessagesDocument,
    "\n  query AdminOrders($filter: OrderFilter, $sort: OrderSort, $offset: Int!, $limit: Int!) {\n    orders(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      totalCount\n      totalCountCapped\n      items {\n        id\n        ...AdminOrderRow\n        ...AdminOrderDetails\n      }\n    }\n  }\n": types.AdminOrdersDocument,
    "\n  query AdminProducts($search: String, $offset: Int!, $limit: Int!) {\n    products(filter: { search: $search }, sort: NEWEST, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        id\n        name\n        ...AdminProductRow\n        ...AdminProductForm\n      }\n    }\n  }\n": types.AdminProductsDocument,
    "\n  query OrderSummary($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      ...OrderConfirmation_order\n    }\n  }\n": types.OrderSummaryDocument,
    "\n  query ProductPage($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      category {\n        slug\n      }\n      subcategory\n      description\n      priceMoney {\n        formatted\n      }\n      imageUrl\n      images\n      stock\n      rating\n      reviews\n      sizes {\n        label\n        sku\n        priceMoney {\n          amount\n          formatted\n        }\n      }\n      ...ProductGallery_product\n      ...ProductInfo_product\n      ...ProductDescription_product\n      ...ProductPurchase_product\n      ...ProductReviews_product\n    }\n  }\n": types.ProductPageDocument,
    "\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $offset: Int, $limit: Int) {\n    # The alias asks the cache to append \"Show more\" pages (lib/apollo-client.ts).\n    listing: products(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      totalCount\n      totalCountCapped\n      didYouMean\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    categories {\n      id\n      ...ListingFilters_category\n    }\n  }\n": types.ProductListingDocument,
    "\n  query SearchSuggestions($search: String!) {\n    suggestions: products(filter: { search: $search }, limit: 5) {\n      items {\n        id\n        name\n        imageUrl\n        priceMoney {\n          formatted\n        }\n      }\n    }\n  }\n": types.SearchSuggestionsDocument,
    "\n  fragment SavedAddressFields on SavedAddress {\n    id\n    firstName\n    lastName\n    phone\n    address\n    addressLine2\n    city\n    state\n    postalCode\n    country\n  }\n": types.SavedAddressFieldsFragmentDoc,
    "\n  query MyAccount {\n    me {\n      id\n      email\n      name\n      role\n      emailConfirmed\n      orders {\n        id\n        orderNumber\n        createdAt\n        status\n        itemCount\n        totalMoney {\n          formatted\n        }\n        invoice {\n          id\n          number\n          pdfUrl\n        }\n      }\n      addresses {\n        ...SavedAddressFields\n      }\n    }\n  }\n": types.MyAccountDocument,
    "\n  mutation SaveAddress($input: SavedAddressInput!, $id: ID) {\n    saveAddress(input: $input, id: $id) {\n      address {\n        ...SavedAddressFields\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.SaveAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      deletedId\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.DeleteAddressDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      changed\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password) {\n      deleted\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.DeleteAccountDocument,
    "\n  query CheckoutAddresses {\n    me {\n      id\n      email\n      role\n      addresses {\n        ...SavedAddressFields\n      }\n    }\n  }\n": types.CheckoutAddressesDocument,
    "\n  fragment AdminCustomerRow on Customer {\n    email\n    name\n    phone\n    orderCount\n    totalSpentMoney {\n      formatted\n    }\n    lastOrderAt\n  }\n": types.AdminCustomerRowFragmentDoc,
    "\n  fragment DashboardRecentOrder on Order {\n    id\n    orderNumber\n    customerName\n    createdAt\n    totalMoney {\n      formatted\n    }\n    status\n  }\n": types.DashboardRecentOrderFragmentDoc,
    "\n  fragment DashboardStats on Dashboard {\n    totalRevenueMoney {\n      formatted\n    }\n    orderCount\n    paidOrderCount\n    failedOrderCount\n    customerCount\n    productCount\n    pendingOrders\n    averageOrderValueMoney {\n      formatted\n    }\n  }\n": types.DashboardStatsFragmentDoc,
    "\n  mutation CreateDiscountCode($input: DiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      discountCode {\n        id\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CreateDiscountCodeDocument,
    "\n  mutation UpdateDiscountCode($id: ID!, $input: DiscountCodeInput!) {\n    updateDiscountCode(id: $id, input: $input) {\n      discountCode {\n        id\n        active\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UpdateDiscountCodeDocument,
    "\n  query AdminApiTokens {\n    apiTokens {\n      id\n      name\n      prefix\n      scopes\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n": types.AdminApiTokensDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        id\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      token {\n        id\n        revokedAt\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RevokeApiTokenDocument,
    "\n  query AdminWebhooks($limit: Int) {\n    webhookEndpoints {\n      id\n      url\n      description\n      events\n      createdAt\n    }\n    webhookDeliveries(limit: $limit) {\n      totalCount\n      items {\n        id\n        endpointUrl\n        eventType\n        status\n        attempts\n        responseStatus\n        lastError\n        createdAt\n      }\n    }\n  }\n": types.AdminWebhooksDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      deletedId\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  mutation RedeliverWebhook($id: ID!) {\n    redeliverWebhook(id: $id) {\n      delivery {\n        id\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RedeliverWebhookDocument,
    "\n  fragment AdminTaxDocumentRow on TaxDocumentSummary {\n    id\n    kind\n    number\n    issuedAt\n    orderNumber\n    buyerName\n    buyerGstin\n    placeOfSupply\n    taxableValueMoney {\n      formatted\n    }\n    taxMoney {\n      formatted\n    }\n    totalMoney {\n      formatted\n    }\n    pdfUrl\n  }\n": types.AdminTaxDocumentRowFragmentDoc,
    "\n  mutation MarkContactMessageRead($id: ID!, $read: Boolean!) {\n    markContactMessageRead(id: $id, read: $read) {\n      contactMessage {\n        id\n        read\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.MarkContactMessageReadDocument,
    "\n  fragment ContactMessageItem on ContactMessage {\n    id\n    name\n    email\n    message\n    read\n    createdAt\n  }\n": types.ContactMessageItemFragmentDoc,
    "\n  fragment AdminOrderChange on Order {\n    id\n    status\n    updatedAt\n    ...AdminOrderRow\n    ...AdminOrderDetails\n  }\n": types.AdminOrderChangeFragmentDoc,
    "\n  mutation RecordCashCollected($id: ID!) {\n    recordCashCollected(id: $id) {\n      order {\n        id\n        status\n        updatedAt\n        ...AdminOrderRow\n        ...AdminOrderDetails\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RecordCashCollectedDocument,
    "\n  mutation ReturnUndelivered($id: ID!) {\n    returnUndelivered(id: $id) {\n      order {\n        id\n        status\n        updatedAt\n        ...AdminOrderRow\n        ...AdminOrderDetails\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.ReturnUndeliveredDocument,
    "\n  mutation RefundOrder($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      order {\n        id\n        paymentStatus\n        ...AdminOrderRefunds\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RefundOrderDocument,
    "\n  fragment AdminReturnStepFields on ReturnRequest {\n    id\n    status\n    rejectionReason\n    resellable\n    waitingDays\n    approvalOverdue\n    refundAmount {\n      formatted\n    }\n  }\n": types.AdminReturnStepFieldsFragmentDoc,
    "\n  mutation AdminApproveReturn($id: ID!) {\n    approveReturn(id: $id) {\n      returnRequest {\n        ...AdminReturnStepFields\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.AdminApproveReturnDocument,
    "\n  mutation AdminRejectReturn($id: ID!, $reason: String!) {\n    rejectReturn(id: $id, reason: $reason) {\n      returnRequest {\n        ...AdminReturnStepFields\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.AdminRejectReturnDocument,
    "\n  mutation AdminReceiveReturn($input: ReceiveReturnInput!) {\n    receiveReturn(input: $input) {\n      returnRequest {\n        ...AdminReturnStepFields\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.AdminReceiveReturnDocument,
    "\n  mutation ShipOrder($input: ShipOrderInput!) {\n    shipOrder(input: $input) {\n      order {\n        ...AdminOrderChange\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.ShipOrderDocument,
    "\n  mutation MarkOrderDelivered($id: ID!) {\n    markOrderDelivered(id: $id) {\n      order {\n        ...AdminOrderChange\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.MarkOrderDeliveredDocument,
    "\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      order {\n        ...AdminOrderChange\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UpdateOrderStatusDocument,
    "\n  fragment AdminOrderDetails on Order {\n    id\n    orderNumber\n    customerName\n    email\n    phone\n    addressLine\n    createdAt\n    lines {\n      ...OrderLineSummary\n    }\n    ...PricedTotals\n    ...OrderGst\n    ...OrderTaxDocuments\n    buyerGstin\n    status\n    paymentStatus\n    paymentMethod\n    cashCollectedAt\n    totalMoney {\n      formatted\n    }\n    paymentReference\n    paymentFailureReason\n    paymentErrorCode\n    refundDue\n    deliveredAt\n    shipment {\n      carrierName\n      trackingNumber\n      trackingUrl\n      shippedAt\n    }\n    ...OrderStatusControl\n    history {\n      status\n      changedBy\n      at\n      note\n    }\n  }\n": types.AdminOrderDetailsFragmentDoc,
    "\n  fragment OrderStatusControl on Order {\n    status\n    statusOptions {\n      status\n      allowed\n      reason\n    }\n  }\n": types.OrderStatusControlFragmentDoc,
    "\n  fragment AdminOrderRow on Order {\n    id\n    orderNumber\n    customerName\n    email\n    createdAt\n    itemCount\n    totalMoney {\n      formatted\n    }\n    status\n    paymentStatus\n  }\n": types.AdminOrderRowFragmentDoc,
    "\n  fragment AdminOrderRefunds on Order {\n    id\n    paymentStatus\n    refundableAmountMoney {\n      amount\n    }\n    lines {\n      id\n      name\n      size\n      quantity\n      restockedQuantity\n    }\n    refunds {\n      id\n      merchantRefundId\n      amountMoney {\n        formatted\n      }\n      reason\n      restocked\n      state\n      errorCode\n      requestedBy\n      createdAt\n      completedAt\n    }\n  }\n": types.AdminOrderRefundsFragmentDoc,
    "\n  query AdminOrderRefunds($id: ID!) {\n    order(id: $id) {\n      id\n      ...AdminOrderRefunds\n    }\n  }\n": types.AdminOrderRefundsDocument,
    "\n  fragment AdminReturnItem on ReturnRequest {\n    id\n    status\n    reasonLabel\n    note\n    lines {\n      orderLineId\n      name\n      size\n      quantity\n    }\n    requestedAt\n    waitingDays\n    approvalOverdue\n    rejectionReason\n    resellable\n    refundAmount {\n      formatted\n    }\n  }\n": types.AdminReturnItemFragmentDoc,
    "\n  query AdminOrderReturns($id: ID!) {\n    order(id: $id) {\n      id\n      returns {\n        id\n        ...AdminReturnItem\n      }\n    }\n  }\n": types.AdminOrderReturnsDocument,
    "\n  query AdminReturnQueue($status: [ReturnStatus!], $first: Int, $after: String) {\n    returnRequests(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      items {\n        id\n        requestedAt\n        ...AdminReturnItem\n        order {\n          id\n          orderNumber\n          customerName\n          email\n        }\n      }\n    }\n  }\n": types.AdminReturnQueueDocument,
    "\n  query AdminReturnOrder($id: ID!) {\n    order(id: $id) {\n      id\n      ...AdminOrderDetails\n    }\n  }\n": types.AdminReturnOrderDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      product {\n        id\n        ...AdminProductRow\n        ...AdminProductForm\n        createdAt\n        updatedAt\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      deletedId\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.DeleteProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        id\n        ...AdminProductRow\n        ...AdminProductForm\n        updatedAt\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UpdateProductDocument,
    "\n  fragment AdminProductForm on Product {\n    id\n    name\n    category {\n      slug\n    }\n    subcategory\n    priceMoney {\n      amount\n    }\n    sizes {\n      id\n      label\n      priceMoney {\n        amount\n      }\n      stock\n    }\n    description\n    benefits\n    imageUrl\n    images\n    featured\n    bestSeller\n    isNew\n    hsnCode\n    gstRatePercent\n  }\n": types.AdminProductFormFragmentDoc,
    "\n  fragment AdminProductRating on Product {\n    rating\n    reviews\n  }\n": types.AdminProductRatingFragmentDoc,
    "\n  fragment AdminProductStatusBadges on Product {\n    featured\n    bestSeller\n    isNew\n  }\n": types.AdminProductStatusBadgesFragmentDoc,
    "\n  fragment AdminProductRow on Product {\n    imageUrl\n    name\n    id\n    category {\n      slug\n    }\n    subcategory\n    priceMoney {\n      formatted\n    }\n    sizes {\n      label\n    }\n    stock\n    ...AdminProductRating\n    ...AdminProductStatusBadges\n  }\n": types.AdminProductRowFragmentDoc,
    "\n  query AdminSalesReport($from: String!, $to: String!) {\n    salesReport(from: $from, to: $to) {\n      from\n      to\n      orderCount\n      revenueMoney {\n        amount\n        formatted\n      }\n      averageOrderValueMoney {\n        formatted\n      }\n      days {\n        date\n        orders\n        revenueMoney {\n          amount\n        }\n      }\n      products {\n        productId\n        name\n        quantity\n        revenueMoney {\n          amount\n        }\n      }\n    }\n  }\n": types.AdminSalesReportDocument,
    "\n  query AdminOrdersCsv($from: String!, $to: String!) {\n    ordersCsv(from: $from, to: $to)\n  }\n": types.AdminOrdersCsvDocument,
    "\n  query Gstr1Csv($month: String!) {\n    gstr1Csv(month: $month)\n  }\n": types.Gstr1CsvDocument,
    "\n  fragment AdminReviewItem on Review {\n    id\n    productId\n    productName\n    rating\n    title\n    body\n    authorName\n    authorCity\n    createdAt\n    reply\n    status\n  }\n": types.AdminReviewItemFragmentDoc,
    "\n  query AdminReviews($status: ReviewStatus, $offset: Int!, $limit: Int!) {\n    reviews(status: $status, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        id\n        ...AdminReviewItem\n      }\n    }\n  }\n": types.AdminReviewsDocument,
    "\n  mutation PublishReview($id: ID!, $reply: String) {\n    publishReview(id: $id, reply: $reply) {\n      review {\n        id\n        status\n        reply\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.PublishReviewDocument,
    "\n  mutation RejectReview($id: ID!) {\n    rejectReview(id: $id) {\n      review {\n        id\n        status\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RejectReviewDocument,
    "\n  query AdminCodSettings {\n    codSettings {\n      enabled\n      feeMoney {\n        amount\n      }\n      maxOrderMoney {\n        amount\n      }\n      maxOpenOrders\n    }\n  }\n": types.AdminCodSettingsDocument,
    "\n  mutation UpdateCodSettings($input: CodSettingsInput!) {\n    updateCodSettings(input: $input) {\n      codSettings {\n        enabled\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UpdateCodSettingsDocument,
    "\n  query AdminShopSettings {\n    shopSettings {\n      contactNotificationEmail\n      contactNotificationEmailSet\n    }\n  }\n": types.AdminShopSettingsDocument,
    "\n  mutation UpdateShopSettings($input: ShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      settings {\n        contactNotificationEmail\n        contactNotificationEmailSet\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UpdateShopSettingsDocument,
    "\n  query AdminTroubledMails {\n    troubledMails {\n      id\n      kind\n      to\n      subject\n      state\n      attempts\n      lastError\n      nextAttemptAt\n      createdAt\n    }\n  }\n": types.AdminTroubledMailsDocument,
    "\n  mutation AdminSendMailAgain($id: ID!) {\n    sendMailAgain(id: $id) {\n      mail {\n        id\n        state\n        attempts\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.AdminSendMailAgainDocument,
    "\n  query AdminMailPreviews {\n    mailPreviews {\n      kind\n      label\n      to\n      subject\n      html\n      text\n    }\n  }\n": types.AdminMailPreviewsDocument,
    "\n  query AdminMailSettings {\n    shopSettings {\n      contactNotificationEmail\n      mail {\n        ownerNewOrder\n        ownerLowStock\n        ownerContactMessage\n        ownerReturnWaiting\n        reviewRequests\n        reviewRequestDelayDays\n      }\n    }\n  }\n": types.AdminMailSettingsDocument,
    "\n  mutation UpdateMailSettings($input: MailSettingsInput!) {\n    updateMailSettings(input: $input) {\n      settings {\n        ownerNewOrder\n        ownerLowStock\n        ownerContactMessage\n        ownerReturnWaiting\n        reviewRequests\n        reviewRequestDelayDays\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UpdateMailSettingsDocument,
    "\n  query AdminSearchSynonyms {\n    searchSynonyms {\n      terms\n    }\n  }\n": types.AdminSearchSynonymsDocument,
    "\n  mutation UpdateSearchSynonyms($groups: [SearchSynonymGroupInput!]!) {\n    updateSearchSynonyms(groups: $groups) {\n      searchSynonyms {\n        terms\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UpdateSearchSynonymsDocument,
    "\n  query AdminShopDetailsSettings {\n    shopSettings {\n      contactNotificationEmail\n      shopName\n      legalName\n      address\n      state\n      gstin\n      phone\n      email\n      invoicePrefix\n    }\n  }\n": types.AdminShopDetailsSettingsDocument,
    "\n  mutation UpdateShopDetails($input: ShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      settings {\n        contactNotificationEmail\n        shopName\n        legalName\n        address\n        state\n        gstin\n        phone\n        email\n        invoicePrefix\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UpdateShopDetailsDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      accepted\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      accepted\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      email\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.ConfirmEmailDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      changed\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      role\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      user {\n        id\n        email\n        role\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      signedOut\n    }\n  }\n": types.LogoutDocument,
    "\n  query EmptyListingPopular {\n    popular: products(sort: POPULAR, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": types.EmptyListingPopularDocument,
    "\n  query HomePage {\n    featured: products(filter: { featured: true }, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    bestSellers: products(filter: { bestSeller: true }, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    newArrivals: products(filter: { isNew: true }, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": types.HomePageDocument,
    "\n  fragment ListingFilters_category on Category {\n    id\n    name\n    subcategories\n  }\n": types.ListingFilters_CategoryFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    ...AddToCart_product\n    subcategory\n    rating\n    reviews\n    bestSeller\n    isNew\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  fragment ProductGallery_product on Product {\n    name\n    imageUrl\n    images\n  }\n": types.ProductGallery_ProductFragmentDoc,
    "\n  fragment ProductInfo_product on Product {\n    name\n    category {\n      slug\n      name\n    }\n    subcategory\n    rating\n    reviews\n  }\n": types.ProductInfo_ProductFragmentDoc,
    "\n  fragment ProductDescription_product on Product {\n    description\n    benefits\n  }\n": types.ProductDescription_ProductFragmentDoc,
    "\n  fragment ProductPurchase_product on Product {\n    ...AddToCart_product\n  }\n": types.ProductPurchase_ProductFragmentDoc,
    "\n  fragment ProductReviews_product on Product {\n    id\n    reviewSummary {\n      average\n      count\n      histogram {\n        stars\n        count\n      }\n    }\n    publishedReviews(limit: 5) {\n      totalCount\n      items {\n        ...ProductReview_review\n      }\n    }\n  }\n": types.ProductReviews_ProductFragmentDoc,
    "\n  fragment ProductReview_review on Review {\n    id\n    rating\n    title\n    body\n    authorName\n    authorCity\n    createdAt\n    reply\n  }\n": types.ProductReview_ReviewFragmentDoc,
    "\n  query ProductMoreReviews($id: ID!, $offset: Int!) {\n    product(id: $id) {\n      id\n      publishedReviews(offset: $offset, limit: 10) {\n        totalCount\n        items {\n          ...ProductReview_review\n        }\n      }\n    }\n  }\n": types.ProductMoreReviewsDocument,
    "\n  query RelatedProducts($category: String!, $excludeId: ID!) {\n    products(filter: { category: $category, excludeId: $excludeId }, sort: POPULAR, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": types.RelatedProductsDocument,
    "\n  mutation ConfirmPayment($id: ID!) {\n    confirmPayment(id: $id) {\n      paid\n      message\n      errors {\n        ...UserErrorFields\n      }\n      order {\n        id\n        orderNumber\n        email\n        status\n        paymentStatus\n        paymentFailureReason\n        refundDue\n        createdAt\n        totalMoney {\n          amount\n        }\n        ...OrderGst\n        ...OrderTaxDocuments\n      }\n    }\n  }\n": types.ConfirmPaymentDocument,
    "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      paymentLink\n      errors {\n        ...UserErrorFields\n      }\n      order {\n        id\n        orderNumber\n        email\n        totalMoney {\n          amount\n        }\n        paymentStatus\n      }\n    }\n  }\n": types.CreateOrderDocument,
    "\n  query CheckoutOrderShipping($id: ID!) {\n    order(id: $id) {\n      id\n      firstName\n      lastName\n      email\n      phone\n      buyerGstin\n      address {\n        street\n        city\n        state\n        postalCode\n        country\n      }\n    }\n  }\n": types.CheckoutOrderShippingDocument,
    "\n  fragment OrderConfirmation_order on Order {\n    id\n    orderNumber\n    createdAt\n    status\n    paymentStatus\n    paymentFailureReason\n    refundDue\n    refundedAmountMoney {\n      formatted\n    }\n    totalMoney {\n      formatted\n    }\n    customerName\n    email\n    phone\n    addressLine\n    shipment {\n      carrierName\n      trackingNumber\n      trackingUrl\n    }\n    ...PricedTotals\n    ...OrderGst\n    ...OrderTaxDocuments\n    lines {\n      ...OrderLineSummary\n      imageUrl\n    }\n  }\n": types.OrderConfirmation_OrderFragmentDoc,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      sent\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  query OrderReturns($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      email\n      status\n      deliveredAt\n      returnWindowEndsAt\n      lines {\n        id\n        name\n        size\n        quantity\n      }\n      returns {\n        id\n        status\n        reasonLabel\n        rejectionReason\n        requestedAt\n        lines {\n          orderLineId\n          quantity\n        }\n        refundAmount {\n          formatted\n        }\n      }\n    }\n  }\n": types.OrderReturnsDocument,
    "\n  mutation RequestReturn($input: RequestReturnInput!) {\n    requestReturn(input: $input) {\n      returnRequest {\n        id\n        status\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RequestReturnDocument,
    "\n  query OrderReviews($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      lines {\n        id\n        productId\n        name\n        imageUrl\n      }\n      reviews {\n        id\n        productId\n        rating\n        title\n        body\n        status\n        reply\n      }\n    }\n  }\n": types.OrderReviewsDocument,
    "\n  mutation SubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      review {\n        id\n        status\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.SubmitReviewDocument,
    "\n  query TrackOrder($orderNumber: String!, $email: String!) {\n    trackOrder(orderNumber: $orderNumber, email: $email) {\n      id\n      orderNumber\n    }\n  }\n": types.TrackOrderDocument,
    "\n  query WishlistProduct($id: ID!) {\n    product(id: $id) {\n      ...AddToCart_product\n    }\n  }\n": types.WishlistProductDocument,
    "\n  query CartQuote($lines: [OrderLineInput!]!, $discountCode: String, $email: String, $paymentMethod: PaymentMethod) {\n    quote(lines: $lines, discountCode: $discountCode, email: $email, paymentMethod: $paymentMethod) {\n      itemCount\n      ...PricedTotals\n      orderable\n      cashOnDelivery {\n        available\n        message\n        feeMoney {\n          amount\n        }\n      }\n      discount {\n        code\n        savingMoney {\n          amount\n        }\n      }\n      discountRefusal {\n        reason\n        message\n      }\n      lines {\n        variantId\n        quantity\n        unitPriceMoney {\n          amount\n        }\n        gstRatePercent\n        discountMoney {\n          amount\n        }\n        available\n        maxQuantity\n        problem {\n          code\n          message\n        }\n      }\n    }\n  }\n": types.CartQuoteDocument,
    "\n  fragment UserErrorFields on UserError {\n    code\n    message\n    field\n  }\n": types.UserErrorFieldsFragmentDoc,
    "\n  fragment OrderGst on Order {\n    shippingMoney {\n      amount\n    }\n    lines {\n      quantity\n      unitPriceMoney {\n        amount\n      }\n      gstRatePercent\n    }\n  }\n": types.OrderGstFragmentDoc,
    "\n  fragment OrderTaxDocuments on Order {\n    invoice {\n      id\n      number\n      pdfUrl\n    }\n    creditNotes {\n      id\n      number\n      pdfUrl\n    }\n  }\n": types.OrderTaxDocumentsFragmentDoc,
    "\n  fragment OrderLineSummary on OrderLine {\n    productId\n    variantId\n    name\n    size\n    quantity\n    unitPriceMoney {\n      formatted\n    }\n    lineTotalMoney {\n      formatted\n    }\n  }\n": types.OrderLineSummaryFragmentDoc,
    "\n  fragment PricedTotals on PricedTotals {\n    subtotalMoney {\n      amount\n    }\n    discountMoney {\n      amount\n    }\n    shippingMoney {\n      amount\n    }\n    taxMoney {\n      amount\n    }\n    codFeeMoney {\n      amount\n    }\n    totalMoney {\n      amount\n    }\n  }\n": types.PricedTotalsFragmentDoc,
    "\n  query ShopDetails {\n    shopDetails {\n      shopName\n      legalName\n      address\n      gstin\n      phone\n      email\n    }\n  }\n": types.ShopDetailsDocument,
    "\n  fragment AddToCart_product on Product {\n    id\n    name\n    category {\n      slug\n    }\n    priceMoney {\n      amount\n    }\n    imageUrl\n    stock\n    sizes {\n      id\n      label\n      priceMoney {\n        amount\n      }\n      stock\n      orderLimit\n    }\n  }\n": types.AddToCart_ProductFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomers($search: String, $offset: Int!, $limit: Int!) {\n    customers(search: $search, offset: $offset, limit: $limit) {\n      totalCount\n      totalCountCapped\n      items {\n        ...AdminCustomerRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomers($search: String, $offset: Int!, $limit: Int!) {\n    customers(search: $search, offset: $offset, limit: $limit) {\n      totalCount\n      totalCountCapped\n      items {\n        ...AdminCustomerRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard {\n    dashboard {\n      ...DashboardStats\n      recentOrders {\n        id\n        ...DashboardRecentOrder\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard {\n    dashboard {\n      ...DashboardStats\n      recentOrders {\n        id\n        ...DashboardRecentOrder\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDiscountCodes {\n    discountCodes {\n      id\n      code\n      kind\n      percent\n      amountMoney {\n        amount\n      }\n      minimumSubtotalMoney {\n        amount\n      }\n      startsAt\n      endsAt\n      usageLimit\n      usageLimitPerCustomer\n      active\n      uses\n      revenueMoney {\n        formatted\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDiscountCodes {\n    discountCodes {\n      id\n      code\n      kind\n      percent\n      amountMoney {\n        amount\n      }\n      minimumSubtotalMoney {\n        amount\n      }\n      startsAt\n      endsAt\n      usageLimit\n      usageLimitPerCustomer\n      active\n      uses\n      revenueMoney {\n        formatted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTaxDocuments($search: String, $offset: Int!, $limit: Int!) {\n    taxDocuments(search: $search, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        ...AdminTaxDocumentRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminTaxDocuments($search: String, $offset: Int!, $limit: Int!) {\n    taxDocuments(search: $search, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        ...AdminTaxDocumentRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContactMessages($unreadOnly: Boolean!, $offset: Int!, $limit: Int!) {\n    contactMessages(unreadOnly: $unreadOnly, offset: $offset, limit: $limit) {\n      totalCount\n      unreadCount\n      items {\n        id\n        ...ContactMessageItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminContactMessages($unreadOnly: Boolean!, $offset: Int!, $limit: Int!) {\n    contactMessages(unreadOnly: $unreadOnly, offset: $offset, limit: $limit) {\n      totalCount\n      unreadCount\n      items {\n        id\n        ...ContactMessageItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders($filter: OrderFilter, $sort: OrderSort, $offset: Int!, $limit: Int!) {\n    orders(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      totalCount\n      totalCountCapped\n      items {\n        id\n        ...AdminOrderRow\n        ...AdminOrderDetails\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrders($filter: OrderFilter, $sort: OrderSort, $offset: Int!, $limit: Int!) {\n    orders(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      totalCount\n      totalCountCapped\n      items {\n        id\n        ...AdminOrderRow\n        ...AdminOrderDetails\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProducts($search: String, $offset: Int!, $limit: Int!) {\n    products(filter: { search: $search }, sort: NEWEST, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        id\n        name\n        ...AdminProductRow\n        ...AdminProductForm\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProducts($search: String, $offset: Int!, $limit: Int!) {\n    products(filter: { search: $search }, sort: NEWEST, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        id\n        name\n        ...AdminProductRow\n        ...AdminProductForm\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderSummary($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      ...OrderConfirmation_order\n    }\n  }\n"): (typeof documents)["\n  query OrderSummary($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      ...OrderConfirmation_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPage($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      category {\n        slug\n      }\n      subcategory\n      description\n      priceMoney {\n        formatted\n      }\n      imageUrl\n      images\n      stock\n      rating\n      reviews\n      sizes {\n        label\n        sku\n        priceMoney {\n          amount\n          formatted\n        }\n      }\n      ...ProductGallery_product\n      ...ProductInfo_product\n      ...ProductDescription_product\n      ...ProductPurchase_product\n      ...ProductReviews_product\n    }\n  }\n"): (typeof documents)["\n  query ProductPage($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      category {\n        slug\n      }\n      subcategory\n      description\n      priceMoney {\n        formatted\n      }\n      imageUrl\n      images\n      stock\n      rating\n      reviews\n      sizes {\n        label\n        sku\n        priceMoney {\n          amount\n          formatted\n        }\n      }\n      ...ProductGallery_product\n      ...ProductInfo_product\n      ...ProductDescription_product\n      ...ProductPurchase_product\n      ...ProductReviews_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $offset: Int, $limit: Int) {\n    # The alias asks the cache to append \"Show more\" pages (lib/apollo-client.ts).\n    listing: products(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      totalCount\n      totalCountCapped\n      didYouMean\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    categories {\n      id\n      ...ListingFilters_category\n    }\n  }\n"): (typeof documents)["\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $offset: Int, $limit: Int) {\n    # The alias asks the cache to append \"Show more\" pages (lib/apollo-client.ts).\n    listing: products(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      totalCount\n      totalCountCapped\n      didYouMean\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    categories {\n      id\n      ...ListingFilters_category\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions($search: String!) {\n    suggestions: products(filter: { search: $search }, limit: 5) {\n      items {\n        id\n        name\n        imageUrl\n        priceMoney {\n          formatted\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchSuggestions($search: String!) {\n    suggestions: products(filter: { search: $search }, limit: 5) {\n      items {\n        id\n        name\n        imageUrl\n        priceMoney {\n          formatted\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedAddressFields on SavedAddress {\n    id\n    firstName\n    lastName\n    phone\n    address\n    addressLine2\n    city\n    state\n    postalCode\n    country\n  }\n"): (typeof documents)["\n  fragment SavedAddressFields on SavedAddress {\n    id\n    firstName\n    lastName\n    phone\n    address\n    addressLine2\n    city\n    state\n    postalCode\n    country\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAccount {\n    me {\n      id\n      email\n      name\n      role\n      emailConfirmed\n      orders {\n        id\n        orderNumber\n        createdAt\n        status\n        itemCount\n        totalMoney {\n          formatted\n        }\n        invoice {\n          id\n          number\n          pdfUrl\n        }\n      }\n      addresses {\n        ...SavedAddressFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyAccount {\n    me {\n      id\n      email\n      name\n      role\n      emailConfirmed\n      orders {\n        id\n        orderNumber\n        createdAt\n        status\n        itemCount\n        totalMoney {\n          formatted\n        }\n        invoice {\n          id\n          number\n          pdfUrl\n        }\n      }\n      addresses {\n        ...SavedAddressFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAddress($input: SavedAddressInput!, $id: ID) {\n    saveAddress(input: $input, id: $id) {\n      address {\n        ...SavedAddressFields\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveAddress($input: SavedAddressInput!, $id: ID) {\n    saveAddress(input: $input, id: $id) {\n      address {\n        ...SavedAddressFields\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      deletedId\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      deletedId\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      changed\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      changed\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password) {\n      deleted\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password) {\n      deleted\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutAddresses {\n    me {\n      id\n      email\n      role\n      addresses {\n        ...SavedAddressFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutAddresses {\n    me {\n      id\n      email\n      role\n      addresses {\n        ...SavedAddressFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCustomerRow on Customer {\n    email\n    name\n    phone\n    orderCount\n    totalSpentMoney {\n      formatted\n    }\n    lastOrderAt\n  }\n"): (typeof documents)["\n  fragment AdminCustomerRow on Customer {\n    email\n    name\n    phone\n    orderCount\n    totalSpentMoney {\n      formatted\n    }\n    lastOrderAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardRecentOrder on Order {\n    id\n    orderNumber\n    customerName\n    createdAt\n    totalMoney {\n      formatted\n    }\n    status\n  }\n"): (typeof documents)["\n  fragment DashboardRecentOrder on Order {\n    id\n    orderNumber\n    customerName\n    createdAt\n    totalMoney {\n      formatted\n    }\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardStats on Dashboard {\n    totalRevenueMoney {\n      formatted\n    }\n    orderCount\n    paidOrderCount\n    failedOrderCount\n    customerCount\n    productCount\n    pendingOrders\n    averageOrderValueMoney {\n      formatted\n    }\n  }\n"): (typeof documents)["\n  fragment DashboardStats on Dashboard {\n    totalRevenueMoney {\n      formatted\n    }\n    orderCount\n    paidOrderCount\n    failedOrderCount\n    customerCount\n    productCount\n    pendingOrders\n    averageOrderValueMoney {\n      formatted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDiscountCode($input: DiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      discountCode {\n        id\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDiscountCode($input: DiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      discountCode {\n        id\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDiscountCode($id: ID!, $input: DiscountCodeInput!) {\n    updateDiscountCode(id: $id, input: $input) {\n      discountCode {\n        id\n        active\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDiscountCode($id: ID!, $input: DiscountCodeInput!) {\n    updateDiscountCode(id: $id, input: $input) {\n      discountCode {\n        id\n        active\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminApiTokens {\n    apiTokens {\n      id\n      name\n      prefix\n      scopes\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  query AdminApiTokens {\n    apiTokens {\n      id\n      name\n      prefix\n      scopes\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        id\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        id\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      token {\n        id\n        revokedAt\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      token {\n        id\n        revokedAt\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhooks($limit: Int) {\n    webhookEndpoints {\n      id\n      url\n      description\n      events\n      createdAt\n    }\n    webhookDeliveries(limit: $limit) {\n      totalCount\n      items {\n        id\n        endpointUrl\n        eventType\n        status\n        attempts\n        responseStatus\n        lastError\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminWebhooks($limit: Int) {\n    webhookEndpoints {\n      id\n      url\n      description\n      events\n      createdAt\n    }\n    webhookDeliveries(limit: $limit) {\n      totalCount\n      items {\n        id\n        endpointUrl\n        eventType\n        status\n        attempts\n        responseStatus\n        lastError\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      deletedId\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      deletedId\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhook($id: ID!) {\n    redeliverWebhook(id: $id) {\n      delivery {\n        id\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RedeliverWebhook($id: ID!) {\n    redeliverWebhook(id: $id) {\n      delivery {\n        id\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminTaxDocumentRow on TaxDocumentSummary {\n    id\n    kind\n    number\n    issuedAt\n    orderNumber\n    buyerName\n    buyerGstin\n    placeOfSupply\n    taxableValueMoney {\n      formatted\n    }\n    taxMoney {\n      formatted\n    }\n    totalMoney {\n      formatted\n    }\n    pdfUrl\n  }\n"): (typeof documents)["\n  fragment AdminTaxDocumentRow on TaxDocumentSummary {\n    id\n    kind\n    number\n    issuedAt\n    orderNumber\n    buyerName\n    buyerGstin\n    placeOfSupply\n    taxableValueMoney {\n      formatted\n    }\n    taxMoney {\n      formatted\n    }\n    totalMoney {\n      formatted\n    }\n    pdfUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkContactMessageRead($id: ID!, $read: Boolean!) {\n    markContactMessageRead(id: $id, read: $read) {\n      contactMessage {\n        id\n        read\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkContactMessageRead($id: ID!, $read: Boolean!) {\n    markContactMessageRead(id: $id, read: $read) {\n      contactMessage {\n        id\n        read\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactMessageItem on ContactMessage {\n    id\n    name\n    email\n    message\n    read\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ContactMessageItem on ContactMessage {\n    id\n    name\n    email\n    message\n    read\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminOrderChange on Order {\n    id\n    status\n    updatedAt\n    ...AdminOrderRow\n    ...AdminOrderDetails\n  }\n"): (typeof documents)["\n  fragment AdminOrderChange on Order {\n    id\n    status\n    updatedAt\n    ...AdminOrderRow\n    ...AdminOrderDetails\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordCashCollected($id: ID!) {\n    recordCashCollected(id: $id) {\n      order {\n        id\n        status\n        updatedAt\n        ...AdminOrderRow\n        ...AdminOrderDetails\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RecordCashCollected($id: ID!) {\n    recordCashCollected(id: $id) {\n      order {\n        id\n        status\n        updatedAt\n        ...AdminOrderRow\n        ...AdminOrderDetails\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReturnUndelivered($id: ID!) {\n    returnUndelivered(id: $id) {\n      order {\n        id\n        status\n        updatedAt\n        ...AdminOrderRow\n        ...AdminOrderDetails\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReturnUndelivered($id: ID!) {\n    returnUndelivered(id: $id) {\n      order {\n        id\n        status\n        updatedAt\n        ...AdminOrderRow\n        ...AdminOrderDetails\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundOrder($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      order {\n        id\n        paymentStatus\n        ...AdminOrderRefunds\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RefundOrder($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      order {\n        id\n        paymentStatus\n        ...AdminOrderRefunds\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminReturnStepFields on ReturnRequest {\n    id\n    status\n    rejectionReason\n    resellable\n    waitingDays\n    approvalOverdue\n    refundAmount {\n      formatted\n    }\n  }\n"): (typeof documents)["\n  fragment AdminReturnStepFields on ReturnRequest {\n    id\n    status\n    rejectionReason\n    resellable\n    waitingDays\n    approvalOverdue\n    refundAmount {\n      formatted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminApproveReturn($id: ID!) {\n    approveReturn(id: $id) {\n      returnRequest {\n        ...AdminReturnStepFields\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminApproveReturn($id: ID!) {\n    approveReturn(id: $id) {\n      returnRequest {\n        ...AdminReturnStepFields\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectReturn($id: ID!, $reason: String!) {\n    rejectReturn(id: $id, reason: $reason) {\n      returnRequest {\n        ...AdminReturnStepFields\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRejectReturn($id: ID!, $reason: String!) {\n    rejectReturn(id: $id, reason: $reason) {\n      returnRequest {\n        ...AdminReturnStepFields\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReceiveReturn($input: ReceiveReturnInput!) {\n    receiveReturn(input: $input) {\n      returnRequest {\n        ...AdminReturnStepFields\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReceiveReturn($input: ReceiveReturnInput!) {\n    receiveReturn(input: $input) {\n      returnRequest {\n        ...AdminReturnStepFields\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShipOrder($input: ShipOrderInput!) {\n    shipOrder(input: $input) {\n      order {\n        ...AdminOrderChange\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ShipOrder($input: ShipOrderInput!) {\n    shipOrder(input: $input) {\n      order {\n        ...AdminOrderChange\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkOrderDelivered($id: ID!) {\n    markOrderDelivered(id: $id) {\n      order {\n        ...AdminOrderChange\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkOrderDelivered($id: ID!) {\n    markOrderDelivered(id: $id) {\n      order {\n        ...AdminOrderChange\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      order {\n        ...AdminOrderChange\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      order {\n        ...AdminOrderChange\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminOrderDetails on Order {\n    id\n    orderNumber\n    customerName\n    email\n    phone\n    addressLine\n    createdAt\n    lines {\n      ...OrderLineSummary\n    }\n    ...PricedTotals\n    ...OrderGst\n    ...OrderTaxDocuments\n    buyerGstin\n    status\n    paymentStatus\n    paymentMethod\n    cashCollectedAt\n    totalMoney {\n      formatted\n    }\n    paymentReference\n    paymentFailureReason\n    paymentErrorCode\n    refundDue\n    deliveredAt\n    shipment {\n      carrierName\n      trackingNumber\n      trackingUrl\n      shippedAt\n    }\n    ...OrderStatusControl\n    history {\n      status\n      changedBy\n      at\n      note\n    }\n  }\n"): (typeof documents)["\n  fragment AdminOrderDetails on Order {\n    id\n    orderNumber\n    customerName\n    email\n    phone\n    addressLine\n    createdAt\n    lines {\n      ...OrderLineSummary\n    }\n    ...PricedTotals\n    ...OrderGst\n    ...OrderTaxDocuments\n    buyerGstin\n    status\n    paymentStatus\n    paymentMethod\n    cashCollectedAt\n    totalMoney {\n      formatted\n    }\n    paymentReference\n    paymentFailureReason\n    paymentErrorCode\n    refundDue\n    deliveredAt\n    shipment {\n      carrierName\n      trackingNumber\n      trackingUrl\n      shippedAt\n    }\n    ...OrderStatusControl\n    history {\n      status\n      changedBy\n      at\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderStatusControl on Order {\n    status\n    statusOptions {\n      status\n      allowed\n      reason\n    }\n  }\n"): (typeof documents)["\n  fragment OrderStatusControl on Order {\n    status\n    statusOptions {\n      status\n      allowed\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminOrderRow on Order {\n    id\n    orderNumber\n    customerName\n    email\n    createdAt\n    itemCount\n    totalMoney {\n      formatted\n    }\n    status\n    paymentStatus\n  }\n"): (typeof documents)["\n  fragment AdminOrderRow on Order {\n    id\n    orderNumber\n    customerName\n    email\n    createdAt\n    itemCount\n    totalMoney {\n      formatted\n    }\n    status\n    paymentStatus\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminOrderRefunds on Order {\n    id\n    paymentStatus\n    refundableAmountMoney {\n      amount\n    }\n    lines {\n      id\n      name\n      size\n      quantity\n      restockedQuantity\n    }\n    refunds {\n      id\n      merchantRefundId\n      amountMoney {\n        formatted\n      }\n      reason\n      restocked\n      state\n      errorCode\n      requestedBy\n      createdAt\n      completedAt\n    }\n  }\n"): (typeof documents)["\n  fragment AdminOrderRefunds on Order {\n    id\n    paymentStatus\n    refundableAmountMoney {\n      amount\n    }\n    lines {\n      id\n      name\n      size\n      quantity\n      restockedQuantity\n    }\n    refunds {\n      id\n      merchantRefundId\n      amountMoney {\n        formatted\n      }\n      reason\n      restocked\n      state\n      errorCode\n      requestedBy\n      createdAt\n      completedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrderRefunds($id: ID!) {\n    order(id: $id) {\n      id\n      ...AdminOrderRefunds\n    }\n  }\n"): (typeof documents)["\n  query AdminOrderRefunds($id: ID!) {\n    order(id: $id) {\n      id\n      ...AdminOrderRefunds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminReturnItem on ReturnRequest {\n    id\n    status\n    reasonLabel\n    note\n    lines {\n      orderLineId\n      name\n      size\n      quantity\n    }\n    requestedAt\n    waitingDays\n    approvalOverdue\n    rejectionReason\n    resellable\n    refundAmount {\n      formatted\n    }\n  }\n"): (typeof documents)["\n  fragment AdminReturnItem on ReturnRequest {\n    id\n    status\n    reasonLabel\n    note\n    lines {\n      orderLineId\n      name\n      size\n      quantity\n    }\n    requestedAt\n    waitingDays\n    approvalOverdue\n    rejectionReason\n    resellable\n    refundAmount {\n      formatted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrderReturns($id: ID!) {\n    order(id: $id) {\n      id\n      returns {\n        id\n        ...AdminReturnItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrderReturns($id: ID!) {\n    order(id: $id) {\n      id\n      returns {\n        id\n        ...AdminReturnItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReturnQueue($status: [ReturnStatus!], $first: Int, $after: String) {\n    returnRequests(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      items {\n        id\n        requestedAt\n        ...AdminReturnItem\n        order {\n          id\n          orderNumber\n          customerName\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReturnQueue($status: [ReturnStatus!], $first: Int, $after: String) {\n    returnRequests(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      items {\n        id\n        requestedAt\n        ...AdminReturnItem\n        order {\n          id\n          orderNumber\n          customerName\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReturnOrder($id: ID!) {\n    order(id: $id) {\n      id\n      ...AdminOrderDetails\n    }\n  }\n"): (typeof documents)["\n  query AdminReturnOrder($id: ID!) {\n    order(id: $id) {\n      id\n      ...AdminOrderDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      product {\n        id\n        ...AdminProductRow\n        ...AdminProductForm\n        createdAt\n        updatedAt\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      product {\n        id\n        ...AdminProductRow\n        ...AdminProductForm\n        createdAt\n        updatedAt\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      deletedId\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      deletedId\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        id\n        ...AdminProductRow\n        ...AdminProductForm\n        updatedAt\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        id\n        ...AdminProductRow\n        ...AdminProductForm\n        updatedAt\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductForm on Product {\n    id\n    name\n    category {\n      slug\n    }\n    subcategory\n    priceMoney {\n      amount\n    }\n    sizes {\n      id\n      label\n      priceMoney {\n        amount\n      }\n      stock\n    }\n    description\n    benefits\n    imageUrl\n    images\n    featured\n    bestSeller\n    isNew\n    hsnCode\n    gstRatePercent\n  }\n"): (typeof documents)["\n  fragment AdminProductForm on Product {\n    id\n    name\n    category {\n      slug\n    }\n    subcategory\n    priceMoney {\n      amount\n    }\n    sizes {\n      id\n      label\n      priceMoney {\n        amount\n      }\n      stock\n    }\n    description\n    benefits\n    imageUrl\n    images\n    featured\n    bestSeller\n    isNew\n    hsnCode\n    gstRatePercent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductRating on Product {\n    rating\n    reviews\n  }\n"): (typeof documents)["\n  fragment AdminProductRating on Product {\n    rating\n    reviews\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductStatusBadges on Product {\n    featured\n    bestSeller\n    isNew\n  }\n"): (typeof documents)["\n  fragment AdminProductStatusBadges on Product {\n    featured\n    bestSeller\n    isNew\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductRow on Product {\n    imageUrl\n    name\n    id\n    category {\n      slug\n    }\n    subcategory\n    priceMoney {\n      formatted\n    }\n    sizes {\n      label\n    }\n    stock\n    ...AdminProductRating\n    ...AdminProductStatusBadges\n  }\n"): (typeof documents)["\n  fragment AdminProductRow on Product {\n    imageUrl\n    name\n    id\n    category {\n      slug\n    }\n    subcategory\n    priceMoney {\n      formatted\n    }\n    sizes {\n      label\n    }\n    stock\n    ...AdminProductRating\n    ...AdminProductStatusBadges\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSalesReport($from: String!, $to: String!) {\n    salesReport(from: $from, to: $to) {\n      from\n      to\n      orderCount\n      revenueMoney {\n        amount\n        formatted\n      }\n      averageOrderValueMoney {\n        formatted\n      }\n      days {\n        date\n        orders\n        revenueMoney {\n          amount\n        }\n      }\n      products {\n        productId\n        name\n        quantity\n        revenueMoney {\n          amount\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSalesReport($from: String!, $to: String!) {\n    salesReport(from: $from, to: $to) {\n      from\n      to\n      orderCount\n      revenueMoney {\n        amount\n        formatted\n      }\n      averageOrderValueMoney {\n        formatted\n      }\n      days {\n        date\n        orders\n        revenueMoney {\n          amount\n        }\n      }\n      products {\n        productId\n        name\n        quantity\n        revenueMoney {\n          amount\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrdersCsv($from: String!, $to: String!) {\n    ordersCsv(from: $from, to: $to)\n  }\n"): (typeof documents)["\n  query AdminOrdersCsv($from: String!, $to: String!) {\n    ordersCsv(from: $from, to: $to)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Gstr1Csv($month: String!) {\n    gstr1Csv(month: $month)\n  }\n"): (typeof documents)["\n  query Gstr1Csv($month: String!) {\n    gstr1Csv(month: $month)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminReviewItem on Review {\n    id\n    productId\n    productName\n    rating\n    title\n    body\n    authorName\n    authorCity\n    createdAt\n    reply\n    status\n  }\n"): (typeof documents)["\n  fragment AdminReviewItem on Review {\n    id\n    productId\n    productName\n    rating\n    title\n    body\n    authorName\n    authorCity\n    createdAt\n    reply\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReviews($status: ReviewStatus, $offset: Int!, $limit: Int!) {\n    reviews(status: $status, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        id\n        ...AdminReviewItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReviews($status: ReviewStatus, $offset: Int!, $limit: Int!) {\n    reviews(status: $status, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        id\n        ...AdminReviewItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishReview($id: ID!, $reply: String) {\n    publishReview(id: $id, reply: $reply) {\n      review {\n        id\n        status\n        reply\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PublishReview($id: ID!, $reply: String) {\n    publishReview(id: $id, reply: $reply) {\n      review {\n        id\n        status\n        reply\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectReview($id: ID!) {\n    rejectReview(id: $id) {\n      review {\n        id\n        status\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RejectReview($id: ID!) {\n    rejectReview(id: $id) {\n      review {\n        id\n        status\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCodSettings {\n    codSettings {\n      enabled\n      feeMoney {\n        amount\n      }\n      maxOrderMoney {\n        amount\n      }\n      maxOpenOrders\n    }\n  }\n"): (typeof documents)["\n  query AdminCodSettings {\n    codSettings {\n      enabled\n      feeMoney {\n        amount\n      }\n      maxOrderMoney {\n        amount\n      }\n      maxOpenOrders\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCodSettings($input: CodSettingsInput!) {\n    updateCodSettings(input: $input) {\n      codSettings {\n        enabled\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCodSettings($input: CodSettingsInput!) {\n    updateCodSettings(input: $input) {\n      codSettings {\n        enabled\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminShopSettings {\n    shopSettings {\n      contactNotificationEmail\n      contactNotificationEmailSet\n    }\n  }\n"): (typeof documents)["\n  query AdminShopSettings {\n    shopSettings {\n      contactNotificationEmail\n      contactNotificationEmailSet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateShopSettings($input: ShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      settings {\n        contactNotificationEmail\n        contactNotificationEmailSet\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateShopSettings($input: ShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      settings {\n        contactNotificationEmail\n        contactNotificationEmailSet\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTroubledMails {\n    troubledMails {\n      id\n      kind\n      to\n      subject\n      state\n      attempts\n      lastError\n      nextAttemptAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminTroubledMails {\n    troubledMails {\n      id\n      kind\n      to\n      subject\n      state\n      attempts\n      lastError\n      nextAttemptAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSendMailAgain($id: ID!) {\n    sendMailAgain(id: $id) {\n      mail {\n        id\n        state\n        attempts\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSendMailAgain($id: ID!) {\n    sendMailAgain(id: $id) {\n      mail {\n        id\n        state\n        attempts\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMailPreviews {\n    mailPreviews {\n      kind\n      label\n      to\n      subject\n      html\n      text\n    }\n  }\n"): (typeof documents)["\n  query AdminMailPreviews {\n    mailPreviews {\n      kind\n      label\n      to\n      subject\n      html\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMailSettings {\n    shopSettings {\n      contactNotificationEmail\n      mail {\n        ownerNewOrder\n        ownerLowStock\n        ownerContactMessage\n        ownerReturnWaiting\n        reviewRequests\n        reviewRequestDelayDays\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMailSettings {\n    shopSettings {\n      contactNotificationEmail\n      mail {\n        ownerNewOrder\n        ownerLowStock\n        ownerContactMessage\n        ownerReturnWaiting\n        reviewRequests\n        reviewRequestDelayDays\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMailSettings($input: MailSettingsInput!) {\n    updateMailSettings(input: $input) {\n      settings {\n        ownerNewOrder\n        ownerLowStock\n        ownerContactMessage\n        ownerReturnWaiting\n        reviewRequests\n        reviewRequestDelayDays\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMailSettings($input: MailSettingsInput!) {\n    updateMailSettings(input: $input) {\n      settings {\n        ownerNewOrder\n        ownerLowStock\n        ownerContactMessage\n        ownerReturnWaiting\n        reviewRequests\n        reviewRequestDelayDays\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSearchSynonyms {\n    searchSynonyms {\n      terms\n    }\n  }\n"): (typeof documents)["\n  query AdminSearchSynonyms {\n    searchSynonyms {\n      terms\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSearchSynonyms($groups: [SearchSynonymGroupInput!]!) {\n    updateSearchSynonyms(groups: $groups) {\n      searchSynonyms {\n        terms\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSearchSynonyms($groups: [SearchSynonymGroupInput!]!) {\n    updateSearchSynonyms(groups: $groups) {\n      searchSynonyms {\n        terms\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminShopDetailsSettings {\n    shopSettings {\n      contactNotificationEmail\n      shopName\n      legalName\n      address\n      state\n      gstin\n      phone\n      email\n      invoicePrefix\n    }\n  }\n"): (typeof documents)["\n  query AdminShopDetailsSettings {\n    shopSettings {\n      contactNotificationEmail\n      shopName\n      legalName\n      address\n      state\n      gstin\n      phone\n      email\n      invoicePrefix\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateShopDetails($input: ShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      settings {\n        contactNotificationEmail\n        shopName\n        legalName\n        address\n        state\n        gstin\n        phone\n        email\n        invoicePrefix\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateShopDetails($input: ShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      settings {\n        contactNotificationEmail\n        shopName\n        legalName\n        address\n        state\n        gstin\n        phone\n        email\n        invoicePrefix\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      accepted\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      accepted\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      accepted\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      accepted\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      email\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      email\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      changed\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      changed\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      email\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      user {\n        id\n        email\n        role\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      user {\n        id\n        email\n        role\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      signedOut\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      signedOut\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmptyListingPopular {\n    popular: products(sort: POPULAR, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query EmptyListingPopular {\n    popular: products(sort: POPULAR, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage {\n    featured: products(filter: { featured: true }, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    bestSellers: products(filter: { bestSeller: true }, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    newArrivals: products(filter: { isNew: true }, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomePage {\n    featured: products(filter: { featured: true }, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    bestSellers: products(filter: { bestSeller: true }, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    newArrivals: products(filter: { isNew: true }, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingFilters_category on Category {\n    id\n    name\n    subcategories\n  }\n"): (typeof documents)["\n  fragment ListingFilters_category on Category {\n    id\n    name\n    subcategories\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    ...AddToCart_product\n    subcategory\n    rating\n    reviews\n    bestSeller\n    isNew\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    ...AddToCart_product\n    subcategory\n    rating\n    reviews\n    bestSeller\n    isNew\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductGallery_product on Product {\n    name\n    imageUrl\n    images\n  }\n"): (typeof documents)["\n  fragment ProductGallery_product on Product {\n    name\n    imageUrl\n    images\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductInfo_product on Product {\n    name\n    category {\n      slug\n      name\n    }\n    subcategory\n    rating\n    reviews\n  }\n"): (typeof documents)["\n  fragment ProductInfo_product on Product {\n    name\n    category {\n      slug\n      name\n    }\n    subcategory\n    rating\n    reviews\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductDescription_product on Product {\n    description\n    benefits\n  }\n"): (typeof documents)["\n  fragment ProductDescription_product on Product {\n    description\n    benefits\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductPurchase_product on Product {\n    ...AddToCart_product\n  }\n"): (typeof documents)["\n  fragment ProductPurchase_product on Product {\n    ...AddToCart_product\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductReviews_product on Product {\n    id\n    reviewSummary {\n      average\n      count\n      histogram {\n        stars\n        count\n      }\n    }\n    publishedReviews(limit: 5) {\n      totalCount\n      items {\n        ...ProductReview_review\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProductReviews_product on Product {\n    id\n    reviewSummary {\n      average\n      count\n      histogram {\n        stars\n        count\n      }\n    }\n    publishedReviews(limit: 5) {\n      totalCount\n      items {\n        ...ProductReview_review\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductReview_review on Review {\n    id\n    rating\n    title\n    body\n    authorName\n    authorCity\n    createdAt\n    reply\n  }\n"): (typeof documents)["\n  fragment ProductReview_review on Review {\n    id\n    rating\n    title\n    body\n    authorName\n    authorCity\n    createdAt\n    reply\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductMoreReviews($id: ID!, $offset: Int!) {\n    product(id: $id) {\n      id\n      publishedReviews(offset: $offset, limit: 10) {\n        totalCount\n        items {\n          ...ProductReview_review\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductMoreReviews($id: ID!, $offset: Int!) {\n    product(id: $id) {\n      id\n      publishedReviews(offset: $offset, limit: 10) {\n        totalCount\n        items {\n          ...ProductReview_review\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RelatedProducts($category: String!, $excludeId: ID!) {\n    products(filter: { category: $category, excludeId: $excludeId }, sort: POPULAR, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query RelatedProducts($category: String!, $excludeId: ID!) {\n    products(filter: { category: $category, excludeId: $excludeId }, sort: POPULAR, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPayment($id: ID!) {\n    confirmPayment(id: $id) {\n      paid\n      message\n      errors {\n        ...UserErrorFields\n      }\n      order {\n        id\n        orderNumber\n        email\n        status\n        paymentStatus\n        paymentFailureReason\n        refundDue\n        createdAt\n        totalMoney {\n          amount\n        }\n        ...OrderGst\n        ...OrderTaxDocuments\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmPayment($id: ID!) {\n    confirmPayment(id: $id) {\n      paid\n      message\n      errors {\n        ...UserErrorFields\n      }\n      order {\n        id\n        orderNumber\n        email\n        status\n        paymentStatus\n        paymentFailureReason\n        refundDue\n        createdAt\n        totalMoney {\n          amount\n        }\n        ...OrderGst\n        ...OrderTaxDocuments\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      paymentLink\n      errors {\n        ...UserErrorFields\n      }\n      order {\n        id\n        orderNumber\n        email\n        totalMoney {\n          amount\n        }\n        paymentStatus\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      paymentLink\n      errors {\n        ...UserErrorFields\n      }\n      order {\n        id\n        orderNumber\n        email\n        totalMoney {\n          amount\n        }\n        paymentStatus\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutOrderShipping($id: ID!) {\n    order(id: $id) {\n      id\n      firstName\n      lastName\n      email\n      phone\n      buyerGstin\n      address {\n        street\n        city\n        state\n        postalCode\n        country\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutOrderShipping($id: ID!) {\n    order(id: $id) {\n      id\n      firstName\n      lastName\n      email\n      phone\n      buyerGstin\n      address {\n        street\n        city\n        state\n        postalCode\n        country\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderConfirmation_order on Order {\n    id\n    orderNumber\n    createdAt\n    status\n    paymentStatus\n    paymentFailureReason\n    refundDue\n    refundedAmountMoney {\n      formatted\n    }\n    totalMoney {\n      formatted\n    }\n    customerName\n    email\n    phone\n    addressLine\n    shipment {\n      carrierName\n      trackingNumber\n      trackingUrl\n    }\n    ...PricedTotals\n    ...OrderGst\n    ...OrderTaxDocuments\n    lines {\n      ...OrderLineSummary\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  fragment OrderConfirmation_order on Order {\n    id\n    orderNumber\n    createdAt\n    status\n    paymentStatus\n    paymentFailureReason\n    refundDue\n    refundedAmountMoney {\n      formatted\n    }\n    totalMoney {\n      formatted\n    }\n    customerName\n    email\n    phone\n    addressLine\n    shipment {\n      carrierName\n      trackingNumber\n      trackingUrl\n    }\n    ...PricedTotals\n    ...OrderGst\n    ...OrderTaxDocuments\n    lines {\n      ...OrderLineSummary\n      imageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      sent\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      sent\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderReturns($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      email\n      status\n      deliveredAt\n      returnWindowEndsAt\n      lines {\n        id\n        name\n        size\n        quantity\n      }\n      returns {\n        id\n        status\n        reasonLabel\n        rejectionReason\n        requestedAt\n        lines {\n          orderLineId\n          quantity\n        }\n        refundAmount {\n          formatted\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderReturns($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      email\n      status\n      deliveredAt\n      returnWindowEndsAt\n      lines {\n        id\n        name\n        size\n        quantity\n      }\n      returns {\n        id\n        status\n        reasonLabel\n        rejectionReason\n        requestedAt\n        lines {\n          orderLineId\n          quantity\n        }\n        refundAmount {\n          formatted\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestReturn($input: RequestReturnInput!) {\n    requestReturn(input: $input) {\n      returnRequest {\n        id\n        status\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestReturn($input: RequestReturnInput!) {\n    requestReturn(input: $input) {\n      returnRequest {\n        id\n        status\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderReviews($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      lines {\n        id\n        productId\n        name\n        imageUrl\n      }\n      reviews {\n        id\n        productId\n        rating\n        title\n        body\n        status\n        reply\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderReviews($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      lines {\n        id\n        productId\n        name\n        imageUrl\n      }\n      reviews {\n        id\n        productId\n        rating\n        title\n        body\n        status\n        reply\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      review {\n        id\n        status\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      review {\n        id\n        status\n      }\n      errors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackOrder($orderNumber: String!, $email: String!) {\n    trackOrder(orderNumber: $orderNumber, email: $email) {\n      id\n      orderNumber\n    }\n  }\n"): (typeof documents)["\n  query TrackOrder($orderNumber: String!, $email: String!) {\n    trackOrder(orderNumber: $orderNumber, email: $email) {\n      id\n      orderNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WishlistProduct($id: ID!) {\n    product(id: $id) {\n      ...AddToCart_product\n    }\n  }\n"): (typeof documents)["\n  query WishlistProduct($id: ID!) {\n    product(id: $id) {\n      ...AddToCart_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartQuote($lines: [OrderLineInput!]!, $discountCode: String, $email: String, $paymentMethod: PaymentMethod) {\n    quote(lines: $lines, discountCode: $discountCode, email: $email, paymentMethod: $paymentMethod) {\n      itemCount\n      ...PricedTotals\n      orderable\n      cashOnDelivery {\n        available\n        message\n        feeMoney {\n          amount\n        }\n      }\n      discount {\n        code\n        savingMoney {\n          amount\n        }\n      }\n      discountRefusal {\n        reason\n        message\n      }\n      lines {\n        variantId\n        quantity\n        unitPriceMoney {\n          amount\n        }\n        gstRatePercent\n        discountMoney {\n          amount\n        }\n        available\n        maxQuantity\n        problem {\n          code\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CartQuote($lines: [OrderLineInput!]!, $discountCode: String, $email: String, $paymentMethod: PaymentMethod) {\n    quote(lines: $lines, discountCode: $discountCode, email: $email, paymentMethod: $paymentMethod) {\n      itemCount\n      ...PricedTotals\n      orderable\n      cashOnDelivery {\n        available\n        message\n        feeMoney {\n          amount\n        }\n      }\n      discount {\n        code\n        savingMoney {\n          amount\n        }\n      }\n      discountRefusal {\n        reason\n        message\n      }\n      lines {\n        variantId\n        quantity\n        unitPriceMoney {\n          amount\n        }\n        gstRatePercent\n        discountMoney {\n          amount\n        }\n        available\n        maxQuantity\n        problem {\n          code\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserErrorFields on UserError {\n    code\n    message\n    field\n  }\n"): (typeof documents)["\n  fragment UserErrorFields on UserError {\n    code\n    message\n    field\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderGst on Order {\n    shippingMoney {\n      amount\n    }\n    lines {\n      quantity\n      unitPriceMoney {\n        amount\n      }\n      gstRatePercent\n    }\n  }\n"): (typeof documents)["\n  fragment OrderGst on Order {\n    shippingMoney {\n      amount\n    }\n    lines {\n      quantity\n      unitPriceMoney {\n        amount\n      }\n      gstRatePercent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderTaxDocuments on Order {\n    invoice {\n      id\n      number\n      pdfUrl\n    }\n    creditNotes {\n      id\n      number\n      pdfUrl\n    }\n  }\n"): (typeof documents)["\n  fragment OrderTaxDocuments on Order {\n    invoice {\n      id\n      number\n      pdfUrl\n    }\n    creditNotes {\n      id\n      number\n      pdfUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderLineSummary on OrderLine {\n    productId\n    variantId\n    name\n    size\n    quantity\n    unitPriceMoney {\n      formatted\n    }\n    lineTotalMoney {\n      formatted\n    }\n  }\n"): (typeof documents)["\n  fragment OrderLineSummary on OrderLine {\n    productId\n    variantId\n    name\n    size\n    quantity\n    unitPriceMoney {\n      formatted\n    }\n    lineTotalMoney {\n      formatted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PricedTotals on PricedTotals {\n    subtotalMoney {\n      amount\n    }\n    discountMoney {\n      amount\n    }\n    shippingMoney {\n      amount\n    }\n    taxMoney {\n      amount\n    }\n    codFeeMoney {\n      amount\n    }\n    totalMoney {\n      amount\n    }\n  }\n"): (typeof documents)["\n  fragment PricedTotals on PricedTotals {\n    subtotalMoney {\n      amount\n    }\n    discountMoney {\n      amount\n    }\n    shippingMoney {\n      amount\n    }\n    taxMoney {\n      amount\n    }\n    codFeeMoney {\n      amount\n    }\n    totalMoney {\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopDetails {\n    shopDetails {\n      shopName\n      legalName\n      address\n      gstin\n      phone\n      email\n    }\n  }\n"): (typeof documents)["\n  query ShopDetails {\n    shopDetails {\n      shopName\n      legalName\n      address\n      gstin\n      phone\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddToCart_product on Product {\n    id\n    name\n    category {\n      slug\n    }\n    priceMoney {\n      amount\n    }\n    imageUrl\n    stock\n    sizes {\n      id\n      label\n      priceMoney {\n        amount\n      }\n      stock\n      orderLimit\n    }\n  }\n"): (typeof documents)["\n  fragment AddToCart_product on Product {\n    id\n    name\n    category {\n      slug\n    }\n    priceMoney {\n      amount\n    }\n    imageUrl\n    stock\n    sizes {\n      id\n      label\n      priceMoney {\n        amount\n      }\n      stock\n      orderLimit\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;