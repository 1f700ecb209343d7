/* eslint-disable */
import * as types from './graphql';



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
    "\n  mutation AccountsSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      accepted\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.AccountsSignUpDocument,
    "\n  mutation AccountsConfirm($token: String!, $password: String!) {\n    confirmEmail(token: $token, password: $password) {\n      email\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.AccountsConfirmDocument,
    "\n  mutation AccountsLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      user {\n        email\n        role\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.AccountsLoginDocument,
    "\n  query AccountsMe {\n    me {\n      email\n      name\n      emailConfirmed\n      orders {\n        id\n        orderNumber\n        status\n      }\n      addresses {\n        id\n        city\n        state\n      }\n    }\n  }\n": typeof types.AccountsMeDocument,
    "\n  query AccountsMarketingConsent {\n    marketingConsent {\n      consented\n      consentedAt\n      withdrawnAt\n    }\n  }\n": typeof types.AccountsMarketingConsentDocument,
    "\n  mutation AccountsRequestReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      accepted\n      errors {\n        code\n      }\n    }\n  }\n": typeof types.AccountsRequestResetDocument,
    "\n  mutation AccountsReset($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      changed\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.AccountsResetDocument,
    "\n  mutation AccountsSaveAddress($input: SavedAddressInput!, $id: ID) {\n    saveAddress(input: $input, id: $id) {\n      address {\n        id\n        state\n        addressLine2\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.AccountsSaveAddressDocument,
    "\n  mutation AccountsDelete($password: String!) {\n    deleteAccount(password: $password) {\n      deleted\n      errors {\n        code\n      }\n    }\n  }\n": typeof types.AccountsDeleteDocument,
    "\n  query AdminPasswordMe {\n    me {\n      email\n    }\n  }\n": typeof types.AdminPasswordMeDocument,
    "\n  mutation AdminProductsCreate($input: ProductInput!) {\n    createProduct(input: $input) {\n      product {\n        ...AllProductFields\n      }\n      errors {\n        ...UserErrorAllFields\n      }\n    }\n  }\n": typeof types.AdminProductsCreateDocument,
    "\n  mutation AdminProductsUpdate($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        ...AllProductFields\n      }\n      errors {\n        ...UserErrorAllFields\n      }\n    }\n  }\n": typeof types.AdminProductsUpdateDocument,
    "\n  mutation AdminProductsDelete($id: ID!) {\n    deleteProduct(id: $id) {\n      deletedId\n      errors {\n        ...UserErrorAllFields\n      }\n    }\n  }\n": typeof types.AdminProductsDeleteDocument,
    "\n  query AdminProductsProduct($id: ID!) {\n    product(id: $id) {\n      ...AllProductFields\n    }\n  }\n": typeof types.AdminProductsProductDocument,
    "\n  query AdminProductsFace {\n    products(filter: { category: \"face\" }) {\n      totalCount\n      items {\n        id\n      }\n    }\n  }\n": typeof types.AdminProductsFaceDocument,
    "\n  mutation ApiTokensCreate($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        id\n        name\n        prefix\n        scopes\n        lastUsedAt\n        revokedAt\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ApiTokensCreateDocument,
    "\n  query ApiTokensOrders {\n    orders(limit: 5) {\n      totalCount\n      items {\n        id\n        status\n        history {\n          status\n          changedBy\n        }\n      }\n    }\n  }\n": typeof types.ApiTokensOrdersDocument,
    "\n  query ApiTokensList {\n    apiTokens {\n      id\n      prefix\n      lastUsedAt\n    }\n  }\n": typeof types.ApiTokensListDocument,
    "\n  mutation ApiTokensRevoke($id: ID!) {\n    revokeApiToken(id: $id) {\n      token {\n        revokedAt\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ApiTokensRevokeDocument,
    "\n  mutation AuthLogout {\n    logout {\n      signedOut\n      errors {\n        code\n      }\n    }\n  }\n": typeof types.AuthLogoutDocument,
    "\n  mutation NotifyMeWhenBack($input: BackInStockInput!) {\n    requestBackInStock(input: $input) {\n      requested\n      email\n      message\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.NotifyMeWhenBackDocument,
    "\n  query BackInStockProductForForm($id: ID!) {\n    product(id: $id) {\n      name\n      category {\n        slug\n      }\n      subcategory\n      price\n      description\n      benefits\n      imageUrl\n      images\n      sizes {\n        id\n        label\n        price\n        stock\n      }\n    }\n  }\n": typeof types.BackInStockProductForFormDocument,
    "\n  query BackInStockLinkedProduct($id: ID!) {\n    product(id: $id) {\n      name\n      sizes {\n        label\n        stock\n      }\n    }\n  }\n": typeof types.BackInStockLinkedProductDocument,
    "\n  query BackInStockWaitingForSizes($productId: ID!) {\n    backInStockWaiting(productId: $productId) {\n      sizeId\n      shoppers\n    }\n  }\n": typeof types.BackInStockWaitingForSizesDocument,
    "\n  mutation BackInStockSaveProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.BackInStockSaveProductDocument,
    "\n        mutation BackInStockEraseMe($password: String!) {\n          deleteAccount(password: $password) {\n            deleted\n          }\n        }\n      ": typeof types.BackInStockEraseMeDocument,
    "\n  query CodOpenGroups($minOrders: Int) {\n    openCashOnDeliveryGroups(minOrders: $minOrders) {\n      matchedBy\n      key\n      openOrders\n      orders {\n        id\n        orderNumber\n      }\n    }\n  }\n": typeof types.CodOpenGroupsDocument,
    "\n  query CatalogueCacheListing($filter: ProductFilter, $sort: ProductSort, $limit: Int) {\n    products(filter: $filter, sort: $sort, limit: $limit) {\n      totalCount\n      items {\n        id\n        price\n        stock\n      }\n    }\n  }\n": typeof types.CatalogueCacheListingDocument,
    "\n  query CatalogueCacheProduct($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      price\n      stock\n      sizes {\n        label\n        price\n      }\n    }\n  }\n": typeof types.CatalogueCacheProductDocument,
    "\n  query CatalogueCachePublicAndMe {\n    products(limit: 1) {\n      totalCount\n    }\n    me {\n      email\n    }\n  }\n": typeof types.CatalogueCachePublicAndMeDocument,
    "\n  query CatalogueCacheBadLimit($limit: Int) {\n    products(limit: $limit) {\n      totalCount\n    }\n  }\n": typeof types.CatalogueCacheBadLimitDocument,
    "\n  query CachedBurst {\n    product(id: \"hair-oil-3\") {\n      id\n      name\n      rating\n      reviews\n      stock\n    }\n  }\n": typeof types.CachedBurstDocument,
    "\n  query CatalogueCacheShopDetails {\n    shopDetails {\n      shopName\n      phone\n    }\n  }\n": typeof types.CatalogueCacheShopDetailsDocument,
    "\n  mutation CatalogueCacheSetShopPhone($input: ShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.CatalogueCacheSetShopPhoneDocument,
    "\n  query CatalogueConcernsListing($filter: ProductFilter, $limit: Int) {\n    products(filter: $filter, limit: $limit) {\n      totalCount\n      didYouMean\n      items {\n        id\n        concerns {\n          key\n          label\n        }\n      }\n    }\n  }\n": typeof types.CatalogueConcernsListingDocument,
    "\n  query CatalogueConcernsProductForEdit($id: ID!) {\n    product(id: $id) {\n      name\n      category {\n        slug\n      }\n      subcategory\n      priceMoney {\n        amount\n      }\n      sizes {\n        id\n        label\n        priceMoney {\n          amount\n        }\n      }\n      description\n      benefits\n      imageUrl\n      concerns {\n        key\n      }\n    }\n  }\n": typeof types.CatalogueConcernsProductForEditDocument,
    "\n  mutation CatalogueConcernsUpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        id\n        concerns {\n          key\n          label\n        }\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.CatalogueConcernsUpdateProductDocument,
    "\n  query CatalogueCountsTotal($filter: ProductFilter) {\n    products(filter: $filter, limit: 1) {\n      totalCount\n    }\n  }\n": typeof types.CatalogueCountsTotalDocument,
    "\n  query CatalogueCountsCategories {\n    categories {\n      id\n      subcategories\n      productCount\n    }\n  }\n": typeof types.CatalogueCountsCategoriesDocument,
    "\n  mutation CatalogueCountsCreate($input: ProductInput!) {\n    createProduct(input: $input) {\n      product {\n        id\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.CatalogueCountsCreateDocument,
    "\n  mutation CatalogueCountsDelete {\n    deleteProduct(id: \"tulsi-mist-1\") {\n      deletedId\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.CatalogueCountsDeleteDocument,
    "\n  query CatalogueSearch($search: String!, $limit: Int) {\n    products(filter: { search: $search }, limit: $limit) {\n      items {\n        id\n        name\n      }\n      totalCount\n      didYouMean\n    }\n  }\n": typeof types.CatalogueSearchDocument,
    "\n  query CatalogueSearchSynonyms {\n    searchSynonyms {\n      terms\n    }\n  }\n": typeof types.CatalogueSearchSynonymsDocument,
    "\n  mutation CatalogueSearchUpdateSynonyms($groups: [SearchSynonymGroupInput!]!) {\n    updateSearchSynonyms(groups: $groups) {\n      searchSynonyms {\n        terms\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.CatalogueSearchUpdateSynonymsDocument,
    "\n  query CatalogueHairOil {\n    product(id: \"hair-oil-1\") {\n      ...AllProductFields\n    }\n  }\n": typeof types.CatalogueHairOilDocument,
    "\n  query CatalogueUnknownProduct {\n    product(id: \"no-such-product\") {\n      id\n    }\n  }\n": typeof types.CatalogueUnknownProductDocument,
    "\n  query CatalogueCategories {\n    categories {\n      id\n      name\n      subcategories\n      productCount\n    }\n  }\n": typeof types.CatalogueCategoriesDocument,
    "\n    query CatalogueCappedSearch($search: String, $offset: Int) {\n      products(filter: { search: $search }, offset: $offset, limit: 24) {\n        totalCount\n        totalCountCapped\n        pageInfo {\n          hasNextPage\n        }\n        items {\n          id\n        }\n      }\n    }\n  ": typeof types.CatalogueCappedSearchDocument,
    "\n    query CatalogueCountEverything {\n      products(limit: 1) {\n        totalCount\n        totalCountCapped\n      }\n    }\n  ": typeof types.CatalogueCountEverythingDocument,
    "\n  query CheckoutOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderPageFields\n    }\n  }\n": typeof types.CheckoutOrderDocument,
    "\n  query CheckoutOrderHistory($id: ID!) {\n    order(id: $id) {\n      id\n      history {\n        status\n      }\n    }\n  }\n": typeof types.CheckoutOrderHistoryDocument,
    "\n  mutation ContactSendBeforePost($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      sent\n      errors {\n        ...UserErrorAllFields\n      }\n    }\n  }\n": typeof types.ContactSendBeforePostDocument,
    "\n  mutation ContactPageShopDetails($input: ShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.ContactPageShopDetailsDocument,
    "\n  mutation TicketSend($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      sent\n      ticket\n      resolveBy\n      errors {\n        code\n      }\n    }\n  }\n": typeof types.TicketSendDocument,
    "\n  query Tickets {\n    contactMessages(offset: 0, limit: 20) {\n      items {\n        id\n        ticket\n        name\n        acknowledgedAt\n        acknowledgeBy\n        resolveBy\n        resolvedAt\n        ticketStatus\n        ageText\n        acknowledgementText\n        resolutionText\n        read\n      }\n    }\n  }\n": typeof types.TicketsDocument,
    "\n  mutation TicketResolve($id: ID!, $resolved: Boolean!) {\n    resolveContactMessage(id: $id, resolved: $resolved) {\n      contactMessage {\n        ticketStatus\n        resolutionText\n        read\n      }\n      errors {\n        code\n      }\n    }\n  }\n": typeof types.TicketResolveDocument,
    "\n  query GrievanceOfficer {\n    shopDetails {\n      legalName\n      gstin\n      grievanceOfficerName\n      grievanceOfficerDesignation\n      grievanceOfficerEmail\n      grievanceOfficerPhone\n    }\n  }\n": typeof types.GrievanceOfficerDocument,
    "\n  mutation SetGrievanceOfficer($input: ShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.SetGrievanceOfficerDocument,
    "\n  mutation ContactSend($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      sent\n      ticket\n      errors {\n        ...UserErrorAllFields\n      }\n    }\n  }\n": typeof types.ContactSendDocument,
    "\n  query CourierQuote($orderId: ID!, $parcel: ParcelInput) {\n    courierQuote(orderId: $orderId, parcel: $parcel) {\n      parcel {\n        weightGrams\n      }\n      codAmount {\n        amount\n      }\n      couriers {\n        courierId\n        name\n        rate {\n          amount\n        }\n        estimatedDays\n        cod\n      }\n    }\n  }\n": typeof types.CourierQuoteDocument,
    "\n  mutation CourierShip($input: ShipThroughCourierInput!) {\n    shipThroughCourier(input: $input) {\n      order {\n        id\n        status\n        totalMoney {\n          amount\n        }\n        shipment {\n          carrier\n          trackingNumber\n          trackingUrl\n          courierName\n          throughCourierService\n          codAmount {\n            amount\n          }\n          pickupScheduledFor\n          parcel {\n            weightGrams\n            lengthCm\n          }\n        }\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.CourierShipDocument,
    "\n  query CourierOrder($id: ID!) {\n    order(id: $id) {\n      orderNumber\n      email\n      lines {\n        id\n      }\n      status\n      refundDue\n      shipment {\n        courierStatus\n        returnedToOriginAt\n        failedDelivery {\n          reason\n          attempts\n          outcome\n        }\n        trackingEvents {\n          status\n          activity\n        }\n      }\n    }\n  }\n": typeof types.CourierOrderDocument,
    "\n  mutation CourierLabels($orderIds: [ID!]!) {\n    courierLabels(orderIds: $orderIds) {\n      url\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.CourierLabelsDocument,
    "\n  query CourierFailedDeliveries {\n    failedDeliveries {\n      id\n      shipment {\n        failedDelivery {\n          reason\n        }\n      }\n    }\n  }\n": typeof types.CourierFailedDeliveriesDocument,
    "\n  mutation CourierAnswer($input: AnswerFailedDeliveryInput!) {\n    answerFailedDelivery(input: $input) {\n      order {\n        shipment {\n          failedDelivery {\n            outcome\n          }\n        }\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.CourierAnswerDocument,
    "\n  mutation CourierReturnPickup($returnId: ID!) {\n    bookReturnPickup(returnId: $returnId) {\n      returnRequest {\n        status\n        pickupAwb\n        pickupCourier\n        pickupLabelUrl\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.CourierReturnPickupDocument,
    "\n  mutation CourierSetSizeParcel($productId: ID!, $sizeId: ID!, $parcel: ParcelInput!) {\n    setSizeParcel(productId: $productId, sizeId: $sizeId, parcel: $parcel) {\n      parcel {\n        weightGrams\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.CourierSetSizeParcelDocument,
    "\n  query CourierSizes($id: ID!) {\n    product(id: $id) {\n      sizes {\n        id\n        label\n        stock\n        parcel {\n          weightGrams\n          heightCm\n        }\n      }\n    }\n  }\n": typeof types.CourierSizesDocument,
    "\n  query CourierShopperOrder($id: ID!) {\n    order(id: $id) {\n      orderNumber\n      email\n      deliveryAttemptFailure {\n        reason\n        attempts\n        outcome\n        reattemptOn\n        reattemptDays\n        mayReturn\n      }\n    }\n  }\n": typeof types.CourierShopperOrderDocument,
    "\n  mutation CourierAnswerMine($order: ShopperOrderInput!, $input: DeliveryAnswerInput!) {\n    answerMyFailedDelivery(order: $order, input: $input) {\n      order {\n        deliveryAttemptFailure {\n          outcome\n          reattemptOn\n          reattemptDays\n        }\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.CourierAnswerMineDocument,
    "\n  query CourierOwnerView($id: ID!) {\n    order(id: $id) {\n      activity {\n        kind\n        by\n        note\n      }\n      shipment {\n        pickupStatus\n        pickupError\n        pickupScheduledFor\n        failedDelivery {\n          outcome\n          answeredBy\n          reattemptOn\n        }\n      }\n    }\n  }\n": typeof types.CourierOwnerViewDocument,
    "\n  query CourierFailedJobs {\n    failedJobs {\n      id\n      type\n      about\n      attempts\n      lastError\n    }\n  }\n": typeof types.CourierFailedJobsDocument,
    "\n  mutation CourierRunJobAgain($id: ID!) {\n    runJobAgain(id: $id) {\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.CourierRunJobAgainDocument,
    "\n  query CourierReturnPickupStatus($id: ID!) {\n    order(id: $id) {\n      returns {\n        id\n        pickupStatus\n        pickupScheduledFor\n      }\n    }\n  }\n": typeof types.CourierReturnPickupStatusDocument,
    "\n  query CustomerPageCustomer($email: String!) {\n    customer(email: $email) {\n      email\n      name\n      orderCount\n      totalSpentMoney {\n        amount\n      }\n      addresses {\n        street\n        city\n      }\n      orders {\n        id\n        status\n        totalMoney {\n          amount\n        }\n      }\n    }\n  }\n": typeof types.CustomerPageCustomerDocument,
    "\n  mutation DashboardDeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      deletedId\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.DashboardDeleteProductDocument,
    "\n  query DashboardFigures {\n    dashboard {\n      ...DashboardFigureFields\n      recentOrders {\n        id\n        email\n      }\n    }\n  }\n": typeof types.DashboardFiguresDocument,
    "\n  query DashboardCustomers($search: String, $offset: Int, $limit: Int) {\n    customers(search: $search, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        email\n        name\n        phone\n        orderCount\n        totalSpent\n        lastOrderAt\n      }\n    }\n  }\n": typeof types.DashboardCustomersDocument,
    "\n  query DashboardOrdersSearch($filter: OrderFilter) {\n    orders(filter: $filter, limit: 5) {\n      totalCount\n      totalCountCapped\n      items {\n        email\n      }\n    }\n  }\n": typeof types.DashboardOrdersSearchDocument,
    "\n  query DashboardCustomersCount($search: String) {\n    customers(search: $search, limit: 5) {\n      totalCount\n      totalCountCapped\n    }\n  }\n": typeof types.DashboardCustomersCountDocument,
    "\n  query DeliveryPromiseOf($pincode: String!) {\n    deliveryPromise(pincode: $pincode) {\n      pincode\n      area {\n        city\n        state\n      }\n      deliverable\n      zone\n      dispatchDate\n      deliveryDate\n      orderWithinMinutes\n      message\n      cutoffMessage\n      cashOnDelivery\n      cashOnDeliveryMessage\n    }\n  }\n": typeof types.DeliveryPromiseOfDocument,
    "\n  query DeliveryTerms {\n    deliverySettings {\n      dispatchPincode\n      dispatchWeekdays\n      cutoffTime\n      holidays\n      transitDays {\n        zone\n        days\n      }\n    }\n  }\n": typeof types.DeliveryTermsDocument,
    "\n  mutation SetDeliveryTerms($input: DeliverySettingsInput!) {\n    updateDeliverySettings(input: $input) {\n      deliverySettings {\n        cutoffTime\n        holidays\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.SetDeliveryTermsDocument,
    "\n  mutation DeliveryCodOn($input: CodSettingsInput!) {\n    updateCodSettings(input: $input) {\n      errors {\n        code\n      }\n    }\n  }\n": typeof types.DeliveryCodOnDocument,
    "\n  mutation DiscountCodesCreate($input: DiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      discountCode {\n        id\n        code\n        kind\n        percent\n        startsAt\n        endsAt\n        active\n        uses\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.DiscountCodesCreateDocument,
    "\n  mutation DiscountCodesUpdate($id: ID!, $input: DiscountCodeInput!) {\n    updateDiscountCode(id: $id, input: $input) {\n      discountCode {\n        id\n        active\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.DiscountCodesUpdateDocument,
    "\n  query DiscountCodesList {\n    discountCodes {\n      code\n      uses\n      revenueMoney {\n        amount\n      }\n    }\n  }\n": typeof types.DiscountCodesListDocument,
    "\n  query DiscountCodesQuote($lines: [OrderLineInput!]!, $discountCode: String, $email: String) {\n    quote(lines: $lines, discountCode: $discountCode, email: $email) {\n      subtotalMoney {\n        amount\n      }\n      discountMoney {\n        amount\n      }\n      shippingMoney {\n        amount\n      }\n      totalMoney {\n        amount\n      }\n      freeShippingShortfallMoney {\n        amount\n      }\n      discount {\n        code\n        kind\n        savingMoney {\n          amount\n        }\n      }\n      discountRefusal {\n        reason\n        message\n        amountNeededMoney {\n          amount\n        }\n      }\n      lines {\n        discountMoney {\n          amount\n        }\n        paidMoney {\n          amount\n        }\n      }\n    }\n  }\n": typeof types.DiscountCodesQuoteDocument,
    "\n  mutation DiscountCodesOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      order {\n        id\n        discountCode\n        subtotalMoney {\n          amount\n        }\n        discountMoney {\n          amount\n        }\n        shippingMoney {\n          amount\n        }\n        totalMoney {\n          amount\n        }\n        lines {\n          discountMoney {\n            amount\n          }\n          paidMoney {\n            amount\n          }\n        }\n      }\n      errors {\n        code\n        message\n        field\n        discountRefusal {\n          reason\n          message\n          amountNeededMoney {\n            amount\n          }\n        }\n      }\n    }\n  }\n": typeof types.DiscountCodesOrderDocument,
    "\n  mutation DiscountCodesCancel($id: ID!) {\n    updateOrderStatus(id: $id, status: CANCELLED) {\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.DiscountCodesCancelDocument,
    "\n  query DiscountCodesInvoice($id: ID!) {\n    order(id: $id) {\n      invoice {\n        lines {\n          description\n          amountMoney {\n            amount\n          }\n          taxableValueMoney {\n            amount\n          }\n          cgstMoney {\n            amount\n          }\n          sgstMoney {\n            amount\n          }\n          igstMoney {\n            amount\n          }\n        }\n        totalMoney {\n          amount\n        }\n      }\n    }\n  }\n": typeof types.DiscountCodesInvoiceDocument,
    "\n  fragment RupeeBreakdown on MoneyBreakdown {\n    goodsMoney {\n      amount\n    }\n    discountCode\n    discountMoney {\n      amount\n    }\n    lines {\n      lineId\n      description\n      quantity\n      amountMoney {\n        amount\n      }\n      discountMoney {\n        amount\n      }\n      paidMoney {\n        amount\n      }\n      gstRatePercent\n      taxableValueMoney {\n        amount\n      }\n      gstMoney {\n        amount\n      }\n    }\n    shippingMoney {\n      amount\n    }\n    codFeeMoney {\n      amount\n    }\n    taxableValueMoney {\n      amount\n    }\n    cgstMoney {\n      amount\n    }\n    sgstMoney {\n      amount\n    }\n    utgstMoney {\n      amount\n    }\n    igstMoney {\n      amount\n    }\n    gstMoney {\n      amount\n    }\n    gstByRate {\n      ratePercent\n      taxableValueMoney {\n        amount\n      }\n      cgstMoney {\n        amount\n      }\n      sgstMoney {\n        amount\n      }\n      utgstMoney {\n        amount\n      }\n      igstMoney {\n        amount\n      }\n      gstMoney {\n        amount\n      }\n    }\n    placeOfSupply\n    supplyType\n    placeOfSupplyAssumed\n    totalMoney {\n      amount\n    }\n    refundedMoney {\n      amount\n    }\n    netMoney {\n      amount\n    }\n    cashToCollectMoney {\n      amount\n    }\n  }\n": typeof types.RupeeBreakdownFragmentDoc,
    "\n  query RupeeQuote($lines: [OrderLineInput!]!, $discountCode: String, $paymentMethod: PaymentMethod, $state: String) {\n    quote(lines: $lines, discountCode: $discountCode, paymentMethod: $paymentMethod, state: $state) {\n      totalMoney {\n        amount\n      }\n      breakdown {\n        ...RupeeBreakdown\n      }\n    }\n  }\n": typeof types.RupeeQuoteDocument,
    "\n  mutation RupeeOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      order {\n        id\n        orderNumber\n        lines {\n          id\n        }\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.RupeeOrderDocument,
    "\n  mutation RupeeRefund($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      order {\n        id\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.RupeeRefundDocument,
    "\n  query RupeeOrderList($search: String) {\n    orders(filter: { search: $search }) {\n      items {\n        orderNumber\n        paymentMethod\n        breakdown {\n          totalMoney {\n            amount\n          }\n          cashToCollectMoney {\n            amount\n          }\n        }\n      }\n    }\n  }\n": typeof types.RupeeOrderListDocument,
    "\n  query RupeeBooks($search: String, $from: String!, $to: String!) {\n    customers(search: $search) {\n      items {\n        email\n        totalSpentMoney {\n          amount\n        }\n      }\n    }\n    dashboard {\n      totalRevenueMoney {\n        amount\n      }\n    }\n    salesReport(from: $from, to: $to) {\n      revenueMoney {\n        amount\n      }\n      products {\n        productId\n        quantity\n        revenueMoney {\n          amount\n        }\n      }\n    }\n    ordersCsv(from: $from, to: $to)\n  }\n": typeof types.RupeeBooksDocument,
    "\n  query RupeeOrderView($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      totalMoney {\n        amount\n      }\n      breakdown {\n        ...RupeeBreakdown\n      }\n      invoice {\n        number\n        placeOfSupply\n        supplyType\n        taxableValueMoney {\n          amount\n        }\n        cgstMoney {\n          amount\n        }\n        sgstMoney {\n          amount\n        }\n        igstMoney {\n          amount\n        }\n        totalMoney {\n          amount\n        }\n        lines {\n          gstRatePercent\n          taxableValueMoney {\n            amount\n          }\n          cgstMoney {\n            amount\n          }\n          sgstMoney {\n            amount\n          }\n          igstMoney {\n            amount\n          }\n        }\n      }\n      creditNotes {\n        number\n        totalMoney {\n          amount\n        }\n        cgstMoney {\n          amount\n        }\n        sgstMoney {\n          amount\n        }\n        igstMoney {\n          amount\n        }\n      }\n      refunds {\n        method\n        manualReference\n        paidOn\n        state\n        amountMoney {\n          amount\n        }\n      }\n    }\n  }\n": typeof types.RupeeOrderViewDocument,
    "\n  query GstRoundTwoDocuments($id: ID!) {\n    order(id: $id) {\n      id\n      buyerLegalName\n      totalMoney {\n        amount\n      }\n      invoice {\n        id\n        number\n        documentType\n        buyerLegalName\n        pdfUrl\n        taxableValueMoney {\n          amount\n        }\n        cgstMoney {\n          amount\n        }\n        sgstMoney {\n          amount\n        }\n        utgstMoney {\n          amount\n        }\n        igstMoney {\n          amount\n        }\n        totalMoney {\n          amount\n        }\n        lines {\n          description\n          hsnCode\n          quantity\n          uqc\n          gstRatePercent\n          amountMoney {\n            amount\n          }\n          discountMoney {\n            amount\n          }\n          cgstMoney {\n            amount\n          }\n          sgstMoney {\n            amount\n          }\n          utgstMoney {\n            amount\n          }\n        }\n      }\n      creditNotes {\n        number\n        documentType\n        reason\n        pdfUrl\n        totalMoney {\n          amount\n        }\n        taxableValueMoney {\n          amount\n        }\n        cgstMoney {\n          amount\n        }\n        sgstMoney {\n          amount\n        }\n        igstMoney {\n          amount\n        }\n      }\n    }\n  }\n": typeof types.GstRoundTwoDocumentsDocument,
    "\n  mutation GstRoundTwoRefund($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.GstRoundTwoRefundDocument,
    "\n  mutation GstRoundTwoSettings($input: ShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.GstRoundTwoSettingsDocument,
    "\n  query GstRoundTwoList($search: String) {\n    taxDocuments(search: $search) {\n      items {\n        kind\n        documentType\n        number\n      }\n    }\n  }\n": typeof types.GstRoundTwoListDocument,
    "\n  mutation GstRoundTwoCreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      product {\n        id\n        uqc\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.GstRoundTwoCreateProductDocument,
    "\n  query GstRoundTwoExports($month: String!) {\n    gstr1Export(month: $month) {\n      files {\n        table\n        name\n        csv\n      }\n      zipBase64\n    }\n    salesRegisterCsv(month: $month)\n  }\n": typeof types.GstRoundTwoExportsDocument,
    "\n  fragment GstDocumentFields on Invoice {\n    id\n    number\n    issuedAt\n    placeOfSupply\n    supplyType\n    buyerGstin\n    pdfUrl\n    taxableValueMoney {\n      amount\n    }\n    cgstMoney {\n      amount\n    }\n    sgstMoney {\n      amount\n    }\n    igstMoney {\n      amount\n    }\n    totalMoney {\n      amount\n    }\n    lines {\n      description\n      hsnCode\n      quantity\n      gstRatePercent\n      amountMoney {\n        amount\n      }\n      taxableValueMoney {\n        amount\n      }\n      cgstMoney {\n        amount\n      }\n      sgstMoney {\n        amount\n      }\n      igstMoney {\n        amount\n      }\n    }\n  }\n": typeof types.GstDocumentFieldsFragmentDoc,
    "\n  query GstOrderInvoice($id: ID!) {\n    order(id: $id) {\n      id\n      totalMoney {\n        amount\n      }\n      invoice {\n        ...GstDocumentFields\n      }\n      refunds {\n        id\n        state\n        creditNote {\n          number\n          invoiceNumber\n          pdfUrl\n          totalMoney {\n            amount\n          }\n          cgstMoney {\n            amount\n          }\n          sgstMoney {\n            amount\n          }\n          igstMoney {\n            amount\n          }\n          lines {\n            hsnCode\n            quantity\n            amountMoney {\n              amount\n            }\n            taxableValueMoney {\n              amount\n            }\n            cgstMoney {\n              amount\n            }\n            sgstMoney {\n              amount\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.GstOrderInvoiceDocument,
    "\n  mutation GstRefund($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.GstRefundDocument,
    "\n  query GstTaxDocuments($search: String, $kind: TaxDocumentKind) {\n    taxDocuments(search: $search, kind: $kind) {\n      totalCount\n      items {\n        kind\n        number\n        orderNumber\n        buyerName\n        buyerGstin\n        placeOfSupply\n      }\n    }\n  }\n": typeof types.GstTaxDocumentsDocument,
    "\n  query GstGstr1($month: String!) {\n    gstr1Export(month: $month) {\n      files {\n        table\n        name\n        csv\n      }\n      zipBase64\n      zipFilename\n    }\n  }\n": typeof types.GstGstr1Document,
    "\n  query JobsFailedJobs {\n    failedJobs {\n      id\n      type\n      about\n      attempts\n      lastError\n      failedAt\n      createdAt\n    }\n  }\n": typeof types.JobsFailedJobsDocument,
    "\n  mutation JobsRunAgain($id: ID!) {\n    runJobAgain(id: $id) {\n      job {\n        id\n        type\n        about\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.JobsRunAgainDocument,
    "\n  mutation JobsCreateEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.JobsCreateEndpointDocument,
    "\n  mutation JobsSendTestWebhook($endpointId: ID!) {\n    sendTestWebhook(endpointId: $endpointId) {\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.JobsSendTestWebhookDocument,
    "\n  query MailFailuresList {\n    troubledMails {\n      id\n      kind\n      to\n      subject\n      state\n      attempts\n      lastError\n      nextAttemptAt\n    }\n  }\n": typeof types.MailFailuresListDocument,
    "\n  mutation MailFailuresSendAgain($id: ID!) {\n    sendMailAgain(id: $id) {\n      mail {\n        id\n        state\n        attempts\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.MailFailuresSendAgainDocument,
    "\n  query MailPreviewsAll {\n    mailPreviews {\n      kind\n      label\n      to\n      subject\n      html\n      text\n    }\n  }\n": typeof types.MailPreviewsAllDocument,
    "\n  mutation MailPreviewsSaveDetails($input: ShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.MailPreviewsSaveDetailsDocument,
    "\n  query MoneyVariantsProduct($id: ID!) {\n    product(id: $id) {\n      id\n      isNew\n      category {\n        id\n        slug\n        name\n      }\n      priceMoney {\n        ...MoneyFields\n      }\n      sizes {\n        id\n        sku\n        label\n        priceMoney {\n          ...MoneyFields\n        }\n      }\n    }\n  }\n": typeof types.MoneyVariantsProductDocument,
    "\n  fragment MoneyVariantsLine on PricedLine {\n    productId\n    variantId\n    sku\n    size\n    quantity\n    unitPriceMoney {\n      amount\n      formatted\n    }\n    lineTotalMoney {\n      amount\n    }\n  }\n": typeof types.MoneyVariantsLineFragmentDoc,
    "\n  query MoneyVariantsQuote($lines: [OrderLineInput!]!) {\n    quote(lines: $lines) {\n      orderable\n      subtotalMoney {\n        ...MoneyFields\n      }\n      shippingMoney {\n        ...MoneyFields\n      }\n      taxMoney {\n        amount\n      }\n      totalMoney {\n        amount\n        formatted\n      }\n      lines {\n        ...MoneyVariantsLine\n        problem {\n          code\n          message\n        }\n      }\n    }\n  }\n": typeof types.MoneyVariantsQuoteDocument,
    "\n  mutation MoneyVariantsCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      order {\n        id\n        status\n        subtotalMoney {\n          amount\n        }\n        shippingMoney {\n          amount\n        }\n        totalMoney {\n          ...MoneyFields\n        }\n        lines {\n          ...MoneyVariantsLine\n        }\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.MoneyVariantsCreateOrderDocument,
    "\n  query MoneyVariantsAdminView($status: OrderStatus) {\n    me {\n      role\n    }\n    orders(filter: { status: $status }) {\n      items {\n        id\n        status\n      }\n    }\n    dashboard {\n      totalRevenueMoney {\n        amount\n        currency\n        formatted\n      }\n    }\n  }\n": typeof types.MoneyVariantsAdminViewDocument,
    "\n  mutation MoneyVariantsUpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        sizes {\n          id\n          sku\n          label\n          priceMoney {\n            amount\n          }\n        }\n      }\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.MoneyVariantsUpdateProductDocument,
    "\n  query MultiProcessProduct($id: ID!) {\n    product(id: $id) {\n      id\n      price\n      sizes {\n        label\n        price\n      }\n    }\n  }\n": typeof types.MultiProcessProductDocument,
    "\n  query MutationErrorsSizes($id: ID!) {\n    product(id: $id) {\n      name\n      sizes {\n        id\n        label\n      }\n    }\n  }\n": typeof types.MutationErrorsSizesDocument,
    "\n  mutation MutationErrorsCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      order {\n        id\n      }\n      paymentLink\n      errors {\n        ...UserErrorAllFields\n        # An integrator re-sends or shows the server's total as the shop writes it.\n        serverTotals {\n          totalMoney {\n            formatted\n          }\n        }\n      }\n    }\n  }\n": typeof types.MutationErrorsCreateOrderDocument,
    "\n  mutation MutationErrorsCreateToken {\n    createApiToken(input: { name: \"Integrator\", scopes: [ORDERS_READ, ORDERS_WRITE] }) {\n      secret\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.MutationErrorsCreateTokenDocument,
    "\n  query NullabilityCategoriesAndDashboard {\n    categories {\n      id\n      productCount\n    }\n    dashboard {\n      orderCount\n    }\n  }\n": typeof types.NullabilityCategoriesAndDashboardDocument,
    "\n  query NullabilityPublicAndAdminRoots {\n    products(limit: 1) {\n      totalCount\n    }\n    orders {\n      totalCount\n    }\n    customers {\n      totalCount\n    }\n  }\n": typeof types.NullabilityPublicAndAdminRootsDocument,
    "\n  query NullabilityUnknownIds {\n    product(id: \"no-such-product\") {\n      id\n    }\n    order(id: \"00000000-0000-4000-8000-000000000000\") {\n      id\n    }\n    malformed: order(id: \"not-a-uuid\") {\n      id\n    }\n  }\n": typeof types.NullabilityUnknownIdsDocument,
    "\n  query NullabilityPageTypes {\n    __schema {\n      types {\n        name\n        fields {\n          name\n          type {\n            kind\n            ofType {\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.NullabilityPageTypesDocument,
    "\n  query NullabilityAdminOffsetPages {\n    taxDocuments(offset: 5, limit: 1) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        endCursor\n      }\n    }\n    reviews(limit: 1) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n    }\n  }\n": typeof types.NullabilityAdminOffsetPagesDocument,
    "\n  fragment OrderChangesFields on Order {\n    id\n    orderNumber\n    status\n    paymentStatus\n    refundedAmount\n    shopperMayCancel\n    phone\n    address {\n      street\n      city\n      state\n      postalCode\n    }\n    lines {\n      id\n      quantity\n      paidMoney {\n        amount\n      }\n    }\n  }\n": typeof types.OrderChangesFieldsFragmentDoc,
    "\n  query OrderChangesOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderChangesFields\n      activity {\n        kind\n        by\n        note\n      }\n      lines {\n        id\n        restockedQuantity\n      }\n      history {\n        status\n        changedBy\n        note\n      }\n      refunds {\n        amount\n        state\n        requestedBy\n      }\n      breakdown {\n        refundedMoney {\n          amount\n        }\n      }\n    }\n  }\n": typeof types.OrderChangesOrderDocument,
    "\n  query OrderChangesShopperView($id: ID!) {\n    order(id: $id) {\n      ...OrderChangesFields\n    }\n  }\n": typeof types.OrderChangesShopperViewDocument,
    "\n  query OrderChangesActivityAsShopper($id: ID!) {\n    order(id: $id) {\n      id\n      activity {\n        note\n      }\n    }\n  }\n": typeof types.OrderChangesActivityAsShopperDocument,
    "\n  mutation OrderChangesCancelMine($order: ShopperOrderInput!, $reason: String) {\n    cancelMyOrder(order: $order, reason: $reason) {\n      order {\n        ...OrderChangesFields\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.OrderChangesCancelMineDocument,
    "\n  mutation OrderChangesRequestAddress($order: ShopperOrderInput!, $request: String!) {\n    requestAddressChange(order: $order, request: $request) {\n      order {\n        id\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.OrderChangesRequestAddressDocument,
    "\n  mutation OrderChangesContact($input: OrderContactInput!) {\n    changeOrderContact(input: $input) {\n      order {\n        ...OrderChangesFields\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.OrderChangesContactDocument,
    "\n  mutation OrderChangesNote($orderId: ID!, $note: String!) {\n    addOrderNote(orderId: $orderId, note: $note) {\n      order {\n        id\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.OrderChangesNoteDocument,
    "\n  query OrderChangesCancellationRefund($id: ID!, $lines: [CancelOrderLineInput!]!) {\n    order(id: $id) {\n      cancellationRefund(lines: $lines) {\n        amount\n      }\n    }\n  }\n": typeof types.OrderChangesCancellationRefundDocument,
    "\n  mutation OrderChangesCancelLines($orderId: ID!, $lines: [CancelOrderLineInput!]!) {\n    cancelOrderLines(orderId: $orderId, lines: $lines) {\n      order {\n        ...OrderChangesFields\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.OrderChangesCancelLinesDocument,
    "\n  mutation OrderLimitsCreate($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      order {\n        id\n        itemCount\n        address {\n          state\n        }\n      }\n      errors {\n        ...UserErrorAllFields\n      }\n    }\n  }\n": typeof types.OrderLimitsCreateDocument,
    "\n  mutation OrderLimitsToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        unpaidOrderLimit\n      }\n      errors {\n        code\n        field\n      }\n    }\n  }\n": typeof types.OrderLimitsTokenDocument,
    "\n  query OrderSearchByNameList($filter: OrderFilter, $sort: OrderSort, $offset: Int, $limit: Int) {\n    orders(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      totalCount\n      totalCountCapped\n      items {\n        id\n      }\n    }\n  }\n": typeof types.OrderSearchByNameListDocument,
    "\n  query OrderTrackingTrack($orderNumber: String!, $email: String!) {\n    trackOrder(orderNumber: $orderNumber, email: $email) {\n      id\n      orderNumber\n      status\n      paymentStatus\n      total\n      lines {\n        name\n        quantity\n      }\n    }\n  }\n": typeof types.OrderTrackingTrackDocument,
    "\n  query OrdersAdminList($filter: OrderFilter, $sort: OrderSort, $offset: Int, $limit: Int) {\n    orders(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        id\n        orderNumber\n        customerName\n        email\n        total\n        itemCount\n        status\n        createdAt\n        lines {\n          name\n          quantity\n          unitPrice\n        }\n      }\n    }\n  }\n": typeof types.OrdersAdminListDocument,
    "\n  query OrdersAdminListWithHistory($limit: Int) {\n    orders(limit: $limit) {\n      items {\n        id\n        history {\n          status\n        }\n        lines {\n          name\n        }\n      }\n    }\n  }\n": typeof types.OrdersAdminListWithHistoryDocument,
    "\n  query OrdersAdminHistory($id: ID!) {\n    order(id: $id) {\n      history {\n        status\n        changedBy\n        at\n      }\n    }\n  }\n": typeof types.OrdersAdminHistoryDocument,
    "\n  query OrdersAdminStatusOptions($id: ID!) {\n    order(id: $id) {\n      status\n      allowedNextStatuses\n      statusOptions {\n        status\n        allowed\n        reason\n      }\n    }\n  }\n": typeof types.OrdersAdminStatusOptionsDocument,
    "\n  query PackingSlipsOrderSlipUrl($id: ID!) {\n    order(id: $id) {\n      orderNumber\n      packingSlipUrl\n    }\n  }\n": typeof types.PackingSlipsOrderSlipUrlDocument,
    "\n  query PaymentsErrorCode($id: ID!) {\n    order(id: $id) {\n      paymentErrorCode\n    }\n  }\n": typeof types.PaymentsErrorCodeDocument,
    "\n  query MyMarketingConsent {\n    marketingConsent {\n      consented\n      consentedAt\n      withdrawnAt\n    }\n  }\n": typeof types.MyMarketingConsentDocument,
    "\n  mutation SetMyMarketingConsent($consent: Boolean!) {\n    setMarketingConsent(consent: $consent) {\n      marketingConsent {\n        consented\n        consentedAt\n      }\n      errors {\n        code\n      }\n    }\n  }\n": typeof types.SetMyMarketingConsentDocument,
    "\n  mutation EraseMe($password: String!) {\n    deleteAccount(password: $password) {\n      deleted\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.EraseMeDocument,
    "\n  query OwnerSeesPriya($search: String) {\n    orders(filter: { search: $search }, offset: 0, limit: 20) {\n      items {\n        id\n        customerName\n        email\n      }\n    }\n    customers(search: $search, offset: 0, limit: 20) {\n      items {\n        name\n        email\n      }\n    }\n  }\n": typeof types.OwnerSeesPriyaDocument,
    "\n  query PriyaCsv($from: String!, $to: String!) {\n    ordersCsv(from: $from, to: $to)\n  }\n": typeof types.PriyaCsvDocument,
    "\n  mutation PriyaWrites($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      sent\n    }\n  }\n": typeof types.PriyaWritesDocument,
    "\n  query PincodesArea($code: String!) {\n    pincode(code: $code) {\n      pincode\n      city\n      district\n      state\n    }\n  }\n": typeof types.PincodesAreaDocument,
    "\n  query QueryCountsProducts($filter: ProductFilter, $sort: ProductSort, $offset: Int, $limit: Int) {\n    products(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        ...AllProductFields\n      }\n    }\n  }\n": typeof types.QueryCountsProductsDocument,
    "\n  query QueryCountsHomeRows {\n    featured: products(filter: { featured: true }, limit: 4) {\n      items {\n        id\n        featured\n        bestSeller\n        new\n        price\n      }\n    }\n    bestSellers: products(filter: { bestSeller: true }, limit: 4) {\n      items {\n        id\n        featured\n        bestSeller\n        new\n        price\n      }\n    }\n    newArrivals: products(filter: { isNew: true }, limit: 4) {\n      items {\n        id\n        featured\n        bestSeller\n        new\n        price\n      }\n    }\n  }\n": typeof types.QueryCountsHomeRowsDocument,
    "\n  query QueryCountsListingPage($filter: ProductFilter) {\n    products(filter: $filter, limit: 24) {\n      totalCount\n      items {\n        id\n      }\n    }\n    categories {\n      id\n      subcategories\n      productCount\n    }\n  }\n": typeof types.QueryCountsListingPageDocument,
    "\n  query QueryCountsProduct($id: ID!) {\n    product(id: $id) {\n      ...AllProductFields\n    }\n  }\n": typeof types.QueryCountsProductDocument,
    "\n  query QueryCountsCategories {\n    categories {\n      id\n      name\n      subcategories\n      productCount\n    }\n  }\n": typeof types.QueryCountsCategoriesDocument,
    "\n    query QueryCountsOrders($limit: Int) {\n      orders(limit: $limit) {\n        totalCount\n        items {\n          id\n          orderNumber\n          customerName\n          total\n          status\n          lines {\n            productId\n            name\n            quantity\n            unitPrice\n            lineTotal\n          }\n          history {\n            status\n            changedBy\n            at\n          }\n        }\n      }\n    }\n  ": typeof types.QueryCountsOrdersDocument,
    "\n    query QueryCountsDashboard {\n      dashboard {\n        ...DashboardFigureFields\n        recentOrders {\n          id\n          orderNumber\n          customerName\n          total\n          lines {\n            name\n            quantity\n          }\n        }\n      }\n    }\n  ": typeof types.QueryCountsDashboardDocument,
    "\n  query QuoteSerumOrderLimit {\n    product(id: \"hair-serum-1\") {\n      orderLimit\n    }\n  }\n": typeof types.QuoteSerumOrderLimitDocument,
    "\n  mutation RateLimitsLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      user {\n        id\n      }\n      errors {\n        code\n        message\n        retryAfterSeconds\n      }\n    }\n  }\n": typeof types.RateLimitsLoginDocument,
    "\n  mutation RateLimitsCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      order {\n        id\n      }\n      errors {\n        code\n        message\n        retryAfterSeconds\n      }\n    }\n  }\n": typeof types.RateLimitsCreateOrderDocument,
    "\n  fragment RefundsOrderFields on Order {\n    id\n    paymentStatus\n    refundDue\n    refundedAmount\n    total\n    refunds {\n      id\n      merchantRefundId\n      providerRefundId\n      amount\n      reason\n      restocked\n      state\n      errorCode\n      requestedBy\n    }\n  }\n": typeof types.RefundsOrderFieldsFragmentDoc,
    "\n  mutation RefundsRefund($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      order {\n        ...RefundsOrderFields\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.RefundsRefundDocument,
    "\n  query RefundsOrder($id: ID!) {\n    order(id: $id) {\n      ...RefundsOrderFields\n    }\n  }\n": typeof types.RefundsOrderDocument,
    "\n  query RefundsPeek($id: ID!) {\n    order(id: $id) {\n      id\n      refunds {\n        id\n      }\n    }\n  }\n": typeof types.RefundsPeekDocument,
    "\n  query RefundsOrderLines($id: ID!) {\n    order(id: $id) {\n      id\n      lines {\n        id\n        productId\n        quantity\n        restockedQuantity\n      }\n    }\n  }\n": typeof types.RefundsOrderLinesDocument,
    "\n  query RefundsDashboard {\n    dashboard {\n      totalRevenue\n    }\n  }\n": typeof types.RefundsDashboardDocument,
    "\n  query ReportsSales($from: String!, $to: String!) {\n    salesReport(from: $from, to: $to) {\n      from\n      to\n      orderCount\n      revenue\n      days {\n        date\n        orders\n        revenue\n      }\n      products {\n        productId\n        name\n        quantity\n        revenue\n      }\n    }\n  }\n": typeof types.ReportsSalesDocument,
    "\n  query ReportsCsv($from: String!, $to: String!) {\n    ordersCsv(from: $from, to: $to)\n  }\n": typeof types.ReportsCsvDocument,
    "\n  query ReportsSettings {\n    shopSettings {\n      contactNotificationEmail\n      contactNotificationEmailSet\n    }\n  }\n": typeof types.ReportsSettingsDocument,
    "\n  mutation ReportsUpdateSettings($email: String!) {\n    updateShopSettings(input: { contactNotificationEmail: $email }) {\n      settings {\n        contactNotificationEmail\n        contactNotificationEmailSet\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ReportsUpdateSettingsDocument,
    "\n  mutation ReviewsSubmit($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      review {\n        id\n        status\n        authorName\n        authorCity\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ReviewsSubmitDocument,
    "\n  query ReviewsOfProduct($id: ID!) {\n    product(id: $id) {\n      rating\n      reviews\n      reviewSummary {\n        average\n        count\n        histogram {\n          stars\n          count\n        }\n      }\n      publishedReviews(limit: 3) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n        }\n        items {\n          title\n          rating\n          authorName\n          reply\n        }\n      }\n    }\n  }\n": typeof types.ReviewsOfProductDocument,
    "\n  query ReviewsProductName($id: ID!) {\n    product(id: $id) {\n      name\n    }\n  }\n": typeof types.ReviewsProductNameDocument,
    "\n  query ReviewsQueue {\n    reviews(status: PENDING) {\n      totalCount\n      items {\n        id\n        title\n        productName\n      }\n    }\n  }\n": typeof types.ReviewsQueueDocument,
    "\n  mutation ReviewsPublish($id: ID!, $reply: String) {\n    publishReview(id: $id, reply: $reply) {\n      review {\n        status\n        reply\n      }\n      errors {\n        code\n      }\n    }\n  }\n": typeof types.ReviewsPublishDocument,
    "\n  mutation ReviewsReject($id: ID!) {\n    rejectReview(id: $id) {\n      review {\n        status\n      }\n      errors {\n        code\n      }\n    }\n  }\n": typeof types.ReviewsRejectDocument,
    "\n  query ReviewsLabels($id: ID!) {\n    product(id: $id) {\n      rating\n      reviews\n      publishedReviews(limit: 100) {\n        totalCount\n        items {\n          title\n          rating\n          isSample\n          verifiedBuyer\n        }\n      }\n    }\n  }\n": typeof types.ReviewsLabelsDocument,
    "\n  mutation ReviewsRemoveSamples {\n    removeSampleData {\n      removedReviews\n      errors {\n        code\n      }\n    }\n  }\n": typeof types.ReviewsRemoveSamplesDocument,
    "\n  query SalesFiguresBoth($from: String!, $to: String!) {\n    dashboard {\n      totalRevenueMoney {\n        amount\n      }\n      orderCount\n      paidOrderCount\n      failedOrderCount\n      averageOrderValueMoney {\n        amount\n      }\n    }\n    salesReport(from: $from, to: $to) {\n      orderCount\n      revenueMoney {\n        amount\n      }\n      averageOrderValueMoney {\n        amount\n      }\n      days {\n        orders\n        revenueMoney {\n          amount\n        }\n      }\n    }\n  }\n": typeof types.SalesFiguresBothDocument,
    "\n  mutation SalesFiguresRefund($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      order {\n        id\n        refunds {\n          state\n        }\n      }\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.SalesFiguresRefundDocument,
    "\n  query SalesFiguresRefundState($id: ID!) {\n    order(id: $id) {\n      paymentStatus\n      totalMoney {\n        amount\n      }\n      refunds {\n        state\n      }\n    }\n  }\n": typeof types.SalesFiguresRefundStateDocument,
    "\n  query SalesFiguresReport($from: String!, $to: String!) {\n    salesReport(from: $from, to: $to) {\n      orderCount\n      revenueMoney {\n        amount\n      }\n      days {\n        date\n        orders\n        revenueMoney {\n          amount\n        }\n      }\n      products {\n        productId\n        name\n        quantity\n        revenueMoney {\n          amount\n        }\n      }\n    }\n  }\n": typeof types.SalesFiguresReportDocument,
    "\n  query SessionsMe {\n    me {\n      email\n      role\n    }\n  }\n": typeof types.SessionsMeDocument,
    "\n  mutation SessionsLogout {\n    logout {\n      signedOut\n    }\n  }\n": typeof types.SessionsLogoutDocument,
    "\n  query SessionsOrders {\n    orders {\n      totalCount\n    }\n  }\n": typeof types.SessionsOrdersDocument,
    "\n  query SessionsDashboard {\n    dashboard {\n      orderCount\n    }\n  }\n": typeof types.SessionsDashboardDocument,
    "\n  mutation ShippingShip($input: ShipOrderInput!) {\n    shipOrder(input: $input) {\n      order {\n        id\n        status\n        shipment {\n          carrier\n          carrierName\n          trackingNumber\n          trackingUrl\n          shippedAt\n        }\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.ShippingShipDocument,
    "\n  mutation ShippingDelivered($id: ID!) {\n    markOrderDelivered(id: $id) {\n      order {\n        status\n        deliveredAt\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ShippingDeliveredDocument,
    "\n  query ShippingTrack($orderNumber: String!, $email: String!) {\n    trackOrder(orderNumber: $orderNumber, email: $email) {\n      status\n      shipment {\n        carrierName\n        trackingNumber\n        trackingUrl\n      }\n    }\n  }\n": typeof types.ShippingTrackDocument,
    "\n  mutation ShopMailSettings($input: MailSettingsInput!) {\n    updateMailSettings(input: $input) {\n      settings {\n        ownerNewOrder\n        ownerLowStock\n        ownerContactMessage\n        reviewRequests\n        reviewRequestDelayDays\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.ShopMailSettingsDocument,
    "\n  mutation ShopMailShip($input: ShipOrderInput!) {\n    shipOrder(input: $input) {\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.ShopMailShipDocument,
    "\n  mutation ShopMailDelivered($id: ID!) {\n    markOrderDelivered(id: $id) {\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.ShopMailDeliveredDocument,
    "\n  mutation ShopMailReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.ShopMailReviewDocument,
    "\n  mutation ShopMailRefund($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.ShopMailRefundDocument,
    "\n  mutation ShopMailContact($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      sent\n    }\n  }\n": typeof types.ShopMailContactDocument,
    "\n  query StockPerSizeProduct($id: ID!) {\n    product(id: $id) {\n      id\n      stock\n      orderLimit\n      sizes {\n        id\n        label\n        price\n        stock\n        orderLimit\n      }\n    }\n  }\n": typeof types.StockPerSizeProductDocument,
    "\n  mutation StockPerSizeUpdate($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        id\n        stock\n        sizes {\n          id\n          label\n          stock\n        }\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.StockPerSizeUpdateDocument,
    "\n  mutation StockPerSizeEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n      }\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.StockPerSizeEndpointDocument,
    "\n  mutation TrustSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      accepted\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.TrustSignUpDocument,
    "\n  mutation TrustConfirm($token: String!, $password: String!) {\n    confirmEmail(token: $token, password: $password) {\n      email\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.TrustConfirmDocument,
    "\n  mutation TrustLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      user {\n        email\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.TrustLoginDocument,
    "\n  query TrustMe {\n    me {\n      name\n      orders {\n        id\n      }\n    }\n  }\n": typeof types.TrustMeDocument,
    "\n  mutation TrustRequestReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      accepted\n      errors {\n        code\n      }\n    }\n  }\n": typeof types.TrustRequestResetDocument,
    "\n  mutation TrustReset($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      changed\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.TrustResetDocument,
    "\n  mutation TrustChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      changed\n      errors {\n        code\n      }\n    }\n  }\n": typeof types.TrustChangePasswordDocument,
    "\n  mutation IntegratorToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.IntegratorTokenDocument,
    "\n  mutation IntegratorEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.IntegratorEndpointDocument,
    "\n  mutation IntegratorSendTest($endpointId: ID!) {\n    sendTestWebhook(endpointId: $endpointId) {\n      delivery {\n        id\n        eventId\n        eventType\n        status\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.IntegratorSendTestDocument,
    "\n  query IntegratorEndpoints {\n    webhookEndpoints {\n      id\n    }\n    webhookDeliveries(limit: 100) {\n      items {\n        id\n        eventId\n        eventType\n        endpointId\n        status\n      }\n    }\n  }\n": typeof types.IntegratorEndpointsDocument,
    "\n  mutation IntegratorDeleteEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      deletedId\n      errors {\n        code\n        field\n      }\n    }\n  }\n": typeof types.IntegratorDeleteEndpointDocument,
    "\n  mutation IntegratorRedeliver($id: ID!) {\n    redeliverWebhook(id: $id) {\n      delivery {\n        id\n      }\n      errors {\n        code\n      }\n    }\n  }\n": typeof types.IntegratorRedeliverDocument,
    "\n  mutation IntegratorCancel($id: ID!) {\n    updateOrderStatus(id: $id, status: CANCELLED) {\n      errors {\n        code\n      }\n    }\n  }\n": typeof types.IntegratorCancelDocument,
    "\n  mutation IntegratorUpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        sizes {\n          id\n          priceMoney {\n            amount\n          }\n        }\n      }\n      errors {\n        message\n        field\n      }\n    }\n  }\n": typeof types.IntegratorUpdateProductDocument,
    "\n  mutation WebhooksCreateEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n        events\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.WebhooksCreateEndpointDocument,
    "\n  query WebhooksDeliveries($endpointId: ID, $status: WebhookDeliveryStatus) {\n    webhookDeliveries(endpointId: $endpointId, status: $status, limit: 100) {\n      totalCount\n      items {\n        id\n        eventId\n        eventType\n        status\n        attempts\n        responseStatus\n        lastError\n        payload\n      }\n    }\n  }\n": typeof types.WebhooksDeliveriesDocument,
    "\n  mutation WebhooksCreateToken {\n    createApiToken(input: { name: \"All\", scopes: [CATALOGUE_WRITE, ORDERS_READ, ORDERS_WRITE, CUSTOMERS_READ] }) {\n      secret\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.WebhooksCreateTokenDocument,
    "\n  mutation WebhooksRedeliver($id: ID!) {\n    redeliverWebhook(id: $id) {\n      delivery {\n        id\n        eventId\n        status\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.WebhooksRedeliverDocument,
    "\n  mutation WebhooksSetStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      order {\n        id\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.WebhooksSetStatusDocument,
    "\n  mutation WebhooksCreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      product {\n        id\n      }\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.WebhooksCreateProductDocument,
    "\n  mutation WebhooksUpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        id\n      }\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.WebhooksUpdateProductDocument,
    "\n  mutation WebhooksDeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      deletedId\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.WebhooksDeleteProductDocument,
    "\n  mutation WebhooksRefund($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      order {\n        id\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.WebhooksRefundDocument,
    "\n  mutation CodSettingsUpdate($input: CodSettingsInput!) {\n    updateCodSettings(input: $input) {\n      codSettings {\n        enabled\n        feeMoney {\n          amount\n        }\n        maxOrderMoney {\n          amount\n        }\n        maxOpenOrders\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.CodSettingsUpdateDocument,
    "\n  query CodSettingsRead {\n    codSettings {\n      enabled\n      maxOpenOrders\n    }\n  }\n": typeof types.CodSettingsReadDocument,
    "\n  query CodQuote($lines: [OrderLineInput!]!, $paymentMethod: PaymentMethod) {\n    quote(lines: $lines, paymentMethod: $paymentMethod) {\n      shippingMoney {\n        amount\n      }\n      codFeeMoney {\n        amount\n      }\n      totalMoney {\n        amount\n      }\n      cashOnDelivery {\n        available\n        reason\n        message\n        feeMoney {\n          amount\n        }\n      }\n    }\n  }\n": typeof types.CodQuoteDocument,
    "\n  mutation CodOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      paymentLink\n      order {\n        id\n        status\n        paymentStatus\n        paymentMethod\n        codFeeMoney {\n          amount\n        }\n        totalMoney {\n          amount\n        }\n      }\n      errors {\n        code\n        message\n        field\n        codRefusalReason\n      }\n    }\n  }\n": typeof types.CodOrderDocument,
    "\n  mutation CodShip($input: ShipOrderInput!) {\n    shipOrder(input: $input) {\n      order {\n        status\n        invoice {\n          number\n        }\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.CodShipDocument,
    "\n  mutation CodDeliver($id: ID!) {\n    markOrderDelivered(id: $id) {\n      order {\n        status\n      }\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.CodDeliverDocument,
    "\n  mutation CodCollect($id: ID!) {\n    recordCashCollected(id: $id) {\n      order {\n        status\n        paymentStatus\n        cashCollectedAt\n        invoice {\n          number\n        }\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.CodCollectDocument,
    "\n  mutation CodReturn($id: ID!) {\n    returnUndelivered(id: $id) {\n      order {\n        status\n        paymentStatus\n        creditNotes {\n          totalMoney {\n            amount\n          }\n        }\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.CodReturnDocument,
    "\n  query CodInvoice($id: ID!) {\n    order(id: $id) {\n      invoice {\n        number\n        lines {\n          description\n          amountMoney {\n            amount\n          }\n          taxableValueMoney {\n            amount\n          }\n          igstMoney {\n            amount\n          }\n        }\n        totalMoney {\n          amount\n        }\n      }\n    }\n  }\n": typeof types.CodInvoiceDocument,
    "\n  mutation CheckoutHelpersCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      paymentLink\n      order {\n        ...OrderPageFields\n      }\n      errors {\n        ...UserErrorAllFields\n      }\n    }\n  }\n": typeof types.CheckoutHelpersCreateOrderDocument,
    "\n  mutation CheckoutHelpersConfirmPayment($orderId: ID!) {\n    confirmPayment(id: $orderId) {\n      paid\n      message\n      order {\n        ...OrderPageFields\n      }\n      errors {\n        ...UserErrorAllFields\n      }\n    }\n  }\n": typeof types.CheckoutHelpersConfirmPaymentDocument,
    "\n  mutation CheckoutHelpersSetOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      order {\n        id\n        status\n        history {\n          status\n          changedBy\n        }\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.CheckoutHelpersSetOrderStatusDocument,
    "\n  query CheckoutHelpersOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderPageFields\n    }\n  }\n": typeof types.CheckoutHelpersOrderDocument,
    "\n  fragment MoneyFields on Money {\n    amount\n    currency\n    formatted\n  }\n": typeof types.MoneyFieldsFragmentDoc,
    "\n  fragment AllProductFields on Product {\n    benefits\n    bestSeller\n    category {\n      id\n      name\n      slug\n    }\n    concerns {\n      key\n      label\n    }\n    createdAt\n    description\n    featured\n    gstRatePercent\n    howToUse\n    hsnCode\n    id\n    imageUrl\n    images\n    ingredients\n    isNew\n    legalDeclarations {\n      consumerCareAddress\n      consumerCareEmail\n      consumerCarePhone\n      countryOfOrigin\n      genericName\n      makerAddress\n      makerLabel\n      makerName\n      makerRole\n      shelfLife\n      shelfLifeKind\n      shelfLifeMonths\n    }\n    name\n    new\n    orderLimit\n    price\n    priceMoney {\n      ...MoneyFields\n    }\n    publishedReviews {\n      totalCount\n    }\n    rating\n    reviewSummary {\n      count\n    }\n    reviews\n    sizes {\n      id\n      label\n      mrpMoney {\n        ...MoneyFields\n      }\n      netQuantity {\n        amount\n        text\n        unit\n      }\n      percentOff\n      price\n      priceMoney {\n        ...MoneyFields\n      }\n      sku\n    }\n    stock\n    subcategory\n    updatedAt\n    uqc\n  }\n": typeof types.AllProductFieldsFragmentDoc,
    "\n  fragment OrderPageFields on Order {\n    id\n    orderNumber\n    status\n    paymentStatus\n    paymentReference\n    paymentFailureReason\n    refundDue\n    firstName\n    lastName\n    customerName\n    email\n    phone\n    addressLine\n    address {\n      street\n      city\n      state\n      postalCode\n      country\n    }\n    subtotal\n    shipping\n    tax\n    total\n    totalMoney {\n      ...MoneyFields\n    }\n    itemCount\n    createdAt\n    lines {\n      productId\n      variantId\n      sku\n      name\n      size\n      quantity\n      unitPrice\n      lineTotal\n      imageUrl\n    }\n  }\n": typeof types.OrderPageFieldsFragmentDoc,
    "\n  fragment DashboardFigureFields on Dashboard {\n    totalRevenue\n    orderCount\n    customerCount\n    productCount\n    pendingOrders\n    averageOrderValue\n  }\n": typeof types.DashboardFigureFieldsFragmentDoc,
    "\n  fragment UserErrorAllFields on UserError {\n    code\n    message\n    field\n    stock {\n      productId\n      variantId\n      name\n      size\n      requested\n      available\n    }\n    serverTotals {\n      subtotalMoney {\n        amount\n      }\n      shippingMoney {\n        amount\n      }\n      taxMoney {\n        amount\n      }\n      totalMoney {\n        amount\n      }\n    }\n    retryAfterSeconds\n    maxQuantity\n  }\n": typeof types.UserErrorAllFieldsFragmentDoc,
    "\n  query ProductHelpersProductForEdit($id: ID!) {\n    product(id: $id) {\n      name\n      category {\n        slug\n      }\n      subcategory\n      price\n      sizes {\n        id\n        label\n        price\n      }\n      description\n      benefits\n      imageUrl\n      images\n      stock\n    }\n  }\n": typeof types.ProductHelpersProductForEditDocument,
    "\n  mutation ProductHelpersUpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        id\n        price\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ProductHelpersUpdateProductDocument,
    "\n  mutation ReturnsCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      order {\n        id\n        orderNumber\n        lines {\n          id\n        }\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ReturnsCreateOrderDocument,
    "\n  mutation ReturnsCreateCode($input: DiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.ReturnsCreateCodeDocument,
    "\n  mutation ReturnsShip($input: ShipOrderInput!) {\n    shipOrder(input: $input) {\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.ReturnsShipDocument,
    "\n  mutation ReturnsDelivered($id: ID!) {\n    markOrderDelivered(id: $id) {\n      order {\n        deliveredAt\n        returnWindowEndsAt\n      }\n    }\n  }\n": typeof types.ReturnsDeliveredDocument,
    "\n  fragment ReturnsFields on ReturnRequest {\n    id\n    status\n    reason\n    reasonLabel\n    note\n    lines {\n      orderLineId\n      name\n      size\n      quantity\n    }\n    waitingDays\n    approvalOverdue\n    rejectionReason\n    resellable\n    refundAmount {\n      amount\n      formatted\n    }\n  }\n": typeof types.ReturnsFieldsFragmentDoc,
    "\n  mutation ReturnsRequest($input: RequestReturnInput!) {\n    requestReturn(input: $input) {\n      returnRequest {\n        ...ReturnsFields\n      }\n      errors {\n        code\n        message\n        field\n        maxQuantity\n        returnRefusal\n      }\n    }\n  }\n": typeof types.ReturnsRequestDocument,
    "\n  mutation ReturnsApprove($id: ID!) {\n    approveReturn(id: $id) {\n      returnRequest {\n        ...ReturnsFields\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ReturnsApproveDocument,
    "\n  mutation ReturnsReject($id: ID!, $reason: String!) {\n    rejectReturn(id: $id, reason: $reason) {\n      returnRequest {\n        ...ReturnsFields\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ReturnsRejectDocument,
    "\n  mutation ReturnsReceive($input: ReceiveReturnInput!) {\n    receiveReturn(input: $input) {\n      returnRequest {\n        ...ReturnsFields\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ReturnsReceiveDocument,
    "\n  mutation ReturnsToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n    }\n  }\n": typeof types.ReturnsTokenDocument,
    "\n  query ReturnsOrder($id: ID!) {\n    order(id: $id) {\n      paymentStatus\n      returns {\n        ...ReturnsFields\n      }\n      refunds {\n        amountMoney {\n          amount\n        }\n        state\n        creditNote {\n          number\n        }\n      }\n    }\n  }\n": typeof types.ReturnsOrderDocument,
    "\n  mutation TestShopLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      user {\n        email\n      }\n      errors {\n        code\n        message\n        retryAfterSeconds\n      }\n    }\n  }\n": typeof types.TestShopLoginDocument,
};
const documents: Documents = {
    "\n  mutation AccountsSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      accepted\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.AccountsSignUpDocument,
    "\n  mutation AccountsConfirm($token: String!, $password: String!) {\n    confirmEmail(token: $token, password: $password) {\n      email\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.AccountsConfirmDocument,
    "\n  mutation AccountsLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      user {\n        email\n        role\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.AccountsLoginDocument,
    "\n  query AccountsMe {\n    me {\n      email\n      name\n      emailConfirmed\n      orders {\n        id\n        orderNumber\n        status\n      }\n      addresses {\n        id\n        city\n        state\n      }\n    }\n  }\n": types.AccountsMeDocument,
    "\n  query AccountsMarketingConsent {\n    marketingConsent {\n      consented\n      consentedAt\n      withdrawnAt\n    }\n  }\n": types.AccountsMarketingConsentDocument,
    "\n  mutation AccountsRequestReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      accepted\n      errors {\n        code\n      }\n    }\n  }\n": types.AccountsRequestResetDocument,
    "\n  mutation AccountsReset($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      changed\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.AccountsResetDocument,
    "\n  mutation AccountsSaveAddress($input: SavedAddressInput!, $id: ID) {\n    saveAddress(input: $input, id: $id) {\n      address {\n        id\n        state\n        addressLine2\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.AccountsSaveAddressDocument,
    "\n  mutation AccountsDelete($password: String!) {\n    deleteAccount(password: $password) {\n      deleted\n      errors {\n        code\n      }\n    }\n  }\n": types.AccountsDeleteDocument,
    "\n  query AdminPasswordMe {\n    me {\n      email\n    }\n  }\n": types.AdminPasswordMeDocument,
    "\n  mutation AdminProductsCreate($input: ProductInput!) {\n    createProduct(input: $input) {\n      product {\n        ...AllProductFields\n      }\n      errors {\n        ...UserErrorAllFields\n      }\n    }\n  }\n": types.AdminProductsCreateDocument,
    "\n  mutation AdminProductsUpdate($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        ...AllProductFields\n      }\n      errors {\n        ...UserErrorAllFields\n      }\n    }\n  }\n": types.AdminProductsUpdateDocument,
    "\n  mutation AdminProductsDelete($id: ID!) {\n    deleteProduct(id: $id) {\n      deletedId\n      errors {\n        ...UserErrorAllFields\n      }\n    }\n  }\n": types.AdminProductsDeleteDocument,
    "\n  query AdminProductsProduct($id: ID!) {\n    product(id: $id) {\n      ...AllProductFields\n    }\n  }\n": types.AdminProductsProductDocument,
    "\n  query AdminProductsFace {\n    products(filter: { category: \"face\" }) {\n      totalCount\n      items {\n        id\n      }\n    }\n  }\n": types.AdminProductsFaceDocument,
    "\n  mutation ApiTokensCreate($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        id\n        name\n        prefix\n        scopes\n        lastUsedAt\n        revokedAt\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ApiTokensCreateDocument,
    "\n  query ApiTokensOrders {\n    orders(limit: 5) {\n      totalCount\n      items {\n        id\n        status\n        history {\n          status\n          changedBy\n        }\n      }\n    }\n  }\n": types.ApiTokensOrdersDocument,
    "\n  query ApiTokensList {\n    apiTokens {\n      id\n      prefix\n      lastUsedAt\n    }\n  }\n": types.ApiTokensListDocument,
    "\n  mutation ApiTokensRevoke($id: ID!) {\n    revokeApiToken(id: $id) {\n      token {\n        revokedAt\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.ApiTokensRevokeDocument,
    "\n  mutation AuthLogout {\n    logout {\n      signedOut\n      errors {\n        code\n      }\n    }\n  }\n": types.AuthLogoutDocument,
    "\n  mutation NotifyMeWhenBack($input: BackInStockInput!) {\n    requestBackInStock(input: $input) {\n      requested\n      email\n      message\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.NotifyMeWhenBackDocument,
    "\n  query BackInStockProductForForm($id: ID!) {\n    product(id: $id) {\n      name\n      category {\n        slug\n      }\n      subcategory\n      price\n      description\n      benefits\n      imageUrl\n      images\n      sizes {\n        id\n        label\n        price\n        stock\n      }\n    }\n  }\n": types.BackInStockProductForFormDocument,
    "\n  query BackInStockLinkedProduct($id: ID!) {\n    product(id: $id) {\n      name\n      sizes {\n        label\n        stock\n      }\n    }\n  }\n": types.BackInStockLinkedProductDocument,
    "\n  query BackInStockWaitingForSizes($productId: ID!) {\n    backInStockWaiting(productId: $productId) {\n      sizeId\n      shoppers\n    }\n  }\n": types.BackInStockWaitingForSizesDocument,
    "\n  mutation BackInStockSaveProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.BackInStockSaveProductDocument,
    "\n        mutation BackInStockEraseMe($password: String!) {\n          deleteAccount(password: $password) {\n            deleted\n          }\n        }\n      ": types.BackInStockEraseMeDocument,
    "\n  query CodOpenGroups($minOrders: Int) {\n    openCashOnDeliveryGroups(minOrders: $minOrders) {\n      matchedBy\n      key\n      openOrders\n      orders {\n        id\n        orderNumber\n      }\n    }\n  }\n": types.CodOpenGroupsDocument,
    "\n  query CatalogueCacheListing($filter: ProductFilter, $sort: ProductSort, $limit: Int) {\n    products(filter: $filter, sort: $sort, limit: $limit) {\n      totalCount\n      items {\n        id\n        price\n        stock\n      }\n    }\n  }\n": types.CatalogueCacheListingDocument,
    "\n  query CatalogueCacheProduct($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      price\n      stock\n      sizes {\n        label\n        price\n      }\n    }\n  }\n": types.CatalogueCacheProductDocument,
    "\n  query CatalogueCachePublicAndMe {\n    products(limit: 1) {\n      totalCount\n    }\n    me {\n      email\n    }\n  }\n": types.CatalogueCachePublicAndMeDocument,
    "\n  query CatalogueCacheBadLimit($limit: Int) {\n    products(limit: $limit) {\n      totalCount\n    }\n  }\n": types.CatalogueCacheBadLimitDocument,
    "\n  query CachedBurst {\n    product(id: \"hair-oil-3\") {\n      id\n      name\n      rating\n      reviews\n      stock\n    }\n  }\n": types.CachedBurstDocument,
    "\n  query CatalogueCacheShopDetails {\n    shopDetails {\n      shopName\n      phone\n    }\n  }\n": types.CatalogueCacheShopDetailsDocument,
    "\n  mutation CatalogueCacheSetShopPhone($input: ShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      errors {\n        message\n      }\n    }\n  }\n": types.CatalogueCacheSetShopPhoneDocument,
    "\n  query CatalogueConcernsListing($filter: ProductFilter, $limit: Int) {\n    products(filter: $filter, limit: $limit) {\n      totalCount\n      didYouMean\n      items {\n        id\n        concerns {\n          key\n          label\n        }\n      }\n    }\n  }\n": types.CatalogueConcernsListingDocument,
    "\n  query CatalogueConcernsProductForEdit($id: ID!) {\n    product(id: $id) {\n      name\n      category {\n        slug\n      }\n      subcategory\n      priceMoney {\n        amount\n      }\n      sizes {\n        id\n        label\n        priceMoney {\n          amount\n        }\n      }\n      description\n      benefits\n      imageUrl\n      concerns {\n        key\n      }\n    }\n  }\n": types.CatalogueConcernsProductForEditDocument,
    "\n  mutation CatalogueConcernsUpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        id\n        concerns {\n          key\n          label\n        }\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.CatalogueConcernsUpdateProductDocument,
    "\n  query CatalogueCountsTotal($filter: ProductFilter) {\n    products(filter: $filter, limit: 1) {\n      totalCount\n    }\n  }\n": types.CatalogueCountsTotalDocument,
    "\n  query CatalogueCountsCategories {\n    categories {\n      id\n      subcategories\n      productCount\n    }\n  }\n": types.CatalogueCountsCategoriesDocument,
    "\n  mutation CatalogueCountsCreate($input: ProductInput!) {\n    createProduct(input: $input) {\n      product {\n        id\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.CatalogueCountsCreateDocument,
    "\n  mutation CatalogueCountsDelete {\n    deleteProduct(id: \"tulsi-mist-1\") {\n      deletedId\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.CatalogueCountsDeleteDocument,
    "\n  query CatalogueSearch($search: String!, $limit: Int) {\n    products(filter: { search: $search }, limit: $limit) {\n      items {\n        id\n        name\n      }\n      totalCount\n      didYouMean\n    }\n  }\n": types.CatalogueSearchDocument,
    "\n  query CatalogueSearchSynonyms {\n    searchSynonyms {\n      terms\n    }\n  }\n": types.CatalogueSearchSynonymsDocument,
    "\n  mutation CatalogueSearchUpdateSynonyms($groups: [SearchSynonymGroupInput!]!) {\n    updateSearchSynonyms(groups: $groups) {\n      searchSynonyms {\n        terms\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.CatalogueSearchUpdateSynonymsDocument,
    "\n  query CatalogueHairOil {\n    product(id: \"hair-oil-1\") {\n      ...AllProductFields\n    }\n  }\n": types.CatalogueHairOilDocument,
    "\n  query CatalogueUnknownProduct {\n    product(id: \"no-such-product\") {\n      id\n    }\n  }\n": types.CatalogueUnknownProductDocument,
    "\n  query CatalogueCategories {\n    categories {\n      id\n      name\n      subcategories\n      productCount\n    }\n  }\n": types.CatalogueCategoriesDocument,
    "\n    query CatalogueCappedSearch($search: String, $offset: Int) {\n      products(filter: { search: $search }, offset: $offset, limit: 24) {\n        totalCount\n        totalCountCapped\n        pageInfo {\n          hasNextPage\n        }\n        items {\n          id\n        }\n      }\n    }\n  ": types.CatalogueCappedSearchDocument,
    "\n    query CatalogueCountEverything {\n      products(limit: 1) {\n        totalCount\n        totalCountCapped\n      }\n    }\n  ": types.CatalogueCountEverythingDocument,
    "\n  query CheckoutOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderPageFields\n    }\n  }\n": types.CheckoutOrderDocument,
    "\n  query CheckoutOrderHistory($id: ID!) {\n    order(id: $id) {\n      id\n      history {\n        status\n      }\n    }\n  }\n": types.CheckoutOrderHistoryDocument,
    "\n  mutation ContactSendBeforePost($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      sent\n      errors {\n        ...UserErrorAllFields\n      }\n    }\n  }\n": types.ContactSendBeforePostDocument,
    "\n  mutation ContactPageShopDetails($input: ShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      errors {\n        message\n      }\n    }\n  }\n": types.ContactPageShopDetailsDocument,
    "\n  mutation TicketSend($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      sent\n      ticket\n      resolveBy\n      errors {\n        code\n      }\n    }\n  }\n": types.TicketSendDocument,
    "\n  query Tickets {\n    contactMessages(offset: 0, limit: 20) {\n      items {\n        id\n        ticket\n        name\n        acknowledgedAt\n        acknowledgeBy\n        resolveBy\n        resolvedAt\n        ticketStatus\n        ageText\n        acknowledgementText\n        resolutionText\n        read\n      }\n    }\n  }\n": types.TicketsDocument,
    "\n  mutation TicketResolve($id: ID!, $resolved: Boolean!) {\n    resolveContactMessage(id: $id, resolved: $resolved) {\n      contactMessage {\n        ticketStatus\n        resolutionText\n        read\n      }\n      errors {\n        code\n      }\n    }\n  }\n": types.TicketResolveDocument,
    "\n  query GrievanceOfficer {\n    shopDetails {\n      legalName\n      gstin\n      grievanceOfficerName\n      grievanceOfficerDesignation\n      grievanceOfficerEmail\n      grievanceOfficerPhone\n    }\n  }\n": types.GrievanceOfficerDocument,
    "\n  mutation SetGrievanceOfficer($input: ShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.SetGrievanceOfficerDocument,
    "\n  mutation ContactSend($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      sent\n      ticket\n      errors {\n        ...UserErrorAllFields\n      }\n    }\n  }\n": types.ContactSendDocument,
    "\n  query CourierQuote($orderId: ID!, $parcel: ParcelInput) {\n    courierQuote(orderId: $orderId, parcel: $parcel) {\n      parcel {\n        weightGrams\n      }\n      codAmount {\n        amount\n      }\n      couriers {\n        courierId\n        name\n        rate {\n          amount\n        }\n        estimatedDays\n        cod\n      }\n    }\n  }\n": types.CourierQuoteDocument,
    "\n  mutation CourierShip($input: ShipThroughCourierInput!) {\n    shipThroughCourier(input: $input) {\n      order {\n        id\n        status\n        totalMoney {\n          amount\n        }\n        shipment {\n          carrier\n          trackingNumber\n          trackingUrl\n          courierName\n          throughCourierService\n          codAmount {\n            amount\n          }\n          pickupScheduledFor\n          parcel {\n            weightGrams\n            lengthCm\n          }\n        }\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.CourierShipDocument,
    "\n  query CourierOrder($id: ID!) {\n    order(id: $id) {\n      orderNumber\n      email\n      lines {\n        id\n      }\n      status\n      refundDue\n      shipment {\n        courierStatus\n        returnedToOriginAt\n        failedDelivery {\n          reason\n          attempts\n          outcome\n        }\n        trackingEvents {\n          status\n          activity\n        }\n      }\n    }\n  }\n": types.CourierOrderDocument,
    "\n  mutation CourierLabels($orderIds: [ID!]!) {\n    courierLabels(orderIds: $orderIds) {\n      url\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.CourierLabelsDocument,
    "\n  query CourierFailedDeliveries {\n    failedDeliveries {\n      id\n      shipment {\n        failedDelivery {\n          reason\n        }\n      }\n    }\n  }\n": types.CourierFailedDeliveriesDocument,
    "\n  mutation CourierAnswer($input: AnswerFailedDeliveryInput!) {\n    answerFailedDelivery(input: $input) {\n      order {\n        shipment {\n          failedDelivery {\n            outcome\n          }\n        }\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.CourierAnswerDocument,
    "\n  mutation CourierReturnPickup($returnId: ID!) {\n    bookReturnPickup(returnId: $returnId) {\n      returnRequest {\n        status\n        pickupAwb\n        pickupCourier\n        pickupLabelUrl\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.CourierReturnPickupDocument,
    "\n  mutation CourierSetSizeParcel($productId: ID!, $sizeId: ID!, $parcel: ParcelInput!) {\n    setSizeParcel(productId: $productId, sizeId: $sizeId, parcel: $parcel) {\n      parcel {\n        weightGrams\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.CourierSetSizeParcelDocument,
    "\n  query CourierSizes($id: ID!) {\n    product(id: $id) {\n      sizes {\n        id\n        label\n        stock\n        parcel {\n          weightGrams\n          heightCm\n        }\n      }\n    }\n  }\n": types.CourierSizesDocument,
    "\n  query CourierShopperOrder($id: ID!) {\n    order(id: $id) {\n      orderNumber\n      email\n      deliveryAttemptFailure {\n        reason\n        attempts\n        outcome\n        reattemptOn\n        reattemptDays\n        mayReturn\n      }\n    }\n  }\n": types.CourierShopperOrderDocument,
    "\n  mutation CourierAnswerMine($order: ShopperOrderInput!, $input: DeliveryAnswerInput!) {\n    answerMyFailedDelivery(order: $order, input: $input) {\n      order {\n        deliveryAttemptFailure {\n          outcome\n          reattemptOn\n          reattemptDays\n        }\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.CourierAnswerMineDocument,
    "\n  query CourierOwnerView($id: ID!) {\n    order(id: $id) {\n      activity {\n        kind\n        by\n        note\n      }\n      shipment {\n        pickupStatus\n        pickupError\n        pickupScheduledFor\n        failedDelivery {\n          outcome\n          answeredBy\n          reattemptOn\n        }\n      }\n    }\n  }\n": types.CourierOwnerViewDocument,
    "\n  query CourierFailedJobs {\n    failedJobs {\n      id\n      type\n      about\n      attempts\n      lastError\n    }\n  }\n": types.CourierFailedJobsDocument,
    "\n  mutation CourierRunJobAgain($id: ID!) {\n    runJobAgain(id: $id) {\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.CourierRunJobAgainDocument,
    "\n  query CourierReturnPickupStatus($id: ID!) {\n    order(id: $id) {\n      returns {\n        id\n        pickupStatus\n        pickupScheduledFor\n      }\n    }\n  }\n": types.CourierReturnPickupStatusDocument,
    "\n  query CustomerPageCustomer($email: String!) {\n    customer(email: $email) {\n      email\n      name\n      orderCount\n      totalSpentMoney {\n        amount\n      }\n      addresses {\n        street\n        city\n      }\n      orders {\n        id\n        status\n        totalMoney {\n          amount\n        }\n      }\n    }\n  }\n": types.CustomerPageCustomerDocument,
    "\n  mutation DashboardDeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      deletedId\n      errors {\n        message\n      }\n    }\n  }\n": types.DashboardDeleteProductDocument,
    "\n  query DashboardFigures {\n    dashboard {\n      ...DashboardFigureFields\n      recentOrders {\n        id\n        email\n      }\n    }\n  }\n": types.DashboardFiguresDocument,
    "\n  query DashboardCustomers($search: String, $offset: Int, $limit: Int) {\n    customers(search: $search, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        email\n        name\n        phone\n        orderCount\n        totalSpent\n        lastOrderAt\n      }\n    }\n  }\n": types.DashboardCustomersDocument,
    "\n  query DashboardOrdersSearch($filter: OrderFilter) {\n    orders(filter: $filter, limit: 5) {\n      totalCount\n      totalCountCapped\n      items {\n        email\n      }\n    }\n  }\n": types.DashboardOrdersSearchDocument,
    "\n  query DashboardCustomersCount($search: String) {\n    customers(search: $search, limit: 5) {\n      totalCount\n      totalCountCapped\n    }\n  }\n": types.DashboardCustomersCountDocument,
    "\n  query DeliveryPromiseOf($pincode: String!) {\n    deliveryPromise(pincode: $pincode) {\n      pincode\n      area {\n        city\n        state\n      }\n      deliverable\n      zone\n      dispatchDate\n      deliveryDate\n      orderWithinMinutes\n      message\n      cutoffMessage\n      cashOnDelivery\n      cashOnDeliveryMessage\n    }\n  }\n": types.DeliveryPromiseOfDocument,
    "\n  query DeliveryTerms {\n    deliverySettings {\n      dispatchPincode\n      dispatchWeekdays\n      cutoffTime\n      holidays\n      transitDays {\n        zone\n        days\n      }\n    }\n  }\n": types.DeliveryTermsDocument,
    "\n  mutation SetDeliveryTerms($input: DeliverySettingsInput!) {\n    updateDeliverySettings(input: $input) {\n      deliverySettings {\n        cutoffTime\n        holidays\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.SetDeliveryTermsDocument,
    "\n  mutation DeliveryCodOn($input: CodSettingsInput!) {\n    updateCodSettings(input: $input) {\n      errors {\n        code\n      }\n    }\n  }\n": types.DeliveryCodOnDocument,
    "\n  mutation DiscountCodesCreate($input: DiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      discountCode {\n        id\n        code\n        kind\n        percent\n        startsAt\n        endsAt\n        active\n        uses\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.DiscountCodesCreateDocument,
    "\n  mutation DiscountCodesUpdate($id: ID!, $input: DiscountCodeInput!) {\n    updateDiscountCode(id: $id, input: $input) {\n      discountCode {\n        id\n        active\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.DiscountCodesUpdateDocument,
    "\n  query DiscountCodesList {\n    discountCodes {\n      code\n      uses\n      revenueMoney {\n        amount\n      }\n    }\n  }\n": types.DiscountCodesListDocument,
    "\n  query DiscountCodesQuote($lines: [OrderLineInput!]!, $discountCode: String, $email: String) {\n    quote(lines: $lines, discountCode: $discountCode, email: $email) {\n      subtotalMoney {\n        amount\n      }\n      discountMoney {\n        amount\n      }\n      shippingMoney {\n        amount\n      }\n      totalMoney {\n        amount\n      }\n      freeShippingShortfallMoney {\n        amount\n      }\n      discount {\n        code\n        kind\n        savingMoney {\n          amount\n        }\n      }\n      discountRefusal {\n        reason\n        message\n        amountNeededMoney {\n          amount\n        }\n      }\n      lines {\n        discountMoney {\n          amount\n        }\n        paidMoney {\n          amount\n        }\n      }\n    }\n  }\n": types.DiscountCodesQuoteDocument,
    "\n  mutation DiscountCodesOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      order {\n        id\n        discountCode\n        subtotalMoney {\n          amount\n        }\n        discountMoney {\n          amount\n        }\n        shippingMoney {\n          amount\n        }\n        totalMoney {\n          amount\n        }\n        lines {\n          discountMoney {\n            amount\n          }\n          paidMoney {\n            amount\n          }\n        }\n      }\n      errors {\n        code\n        message\n        field\n        discountRefusal {\n          reason\n          message\n          amountNeededMoney {\n            amount\n          }\n        }\n      }\n    }\n  }\n": types.DiscountCodesOrderDocument,
    "\n  mutation DiscountCodesCancel($id: ID!) {\n    updateOrderStatus(id: $id, status: CANCELLED) {\n      errors {\n        message\n      }\n    }\n  }\n": types.DiscountCodesCancelDocument,
    "\n  query DiscountCodesInvoice($id: ID!) {\n    order(id: $id) {\n      invoice {\n        lines {\n          description\n          amountMoney {\n            amount\n          }\n          taxableValueMoney {\n            amount\n          }\n          cgstMoney {\n            amount\n          }\n          sgstMoney {\n            amount\n          }\n          igstMoney {\n            amount\n          }\n        }\n        totalMoney {\n          amount\n        }\n      }\n    }\n  }\n": types.DiscountCodesInvoiceDocument,
    "\n  fragment RupeeBreakdown on MoneyBreakdown {\n    goodsMoney {\n      amount\n    }\n    discountCode\n    discountMoney {\n      amount\n    }\n    lines {\n      lineId\n      description\n      quantity\n      amountMoney {\n        amount\n      }\n      discountMoney {\n        amount\n      }\n      paidMoney {\n        amount\n      }\n      gstRatePercent\n      taxableValueMoney {\n        amount\n      }\n      gstMoney {\n        amount\n      }\n    }\n    shippingMoney {\n      amount\n    }\n    codFeeMoney {\n      amount\n    }\n    taxableValueMoney {\n      amount\n    }\n    cgstMoney {\n      amount\n    }\n    sgstMoney {\n      amount\n    }\n    utgstMoney {\n      amount\n    }\n    igstMoney {\n      amount\n    }\n    gstMoney {\n      amount\n    }\n    gstByRate {\n      ratePercent\n      taxableValueMoney {\n        amount\n      }\n      cgstMoney {\n        amount\n      }\n      sgstMoney {\n        amount\n      }\n      utgstMoney {\n        amount\n      }\n      igstMoney {\n        amount\n      }\n      gstMoney {\n        amount\n      }\n    }\n    placeOfSupply\n    supplyType\n    placeOfSupplyAssumed\n    totalMoney {\n      amount\n    }\n    refundedMoney {\n      amount\n    }\n    netMoney {\n      amount\n    }\n    cashToCollectMoney {\n      amount\n    }\n  }\n": types.RupeeBreakdownFragmentDoc,
    "\n  query RupeeQuote($lines: [OrderLineInput!]!, $discountCode: String, $paymentMethod: PaymentMethod, $state: String) {\n    quote(lines: $lines, discountCode: $discountCode, paymentMethod: $paymentMethod, state: $state) {\n      totalMoney {\n        amount\n      }\n      breakdown {\n        ...RupeeBreakdown\n      }\n    }\n  }\n": types.RupeeQuoteDocument,
    "\n  mutation RupeeOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      order {\n        id\n        orderNumber\n        lines {\n          id\n        }\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.RupeeOrderDocument,
    "\n  mutation RupeeRefund($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      order {\n        id\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.RupeeRefundDocument,
    "\n  query RupeeOrderList($search: String) {\n    orders(filter: { search: $search }) {\n      items {\n        orderNumber\n        paymentMethod\n        breakdown {\n          totalMoney {\n            amount\n          }\n          cashToCollectMoney {\n            amount\n          }\n        }\n      }\n    }\n  }\n": types.RupeeOrderListDocument,
    "\n  query RupeeBooks($search: String, $from: String!, $to: String!) {\n    customers(search: $search) {\n      items {\n        email\n        totalSpentMoney {\n          amount\n        }\n      }\n    }\n    dashboard {\n      totalRevenueMoney {\n        amount\n      }\n    }\n    salesReport(from: $from, to: $to) {\n      revenueMoney {\n        amount\n      }\n      products {\n        productId\n        quantity\n        revenueMoney {\n          amount\n        }\n      }\n    }\n    ordersCsv(from: $from, to: $to)\n  }\n": types.RupeeBooksDocument,
    "\n  query RupeeOrderView($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      totalMoney {\n        amount\n      }\n      breakdown {\n        ...RupeeBreakdown\n      }\n      invoice {\n        number\n        placeOfSupply\n        supplyType\n        taxableValueMoney {\n          amount\n        }\n        cgstMoney {\n          amount\n        }\n        sgstMoney {\n          amount\n        }\n        igstMoney {\n          amount\n        }\n        totalMoney {\n          amount\n        }\n        lines {\n          gstRatePercent\n          taxableValueMoney {\n            amount\n          }\n          cgstMoney {\n            amount\n          }\n          sgstMoney {\n            amount\n          }\n          igstMoney {\n            amount\n          }\n        }\n      }\n      creditNotes {\n        number\n        totalMoney {\n          amount\n        }\n        cgstMoney {\n          amount\n        }\n        sgstMoney {\n          amount\n        }\n        igstMoney {\n          amount\n        }\n      }\n      refunds {\n        method\n        manualReference\n        paidOn\n        state\n        amountMoney {\n          amount\n        }\n      }\n    }\n  }\n": types.RupeeOrderViewDocument,
    "\n  query GstRoundTwoDocuments($id: ID!) {\n    order(id: $id) {\n      id\n      buyerLegalName\n      totalMoney {\n        amount\n      }\n      invoice {\n        id\n        number\n        documentType\n        buyerLegalName\n        pdfUrl\n        taxableValueMoney {\n          amount\n        }\n        cgstMoney {\n          amount\n        }\n        sgstMoney {\n          amount\n        }\n        utgstMoney {\n          amount\n        }\n        igstMoney {\n          amount\n        }\n        totalMoney {\n          amount\n        }\n        lines {\n          description\n          hsnCode\n          quantity\n          uqc\n          gstRatePercent\n          amountMoney {\n            amount\n          }\n          discountMoney {\n            amount\n          }\n          cgstMoney {\n            amount\n          }\n          sgstMoney {\n            amount\n          }\n          utgstMoney {\n            amount\n          }\n        }\n      }\n      creditNotes {\n        number\n        documentType\n        reason\n        pdfUrl\n        totalMoney {\n          amount\n        }\n        taxableValueMoney {\n          amount\n        }\n        cgstMoney {\n          amount\n        }\n        sgstMoney {\n          amount\n        }\n        igstMoney {\n          amount\n        }\n      }\n    }\n  }\n": types.GstRoundTwoDocumentsDocument,
    "\n  mutation GstRoundTwoRefund($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.GstRoundTwoRefundDocument,
    "\n  mutation GstRoundTwoSettings($input: ShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.GstRoundTwoSettingsDocument,
    "\n  query GstRoundTwoList($search: String) {\n    taxDocuments(search: $search) {\n      items {\n        kind\n        documentType\n        number\n      }\n    }\n  }\n": types.GstRoundTwoListDocument,
    "\n  mutation GstRoundTwoCreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      product {\n        id\n        uqc\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.GstRoundTwoCreateProductDocument,
    "\n  query GstRoundTwoExports($month: String!) {\n    gstr1Export(month: $month) {\n      files {\n        table\n        name\n        csv\n      }\n      zipBase64\n    }\n    salesRegisterCsv(month: $month)\n  }\n": types.GstRoundTwoExportsDocument,
    "\n  fragment GstDocumentFields on Invoice {\n    id\n    number\n    issuedAt\n    placeOfSupply\n    supplyType\n    buyerGstin\n    pdfUrl\n    taxableValueMoney {\n      amount\n    }\n    cgstMoney {\n      amount\n    }\n    sgstMoney {\n      amount\n    }\n    igstMoney {\n      amount\n    }\n    totalMoney {\n      amount\n    }\n    lines {\n      description\n      hsnCode\n      quantity\n      gstRatePercent\n      amountMoney {\n        amount\n      }\n      taxableValueMoney {\n        amount\n      }\n      cgstMoney {\n        amount\n      }\n      sgstMoney {\n        amount\n      }\n      igstMoney {\n        amount\n      }\n    }\n  }\n": types.GstDocumentFieldsFragmentDoc,
    "\n  query GstOrderInvoice($id: ID!) {\n    order(id: $id) {\n      id\n      totalMoney {\n        amount\n      }\n      invoice {\n        ...GstDocumentFields\n      }\n      refunds {\n        id\n        state\n        creditNote {\n          number\n          invoiceNumber\n          pdfUrl\n          totalMoney {\n            amount\n          }\n          cgstMoney {\n            amount\n          }\n          sgstMoney {\n            amount\n          }\n          igstMoney {\n            amount\n          }\n          lines {\n            hsnCode\n            quantity\n            amountMoney {\n              amount\n            }\n            taxableValueMoney {\n              amount\n            }\n            cgstMoney {\n              amount\n            }\n            sgstMoney {\n              amount\n            }\n          }\n        }\n      }\n    }\n  }\n": types.GstOrderInvoiceDocument,
    "\n  mutation GstRefund($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.GstRefundDocument,
    "\n  query GstTaxDocuments($search: String, $kind: TaxDocumentKind) {\n    taxDocuments(search: $search, kind: $kind) {\n      totalCount\n      items {\n        kind\n        number\n        orderNumber\n        buyerName\n        buyerGstin\n        placeOfSupply\n      }\n    }\n  }\n": types.GstTaxDocumentsDocument,
    "\n  query GstGstr1($month: String!) {\n    gstr1Export(month: $month) {\n      files {\n        table\n        name\n        csv\n      }\n      zipBase64\n      zipFilename\n    }\n  }\n": types.GstGstr1Document,
    "\n  query JobsFailedJobs {\n    failedJobs {\n      id\n      type\n      about\n      attempts\n      lastError\n      failedAt\n      createdAt\n    }\n  }\n": types.JobsFailedJobsDocument,
    "\n  mutation JobsRunAgain($id: ID!) {\n    runJobAgain(id: $id) {\n      job {\n        id\n        type\n        about\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.JobsRunAgainDocument,
    "\n  mutation JobsCreateEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.JobsCreateEndpointDocument,
    "\n  mutation JobsSendTestWebhook($endpointId: ID!) {\n    sendTestWebhook(endpointId: $endpointId) {\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.JobsSendTestWebhookDocument,
    "\n  query MailFailuresList {\n    troubledMails {\n      id\n      kind\n      to\n      subject\n      state\n      attempts\n      lastError\n      nextAttemptAt\n    }\n  }\n": types.MailFailuresListDocument,
    "\n  mutation MailFailuresSendAgain($id: ID!) {\n    sendMailAgain(id: $id) {\n      mail {\n        id\n        state\n        attempts\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.MailFailuresSendAgainDocument,
    "\n  query MailPreviewsAll {\n    mailPreviews {\n      kind\n      label\n      to\n      subject\n      html\n      text\n    }\n  }\n": types.MailPreviewsAllDocument,
    "\n  mutation MailPreviewsSaveDetails($input: ShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      errors {\n        message\n      }\n    }\n  }\n": types.MailPreviewsSaveDetailsDocument,
    "\n  query MoneyVariantsProduct($id: ID!) {\n    product(id: $id) {\n      id\n      isNew\n      category {\n        id\n        slug\n        name\n      }\n      priceMoney {\n        ...MoneyFields\n      }\n      sizes {\n        id\n        sku\n        label\n        priceMoney {\n          ...MoneyFields\n        }\n      }\n    }\n  }\n": types.MoneyVariantsProductDocument,
    "\n  fragment MoneyVariantsLine on PricedLine {\n    productId\n    variantId\n    sku\n    size\n    quantity\n    unitPriceMoney {\n      amount\n      formatted\n    }\n    lineTotalMoney {\n      amount\n    }\n  }\n": types.MoneyVariantsLineFragmentDoc,
    "\n  query MoneyVariantsQuote($lines: [OrderLineInput!]!) {\n    quote(lines: $lines) {\n      orderable\n      subtotalMoney {\n        ...MoneyFields\n      }\n      shippingMoney {\n        ...MoneyFields\n      }\n      taxMoney {\n        amount\n      }\n      totalMoney {\n        amount\n        formatted\n      }\n      lines {\n        ...MoneyVariantsLine\n        problem {\n          code\n          message\n        }\n      }\n    }\n  }\n": types.MoneyVariantsQuoteDocument,
    "\n  mutation MoneyVariantsCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      order {\n        id\n        status\n        subtotalMoney {\n          amount\n        }\n        shippingMoney {\n          amount\n        }\n        totalMoney {\n          ...MoneyFields\n        }\n        lines {\n          ...MoneyVariantsLine\n        }\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.MoneyVariantsCreateOrderDocument,
    "\n  query MoneyVariantsAdminView($status: OrderStatus) {\n    me {\n      role\n    }\n    orders(filter: { status: $status }) {\n      items {\n        id\n        status\n      }\n    }\n    dashboard {\n      totalRevenueMoney {\n        amount\n        currency\n        formatted\n      }\n    }\n  }\n": types.MoneyVariantsAdminViewDocument,
    "\n  mutation MoneyVariantsUpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        sizes {\n          id\n          sku\n          label\n          priceMoney {\n            amount\n          }\n        }\n      }\n      errors {\n        message\n      }\n    }\n  }\n": types.MoneyVariantsUpdateProductDocument,
    "\n  query MultiProcessProduct($id: ID!) {\n    product(id: $id) {\n      id\n      price\n      sizes {\n        label\n        price\n      }\n    }\n  }\n": types.MultiProcessProductDocument,
    "\n  query MutationErrorsSizes($id: ID!) {\n    product(id: $id) {\n      name\n      sizes {\n        id\n        label\n      }\n    }\n  }\n": types.MutationErrorsSizesDocument,
    "\n  mutation MutationErrorsCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      order {\n        id\n      }\n      paymentLink\n      errors {\n        ...UserErrorAllFields\n        # An integrator re-sends or shows the server's total as the shop writes it.\n        serverTotals {\n          totalMoney {\n            formatted\n          }\n        }\n      }\n    }\n  }\n": types.MutationErrorsCreateOrderDocument,
    "\n  mutation MutationErrorsCreateToken {\n    createApiToken(input: { name: \"Integrator\", scopes: [ORDERS_READ, ORDERS_WRITE] }) {\n      secret\n      errors {\n        message\n      }\n    }\n  }\n": types.MutationErrorsCreateTokenDocument,
    "\n  query NullabilityCategoriesAndDashboard {\n    categories {\n      id\n      productCount\n    }\n    dashboard {\n      orderCount\n    }\n  }\n": types.NullabilityCategoriesAndDashboardDocument,
    "\n  query NullabilityPublicAndAdminRoots {\n    products(limit: 1) {\n      totalCount\n    }\n    orders {\n      totalCount\n    }\n    customers {\n      totalCount\n    }\n  }\n": types.NullabilityPublicAndAdminRootsDocument,
    "\n  query NullabilityUnknownIds {\n    product(id: \"no-such-product\") {\n      id\n    }\n    order(id: \"00000000-0000-4000-8000-000000000000\") {\n      id\n    }\n    malformed: order(id: \"not-a-uuid\") {\n      id\n    }\n  }\n": types.NullabilityUnknownIdsDocument,
    "\n  query NullabilityPageTypes {\n    __schema {\n      types {\n        name\n        fields {\n          name\n          type {\n            kind\n            ofType {\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n": types.NullabilityPageTypesDocument,
    "\n  query NullabilityAdminOffsetPages {\n    taxDocuments(offset: 5, limit: 1) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        endCursor\n      }\n    }\n    reviews(limit: 1) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n    }\n  }\n": types.NullabilityAdminOffsetPagesDocument,
    "\n  fragment OrderChangesFields on Order {\n    id\n    orderNumber\n    status\n    paymentStatus\n    refundedAmount\n    shopperMayCancel\n    phone\n    address {\n      street\n      city\n      state\n      postalCode\n    }\n    lines {\n      id\n      quantity\n      paidMoney {\n        amount\n      }\n    }\n  }\n": types.OrderChangesFieldsFragmentDoc,
    "\n  query OrderChangesOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderChangesFields\n      activity {\n        kind\n        by\n        note\n      }\n      lines {\n        id\n        restockedQuantity\n      }\n      history {\n        status\n        changedBy\n        note\n      }\n      refunds {\n        amount\n        state\n        requestedBy\n      }\n      breakdown {\n        refundedMoney {\n          amount\n        }\n      }\n    }\n  }\n": types.OrderChangesOrderDocument,
    "\n  query OrderChangesShopperView($id: ID!) {\n    order(id: $id) {\n      ...OrderChangesFields\n    }\n  }\n": types.OrderChangesShopperViewDocument,
    "\n  query OrderChangesActivityAsShopper($id: ID!) {\n    order(id: $id) {\n      id\n      activity {\n        note\n      }\n    }\n  }\n": types.OrderChangesActivityAsShopperDocument,
    "\n  mutation OrderChangesCancelMine($order: ShopperOrderInput!, $reason: String) {\n    cancelMyOrder(order: $order, reason: $reason) {\n      order {\n        ...OrderChangesFields\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.OrderChangesCancelMineDocument,
    "\n  mutation OrderChangesRequestAddress($order: ShopperOrderInput!, $request: String!) {\n    requestAddressChange(order: $order, request: $request) {\n      order {\n        id\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.OrderChangesRequestAddressDocument,
    "\n  mutation OrderChangesContact($input: OrderContactInput!) {\n    changeOrderContact(input: $input) {\n      order {\n        ...OrderChangesFields\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.OrderChangesContactDocument,
    "\n  mutation OrderChangesNote($orderId: ID!, $note: String!) {\n    addOrderNote(orderId: $orderId, note: $note) {\n      order {\n        id\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.OrderChangesNoteDocument,
    "\n  query OrderChangesCancellationRefund($id: ID!, $lines: [CancelOrderLineInput!]!) {\n    order(id: $id) {\n      cancellationRefund(lines: $lines) {\n        amount\n      }\n    }\n  }\n": types.OrderChangesCancellationRefundDocument,
    "\n  mutation OrderChangesCancelLines($orderId: ID!, $lines: [CancelOrderLineInput!]!) {\n    cancelOrderLines(orderId: $orderId, lines: $lines) {\n      order {\n        ...OrderChangesFields\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.OrderChangesCancelLinesDocument,
    "\n  mutation OrderLimitsCreate($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      order {\n        id\n        itemCount\n        address {\n          state\n        }\n      }\n      errors {\n        ...UserErrorAllFields\n      }\n    }\n  }\n": types.OrderLimitsCreateDocument,
    "\n  mutation OrderLimitsToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        unpaidOrderLimit\n      }\n      errors {\n        code\n        field\n      }\n    }\n  }\n": types.OrderLimitsTokenDocument,
    "\n  query OrderSearchByNameList($filter: OrderFilter, $sort: OrderSort, $offset: Int, $limit: Int) {\n    orders(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      totalCount\n      totalCountCapped\n      items {\n        id\n      }\n    }\n  }\n": types.OrderSearchByNameListDocument,
    "\n  query OrderTrackingTrack($orderNumber: String!, $email: String!) {\n    trackOrder(orderNumber: $orderNumber, email: $email) {\n      id\n      orderNumber\n      status\n      paymentStatus\n      total\n      lines {\n        name\n        quantity\n      }\n    }\n  }\n": types.OrderTrackingTrackDocument,
    "\n  query OrdersAdminList($filter: OrderFilter, $sort: OrderSort, $offset: Int, $limit: Int) {\n    orders(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        id\n        orderNumber\n        customerName\n        email\n        total\n        itemCount\n        status\n        createdAt\n        lines {\n          name\n          quantity\n          unitPrice\n        }\n      }\n    }\n  }\n": types.OrdersAdminListDocument,
    "\n  query OrdersAdminListWithHistory($limit: Int) {\n    orders(limit: $limit) {\n      items {\n        id\n        history {\n          status\n        }\n        lines {\n          name\n        }\n      }\n    }\n  }\n": types.OrdersAdminListWithHistoryDocument,
    "\n  query OrdersAdminHistory($id: ID!) {\n    order(id: $id) {\n      history {\n        status\n        changedBy\n        at\n      }\n    }\n  }\n": types.OrdersAdminHistoryDocument,
    "\n  query OrdersAdminStatusOptions($id: ID!) {\n    order(id: $id) {\n      status\n      allowedNextStatuses\n      statusOptions {\n        status\n        allowed\n        reason\n      }\n    }\n  }\n": types.OrdersAdminStatusOptionsDocument,
    "\n  query PackingSlipsOrderSlipUrl($id: ID!) {\n    order(id: $id) {\n      orderNumber\n      packingSlipUrl\n    }\n  }\n": types.PackingSlipsOrderSlipUrlDocument,
    "\n  query PaymentsErrorCode($id: ID!) {\n    order(id: $id) {\n      paymentErrorCode\n    }\n  }\n": types.PaymentsErrorCodeDocument,
    "\n  query MyMarketingConsent {\n    marketingConsent {\n      consented\n      consentedAt\n      withdrawnAt\n    }\n  }\n": types.MyMarketingConsentDocument,
    "\n  mutation SetMyMarketingConsent($consent: Boolean!) {\n    setMarketingConsent(consent: $consent) {\n      marketingConsent {\n        consented\n        consentedAt\n      }\n      errors {\n        code\n      }\n    }\n  }\n": types.SetMyMarketingConsentDocument,
    "\n  mutation EraseMe($password: String!) {\n    deleteAccount(password: $password) {\n      deleted\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.EraseMeDocument,
    "\n  query OwnerSeesPriya($search: String) {\n    orders(filter: { search: $search }, offset: 0, limit: 20) {\n      items {\n        id\n        customerName\n        email\n      }\n    }\n    customers(search: $search, offset: 0, limit: 20) {\n      items {\n        name\n        email\n      }\n    }\n  }\n": types.OwnerSeesPriyaDocument,
    "\n  query PriyaCsv($from: String!, $to: String!) {\n    ordersCsv(from: $from, to: $to)\n  }\n": types.PriyaCsvDocument,
    "\n  mutation PriyaWrites($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      sent\n    }\n  }\n": types.PriyaWritesDocument,
    "\n  query PincodesArea($code: String!) {\n    pincode(code: $code) {\n      pincode\n      city\n      district\n      state\n    }\n  }\n": types.PincodesAreaDocument,
    "\n  query QueryCountsProducts($filter: ProductFilter, $sort: ProductSort, $offset: Int, $limit: Int) {\n    products(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        ...AllProductFields\n      }\n    }\n  }\n": types.QueryCountsProductsDocument,
    "\n  query QueryCountsHomeRows {\n    featured: products(filter: { featured: true }, limit: 4) {\n      items {\n        id\n        featured\n        bestSeller\n        new\n        price\n      }\n    }\n    bestSellers: products(filter: { bestSeller: true }, limit: 4) {\n      items {\n        id\n        featured\n        bestSeller\n        new\n        price\n      }\n    }\n    newArrivals: products(filter: { isNew: true }, limit: 4) {\n      items {\n        id\n        featured\n        bestSeller\n        new\n        price\n      }\n    }\n  }\n": types.QueryCountsHomeRowsDocument,
    "\n  query QueryCountsListingPage($filter: ProductFilter) {\n    products(filter: $filter, limit: 24) {\n      totalCount\n      items {\n        id\n      }\n    }\n    categories {\n      id\n      subcategories\n      productCount\n    }\n  }\n": types.QueryCountsListingPageDocument,
    "\n  query QueryCountsProduct($id: ID!) {\n    product(id: $id) {\n      ...AllProductFields\n    }\n  }\n": types.QueryCountsProductDocument,
    "\n  query QueryCountsCategories {\n    categories {\n      id\n      name\n      subcategories\n      productCount\n    }\n  }\n": types.QueryCountsCategoriesDocument,
    "\n    query QueryCountsOrders($limit: Int) {\n      orders(limit: $limit) {\n        totalCount\n        items {\n          id\n          orderNumber\n          customerName\n          total\n          status\n          lines {\n            productId\n            name\n            quantity\n            unitPrice\n            lineTotal\n          }\n          history {\n            status\n            changedBy\n            at\n          }\n        }\n      }\n    }\n  ": types.QueryCountsOrdersDocument,
    "\n    query QueryCountsDashboard {\n      dashboard {\n        ...DashboardFigureFields\n        recentOrders {\n          id\n          orderNumber\n          customerName\n          total\n          lines {\n            name\n            quantity\n          }\n        }\n      }\n    }\n  ": types.QueryCountsDashboardDocument,
    "\n  query QuoteSerumOrderLimit {\n    product(id: \"hair-serum-1\") {\n      orderLimit\n    }\n  }\n": types.QuoteSerumOrderLimitDocument,
    "\n  mutation RateLimitsLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      user {\n        id\n      }\n      errors {\n        code\n        message\n        retryAfterSeconds\n      }\n    }\n  }\n": types.RateLimitsLoginDocument,
    "\n  mutation RateLimitsCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      order {\n        id\n      }\n      errors {\n        code\n        message\n        retryAfterSeconds\n      }\n    }\n  }\n": types.RateLimitsCreateOrderDocument,
    "\n  fragment RefundsOrderFields on Order {\n    id\n    paymentStatus\n    refundDue\n    refundedAmount\n    total\n    refunds {\n      id\n      merchantRefundId\n      providerRefundId\n      amount\n      reason\n      restocked\n      state\n      errorCode\n      requestedBy\n    }\n  }\n": types.RefundsOrderFieldsFragmentDoc,
    "\n  mutation RefundsRefund($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      order {\n        ...RefundsOrderFields\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.RefundsRefundDocument,
    "\n  query RefundsOrder($id: ID!) {\n    order(id: $id) {\n      ...RefundsOrderFields\n    }\n  }\n": types.RefundsOrderDocument,
    "\n  query RefundsPeek($id: ID!) {\n    order(id: $id) {\n      id\n      refunds {\n        id\n      }\n    }\n  }\n": types.RefundsPeekDocument,
    "\n  query RefundsOrderLines($id: ID!) {\n    order(id: $id) {\n      id\n      lines {\n        id\n        productId\n        quantity\n        restockedQuantity\n      }\n    }\n  }\n": types.RefundsOrderLinesDocument,
    "\n  query RefundsDashboard {\n    dashboard {\n      totalRevenue\n    }\n  }\n": types.RefundsDashboardDocument,
    "\n  query ReportsSales($from: String!, $to: String!) {\n    salesReport(from: $from, to: $to) {\n      from\n      to\n      orderCount\n      revenue\n      days {\n        date\n        orders\n        revenue\n      }\n      products {\n        productId\n        name\n        quantity\n        revenue\n      }\n    }\n  }\n": types.ReportsSalesDocument,
    "\n  query ReportsCsv($from: String!, $to: String!) {\n    ordersCsv(from: $from, to: $to)\n  }\n": types.ReportsCsvDocument,
    "\n  query ReportsSettings {\n    shopSettings {\n      contactNotificationEmail\n      contactNotificationEmailSet\n    }\n  }\n": types.ReportsSettingsDocument,
    "\n  mutation ReportsUpdateSettings($email: String!) {\n    updateShopSettings(input: { contactNotificationEmail: $email }) {\n      settings {\n        contactNotificationEmail\n        contactNotificationEmailSet\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ReportsUpdateSettingsDocument,
    "\n  mutation ReviewsSubmit($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      review {\n        id\n        status\n        authorName\n        authorCity\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ReviewsSubmitDocument,
    "\n  query ReviewsOfProduct($id: ID!) {\n    product(id: $id) {\n      rating\n      reviews\n      reviewSummary {\n        average\n        count\n        histogram {\n          stars\n          count\n        }\n      }\n      publishedReviews(limit: 3) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n        }\n        items {\n          title\n          rating\n          authorName\n          reply\n        }\n      }\n    }\n  }\n": types.ReviewsOfProductDocument,
    "\n  query ReviewsProductName($id: ID!) {\n    product(id: $id) {\n      name\n    }\n  }\n": types.ReviewsProductNameDocument,
    "\n  query ReviewsQueue {\n    reviews(status: PENDING) {\n      totalCount\n      items {\n        id\n        title\n        productName\n      }\n    }\n  }\n": types.ReviewsQueueDocument,
    "\n  mutation ReviewsPublish($id: ID!, $reply: String) {\n    publishReview(id: $id, reply: $reply) {\n      review {\n        status\n        reply\n      }\n      errors {\n        code\n      }\n    }\n  }\n": types.ReviewsPublishDocument,
    "\n  mutation ReviewsReject($id: ID!) {\n    rejectReview(id: $id) {\n      review {\n        status\n      }\n      errors {\n        code\n      }\n    }\n  }\n": types.ReviewsRejectDocument,
    "\n  query ReviewsLabels($id: ID!) {\n    product(id: $id) {\n      rating\n      reviews\n      publishedReviews(limit: 100) {\n        totalCount\n        items {\n          title\n          rating\n          isSample\n          verifiedBuyer\n        }\n      }\n    }\n  }\n": types.ReviewsLabelsDocument,
    "\n  mutation ReviewsRemoveSamples {\n    removeSampleData {\n      removedReviews\n      errors {\n        code\n      }\n    }\n  }\n": types.ReviewsRemoveSamplesDocument,
    "\n  query SalesFiguresBoth($from: String!, $to: String!) {\n    dashboard {\n      totalRevenueMoney {\n        amount\n      }\n      orderCount\n      paidOrderCount\n      failedOrderCount\n      averageOrderValueMoney {\n        amount\n      }\n    }\n    salesReport(from: $from, to: $to) {\n      orderCount\n      revenueMoney {\n        amount\n      }\n      averageOrderValueMoney {\n        amount\n      }\n      days {\n        orders\n        revenueMoney {\n          amount\n        }\n      }\n    }\n  }\n": types.SalesFiguresBothDocument,
    "\n  mutation SalesFiguresRefund($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      order {\n        id\n        refunds {\n          state\n        }\n      }\n      errors {\n        message\n      }\n    }\n  }\n": types.SalesFiguresRefundDocument,
    "\n  query SalesFiguresRefundState($id: ID!) {\n    order(id: $id) {\n      paymentStatus\n      totalMoney {\n        amount\n      }\n      refunds {\n        state\n      }\n    }\n  }\n": types.SalesFiguresRefundStateDocument,
    "\n  query SalesFiguresReport($from: String!, $to: String!) {\n    salesReport(from: $from, to: $to) {\n      orderCount\n      revenueMoney {\n        amount\n      }\n      days {\n        date\n        orders\n        revenueMoney {\n          amount\n        }\n      }\n      products {\n        productId\n        name\n        quantity\n        revenueMoney {\n          amount\n        }\n      }\n    }\n  }\n": types.SalesFiguresReportDocument,
    "\n  query SessionsMe {\n    me {\n      email\n      role\n    }\n  }\n": types.SessionsMeDocument,
    "\n  mutation SessionsLogout {\n    logout {\n      signedOut\n    }\n  }\n": types.SessionsLogoutDocument,
    "\n  query SessionsOrders {\n    orders {\n      totalCount\n    }\n  }\n": types.SessionsOrdersDocument,
    "\n  query SessionsDashboard {\n    dashboard {\n      orderCount\n    }\n  }\n": types.SessionsDashboardDocument,
    "\n  mutation ShippingShip($input: ShipOrderInput!) {\n    shipOrder(input: $input) {\n      order {\n        id\n        status\n        shipment {\n          carrier\n          carrierName\n          trackingNumber\n          trackingUrl\n          shippedAt\n        }\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.ShippingShipDocument,
    "\n  mutation ShippingDelivered($id: ID!) {\n    markOrderDelivered(id: $id) {\n      order {\n        status\n        deliveredAt\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.ShippingDeliveredDocument,
    "\n  query ShippingTrack($orderNumber: String!, $email: String!) {\n    trackOrder(orderNumber: $orderNumber, email: $email) {\n      status\n      shipment {\n        carrierName\n        trackingNumber\n        trackingUrl\n      }\n    }\n  }\n": types.ShippingTrackDocument,
    "\n  mutation ShopMailSettings($input: MailSettingsInput!) {\n    updateMailSettings(input: $input) {\n      settings {\n        ownerNewOrder\n        ownerLowStock\n        ownerContactMessage\n        reviewRequests\n        reviewRequestDelayDays\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.ShopMailSettingsDocument,
    "\n  mutation ShopMailShip($input: ShipOrderInput!) {\n    shipOrder(input: $input) {\n      errors {\n        message\n      }\n    }\n  }\n": types.ShopMailShipDocument,
    "\n  mutation ShopMailDelivered($id: ID!) {\n    markOrderDelivered(id: $id) {\n      errors {\n        message\n      }\n    }\n  }\n": types.ShopMailDeliveredDocument,
    "\n  mutation ShopMailReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      errors {\n        message\n      }\n    }\n  }\n": types.ShopMailReviewDocument,
    "\n  mutation ShopMailRefund($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      errors {\n        message\n      }\n    }\n  }\n": types.ShopMailRefundDocument,
    "\n  mutation ShopMailContact($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      sent\n    }\n  }\n": types.ShopMailContactDocument,
    "\n  query StockPerSizeProduct($id: ID!) {\n    product(id: $id) {\n      id\n      stock\n      orderLimit\n      sizes {\n        id\n        label\n        price\n        stock\n        orderLimit\n      }\n    }\n  }\n": types.StockPerSizeProductDocument,
    "\n  mutation StockPerSizeUpdate($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        id\n        stock\n        sizes {\n          id\n          label\n          stock\n        }\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.StockPerSizeUpdateDocument,
    "\n  mutation StockPerSizeEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n      }\n      errors {\n        message\n      }\n    }\n  }\n": types.StockPerSizeEndpointDocument,
    "\n  mutation TrustSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      accepted\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.TrustSignUpDocument,
    "\n  mutation TrustConfirm($token: String!, $password: String!) {\n    confirmEmail(token: $token, password: $password) {\n      email\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.TrustConfirmDocument,
    "\n  mutation TrustLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      user {\n        email\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.TrustLoginDocument,
    "\n  query TrustMe {\n    me {\n      name\n      orders {\n        id\n      }\n    }\n  }\n": types.TrustMeDocument,
    "\n  mutation TrustRequestReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      accepted\n      errors {\n        code\n      }\n    }\n  }\n": types.TrustRequestResetDocument,
    "\n  mutation TrustReset($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      changed\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.TrustResetDocument,
    "\n  mutation TrustChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      changed\n      errors {\n        code\n      }\n    }\n  }\n": types.TrustChangePasswordDocument,
    "\n  mutation IntegratorToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      errors {\n        message\n      }\n    }\n  }\n": types.IntegratorTokenDocument,
    "\n  mutation IntegratorEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.IntegratorEndpointDocument,
    "\n  mutation IntegratorSendTest($endpointId: ID!) {\n    sendTestWebhook(endpointId: $endpointId) {\n      delivery {\n        id\n        eventId\n        eventType\n        status\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.IntegratorSendTestDocument,
    "\n  query IntegratorEndpoints {\n    webhookEndpoints {\n      id\n    }\n    webhookDeliveries(limit: 100) {\n      items {\n        id\n        eventId\n        eventType\n        endpointId\n        status\n      }\n    }\n  }\n": types.IntegratorEndpointsDocument,
    "\n  mutation IntegratorDeleteEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      deletedId\n      errors {\n        code\n        field\n      }\n    }\n  }\n": types.IntegratorDeleteEndpointDocument,
    "\n  mutation IntegratorRedeliver($id: ID!) {\n    redeliverWebhook(id: $id) {\n      delivery {\n        id\n      }\n      errors {\n        code\n      }\n    }\n  }\n": types.IntegratorRedeliverDocument,
    "\n  mutation IntegratorCancel($id: ID!) {\n    updateOrderStatus(id: $id, status: CANCELLED) {\n      errors {\n        code\n      }\n    }\n  }\n": types.IntegratorCancelDocument,
    "\n  mutation IntegratorUpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        sizes {\n          id\n          priceMoney {\n            amount\n          }\n        }\n      }\n      errors {\n        message\n        field\n      }\n    }\n  }\n": types.IntegratorUpdateProductDocument,
    "\n  mutation WebhooksCreateEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n        events\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.WebhooksCreateEndpointDocument,
    "\n  query WebhooksDeliveries($endpointId: ID, $status: WebhookDeliveryStatus) {\n    webhookDeliveries(endpointId: $endpointId, status: $status, limit: 100) {\n      totalCount\n      items {\n        id\n        eventId\n        eventType\n        status\n        attempts\n        responseStatus\n        lastError\n        payload\n      }\n    }\n  }\n": types.WebhooksDeliveriesDocument,
    "\n  mutation WebhooksCreateToken {\n    createApiToken(input: { name: \"All\", scopes: [CATALOGUE_WRITE, ORDERS_READ, ORDERS_WRITE, CUSTOMERS_READ] }) {\n      secret\n      errors {\n        message\n      }\n    }\n  }\n": types.WebhooksCreateTokenDocument,
    "\n  mutation WebhooksRedeliver($id: ID!) {\n    redeliverWebhook(id: $id) {\n      delivery {\n        id\n        eventId\n        status\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.WebhooksRedeliverDocument,
    "\n  mutation WebhooksSetStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      order {\n        id\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.WebhooksSetStatusDocument,
    "\n  mutation WebhooksCreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      product {\n        id\n      }\n      errors {\n        message\n      }\n    }\n  }\n": types.WebhooksCreateProductDocument,
    "\n  mutation WebhooksUpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        id\n      }\n      errors {\n        message\n      }\n    }\n  }\n": types.WebhooksUpdateProductDocument,
    "\n  mutation WebhooksDeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      deletedId\n      errors {\n        message\n      }\n    }\n  }\n": types.WebhooksDeleteProductDocument,
    "\n  mutation WebhooksRefund($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      order {\n        id\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.WebhooksRefundDocument,
    "\n  mutation CodSettingsUpdate($input: CodSettingsInput!) {\n    updateCodSettings(input: $input) {\n      codSettings {\n        enabled\n        feeMoney {\n          amount\n        }\n        maxOrderMoney {\n          amount\n        }\n        maxOpenOrders\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.CodSettingsUpdateDocument,
    "\n  query CodSettingsRead {\n    codSettings {\n      enabled\n      maxOpenOrders\n    }\n  }\n": types.CodSettingsReadDocument,
    "\n  query CodQuote($lines: [OrderLineInput!]!, $paymentMethod: PaymentMethod) {\n    quote(lines: $lines, paymentMethod: $paymentMethod) {\n      shippingMoney {\n        amount\n      }\n      codFeeMoney {\n        amount\n      }\n      totalMoney {\n        amount\n      }\n      cashOnDelivery {\n        available\n        reason\n        message\n        feeMoney {\n          amount\n        }\n      }\n    }\n  }\n": types.CodQuoteDocument,
    "\n  mutation CodOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      paymentLink\n      order {\n        id\n        status\n        paymentStatus\n        paymentMethod\n        codFeeMoney {\n          amount\n        }\n        totalMoney {\n          amount\n        }\n      }\n      errors {\n        code\n        message\n        field\n        codRefusalReason\n      }\n    }\n  }\n": types.CodOrderDocument,
    "\n  mutation CodShip($input: ShipOrderInput!) {\n    shipOrder(input: $input) {\n      order {\n        status\n        invoice {\n          number\n        }\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.CodShipDocument,
    "\n  mutation CodDeliver($id: ID!) {\n    markOrderDelivered(id: $id) {\n      order {\n        status\n      }\n      errors {\n        message\n      }\n    }\n  }\n": types.CodDeliverDocument,
    "\n  mutation CodCollect($id: ID!) {\n    recordCashCollected(id: $id) {\n      order {\n        status\n        paymentStatus\n        cashCollectedAt\n        invoice {\n          number\n        }\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.CodCollectDocument,
    "\n  mutation CodReturn($id: ID!) {\n    returnUndelivered(id: $id) {\n      order {\n        status\n        paymentStatus\n        creditNotes {\n          totalMoney {\n            amount\n          }\n        }\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.CodReturnDocument,
    "\n  query CodInvoice($id: ID!) {\n    order(id: $id) {\n      invoice {\n        number\n        lines {\n          description\n          amountMoney {\n            amount\n          }\n          taxableValueMoney {\n            amount\n          }\n          igstMoney {\n            amount\n          }\n        }\n        totalMoney {\n          amount\n        }\n      }\n    }\n  }\n": types.CodInvoiceDocument,
    "\n  mutation CheckoutHelpersCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      paymentLink\n      order {\n        ...OrderPageFields\n      }\n      errors {\n        ...UserErrorAllFields\n      }\n    }\n  }\n": types.CheckoutHelpersCreateOrderDocument,
    "\n  mutation CheckoutHelpersConfirmPayment($orderId: ID!) {\n    confirmPayment(id: $orderId) {\n      paid\n      message\n      order {\n        ...OrderPageFields\n      }\n      errors {\n        ...UserErrorAllFields\n      }\n    }\n  }\n": types.CheckoutHelpersConfirmPaymentDocument,
    "\n  mutation CheckoutHelpersSetOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      order {\n        id\n        status\n        history {\n          status\n          changedBy\n        }\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.CheckoutHelpersSetOrderStatusDocument,
    "\n  query CheckoutHelpersOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderPageFields\n    }\n  }\n": types.CheckoutHelpersOrderDocument,
    "\n  fragment MoneyFields on Money {\n    amount\n    currency\n    formatted\n  }\n": types.MoneyFieldsFragmentDoc,
    "\n  fragment AllProductFields on Product {\n    benefits\n    bestSeller\n    category {\n      id\n      name\n      slug\n    }\n    concerns {\n      key\n      label\n    }\n    createdAt\n    description\n    featured\n    gstRatePercent\n    howToUse\n    hsnCode\n    id\n    imageUrl\n    images\n    ingredients\n    isNew\n    legalDeclarations {\n      consumerCareAddress\n      consumerCareEmail\n      consumerCarePhone\n      countryOfOrigin\n      genericName\n      makerAddress\n      makerLabel\n      makerName\n      makerRole\n      shelfLife\n      shelfLifeKind\n      shelfLifeMonths\n    }\n    name\n    new\n    orderLimit\n    price\n    priceMoney {\n      ...MoneyFields\n    }\n    publishedReviews {\n      totalCount\n    }\n    rating\n    reviewSummary {\n      count\n    }\n    reviews\n    sizes {\n      id\n      label\n      mrpMoney {\n        ...MoneyFields\n      }\n      netQuantity {\n        amount\n        text\n        unit\n      }\n      percentOff\n      price\n      priceMoney {\n        ...MoneyFields\n      }\n      sku\n    }\n    stock\n    subcategory\n    updatedAt\n    uqc\n  }\n": types.AllProductFieldsFragmentDoc,
    "\n  fragment OrderPageFields on Order {\n    id\n    orderNumber\n    status\n    paymentStatus\n    paymentReference\n    paymentFailureReason\n    refundDue\n    firstName\n    lastName\n    customerName\n    email\n    phone\n    addressLine\n    address {\n      street\n      city\n      state\n      postalCode\n      country\n    }\n    subtotal\n    shipping\n    tax\n    total\n    totalMoney {\n      ...MoneyFields\n    }\n    itemCount\n    createdAt\n    lines {\n      productId\n      variantId\n      sku\n      name\n      size\n      quantity\n      unitPrice\n      lineTotal\n      imageUrl\n    }\n  }\n": types.OrderPageFieldsFragmentDoc,
    "\n  fragment DashboardFigureFields on Dashboard {\n    totalRevenue\n    orderCount\n    customerCount\n    productCount\n    pendingOrders\n    averageOrderValue\n  }\n": types.DashboardFigureFieldsFragmentDoc,
    "\n  fragment UserErrorAllFields on UserError {\n    code\n    message\n    field\n    stock {\n      productId\n      variantId\n      name\n      size\n      requested\n      available\n    }\n    serverTotals {\n      subtotalMoney {\n        amount\n      }\n      shippingMoney {\n        amount\n      }\n      taxMoney {\n        amount\n      }\n      totalMoney {\n        amount\n      }\n    }\n    retryAfterSeconds\n    maxQuantity\n  }\n": types.UserErrorAllFieldsFragmentDoc,
    "\n  query ProductHelpersProductForEdit($id: ID!) {\n    product(id: $id) {\n      name\n      category {\n        slug\n      }\n      subcategory\n      price\n      sizes {\n        id\n        label\n        price\n      }\n      description\n      benefits\n      imageUrl\n      images\n      stock\n    }\n  }\n": types.ProductHelpersProductForEditDocument,
    "\n  mutation ProductHelpersUpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        id\n        price\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.ProductHelpersUpdateProductDocument,
    "\n  mutation ReturnsCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      order {\n        id\n        orderNumber\n        lines {\n          id\n        }\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.ReturnsCreateOrderDocument,
    "\n  mutation ReturnsCreateCode($input: DiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      errors {\n        message\n      }\n    }\n  }\n": types.ReturnsCreateCodeDocument,
    "\n  mutation ReturnsShip($input: ShipOrderInput!) {\n    shipOrder(input: $input) {\n      errors {\n        message\n      }\n    }\n  }\n": types.ReturnsShipDocument,
    "\n  mutation ReturnsDelivered($id: ID!) {\n    markOrderDelivered(id: $id) {\n      order {\n        deliveredAt\n        returnWindowEndsAt\n      }\n    }\n  }\n": types.ReturnsDeliveredDocument,
    "\n  fragment ReturnsFields on ReturnRequest {\n    id\n    status\n    reason\n    reasonLabel\n    note\n    lines {\n      orderLineId\n      name\n      size\n      quantity\n    }\n    waitingDays\n    approvalOverdue\n    rejectionReason\n    resellable\n    refundAmount {\n      amount\n      formatted\n    }\n  }\n": types.ReturnsFieldsFragmentDoc,
    "\n  mutation ReturnsRequest($input: RequestReturnInput!) {\n    requestReturn(input: $input) {\n      returnRequest {\n        ...ReturnsFields\n      }\n      errors {\n        code\n        message\n        field\n        maxQuantity\n        returnRefusal\n      }\n    }\n  }\n": types.ReturnsRequestDocument,
    "\n  mutation ReturnsApprove($id: ID!) {\n    approveReturn(id: $id) {\n      returnRequest {\n        ...ReturnsFields\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.ReturnsApproveDocument,
    "\n  mutation ReturnsReject($id: ID!, $reason: String!) {\n    rejectReturn(id: $id, reason: $reason) {\n      returnRequest {\n        ...ReturnsFields\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ReturnsRejectDocument,
    "\n  mutation ReturnsReceive($input: ReceiveReturnInput!) {\n    receiveReturn(input: $input) {\n      returnRequest {\n        ...ReturnsFields\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.ReturnsReceiveDocument,
    "\n  mutation ReturnsToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n    }\n  }\n": types.ReturnsTokenDocument,
    "\n  query ReturnsOrder($id: ID!) {\n    order(id: $id) {\n      paymentStatus\n      returns {\n        ...ReturnsFields\n      }\n      refunds {\n        amountMoney {\n          amount\n        }\n        state\n        creditNote {\n          number\n        }\n      }\n    }\n  }\n": types.ReturnsOrderDocument,
    "\n  mutation TestShopLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      user {\n        email\n      }\n      errors {\n        code\n        message\n        retryAfterSeconds\n      }\n    }\n  }\n": types.TestShopLoginDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountsSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      accepted\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').AccountsSignUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountsConfirm($token: String!, $password: String!) {\n    confirmEmail(token: $token, password: $password) {\n      email\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').AccountsConfirmDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountsLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      user {\n        email\n        role\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').AccountsLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountsMe {\n    me {\n      email\n      name\n      emailConfirmed\n      orders {\n        id\n        orderNumber\n        status\n      }\n      addresses {\n        id\n        city\n        state\n      }\n    }\n  }\n"): typeof import('./graphql').AccountsMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountsMarketingConsent {\n    marketingConsent {\n      consented\n      consentedAt\n      withdrawnAt\n    }\n  }\n"): typeof import('./graphql').AccountsMarketingConsentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountsRequestReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      accepted\n      errors {\n        code\n      }\n    }\n  }\n"): typeof import('./graphql').AccountsRequestResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountsReset($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      changed\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').AccountsResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountsSaveAddress($input: SavedAddressInput!, $id: ID) {\n    saveAddress(input: $input, id: $id) {\n      address {\n        id\n        state\n        addressLine2\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').AccountsSaveAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountsDelete($password: String!) {\n    deleteAccount(password: $password) {\n      deleted\n      errors {\n        code\n      }\n    }\n  }\n"): typeof import('./graphql').AccountsDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPasswordMe {\n    me {\n      email\n    }\n  }\n"): typeof import('./graphql').AdminPasswordMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminProductsCreate($input: ProductInput!) {\n    createProduct(input: $input) {\n      product {\n        ...AllProductFields\n      }\n      errors {\n        ...UserErrorAllFields\n      }\n    }\n  }\n"): typeof import('./graphql').AdminProductsCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminProductsUpdate($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        ...AllProductFields\n      }\n      errors {\n        ...UserErrorAllFields\n      }\n    }\n  }\n"): typeof import('./graphql').AdminProductsUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminProductsDelete($id: ID!) {\n    deleteProduct(id: $id) {\n      deletedId\n      errors {\n        ...UserErrorAllFields\n      }\n    }\n  }\n"): typeof import('./graphql').AdminProductsDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProductsProduct($id: ID!) {\n    product(id: $id) {\n      ...AllProductFields\n    }\n  }\n"): typeof import('./graphql').AdminProductsProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProductsFace {\n    products(filter: { category: \"face\" }) {\n      totalCount\n      items {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').AdminProductsFaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiTokensCreate($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        id\n        name\n        prefix\n        scopes\n        lastUsedAt\n        revokedAt\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ApiTokensCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTokensOrders {\n    orders(limit: 5) {\n      totalCount\n      items {\n        id\n        status\n        history {\n          status\n          changedBy\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ApiTokensOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTokensList {\n    apiTokens {\n      id\n      prefix\n      lastUsedAt\n    }\n  }\n"): typeof import('./graphql').ApiTokensListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiTokensRevoke($id: ID!) {\n    revokeApiToken(id: $id) {\n      token {\n        revokedAt\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ApiTokensRevokeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthLogout {\n    logout {\n      signedOut\n      errors {\n        code\n      }\n    }\n  }\n"): typeof import('./graphql').AuthLogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotifyMeWhenBack($input: BackInStockInput!) {\n    requestBackInStock(input: $input) {\n      requested\n      email\n      message\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').NotifyMeWhenBackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackInStockProductForForm($id: ID!) {\n    product(id: $id) {\n      name\n      category {\n        slug\n      }\n      subcategory\n      price\n      description\n      benefits\n      imageUrl\n      images\n      sizes {\n        id\n        label\n        price\n        stock\n      }\n    }\n  }\n"): typeof import('./graphql').BackInStockProductForFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackInStockLinkedProduct($id: ID!) {\n    product(id: $id) {\n      name\n      sizes {\n        label\n        stock\n      }\n    }\n  }\n"): typeof import('./graphql').BackInStockLinkedProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackInStockWaitingForSizes($productId: ID!) {\n    backInStockWaiting(productId: $productId) {\n      sizeId\n      shoppers\n    }\n  }\n"): typeof import('./graphql').BackInStockWaitingForSizesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackInStockSaveProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').BackInStockSaveProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation BackInStockEraseMe($password: String!) {\n          deleteAccount(password: $password) {\n            deleted\n          }\n        }\n      "): typeof import('./graphql').BackInStockEraseMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CodOpenGroups($minOrders: Int) {\n    openCashOnDeliveryGroups(minOrders: $minOrders) {\n      matchedBy\n      key\n      openOrders\n      orders {\n        id\n        orderNumber\n      }\n    }\n  }\n"): typeof import('./graphql').CodOpenGroupsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueCacheListing($filter: ProductFilter, $sort: ProductSort, $limit: Int) {\n    products(filter: $filter, sort: $sort, limit: $limit) {\n      totalCount\n      items {\n        id\n        price\n        stock\n      }\n    }\n  }\n"): typeof import('./graphql').CatalogueCacheListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueCacheProduct($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      price\n      stock\n      sizes {\n        label\n        price\n      }\n    }\n  }\n"): typeof import('./graphql').CatalogueCacheProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueCachePublicAndMe {\n    products(limit: 1) {\n      totalCount\n    }\n    me {\n      email\n    }\n  }\n"): typeof import('./graphql').CatalogueCachePublicAndMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueCacheBadLimit($limit: Int) {\n    products(limit: $limit) {\n      totalCount\n    }\n  }\n"): typeof import('./graphql').CatalogueCacheBadLimitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CachedBurst {\n    product(id: \"hair-oil-3\") {\n      id\n      name\n      rating\n      reviews\n      stock\n    }\n  }\n"): typeof import('./graphql').CachedBurstDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueCacheShopDetails {\n    shopDetails {\n      shopName\n      phone\n    }\n  }\n"): typeof import('./graphql').CatalogueCacheShopDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogueCacheSetShopPhone($input: ShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      errors {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CatalogueCacheSetShopPhoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueConcernsListing($filter: ProductFilter, $limit: Int) {\n    products(filter: $filter, limit: $limit) {\n      totalCount\n      didYouMean\n      items {\n        id\n        concerns {\n          key\n          label\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CatalogueConcernsListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueConcernsProductForEdit($id: ID!) {\n    product(id: $id) {\n      name\n      category {\n        slug\n      }\n      subcategory\n      priceMoney {\n        amount\n      }\n      sizes {\n        id\n        label\n        priceMoney {\n          amount\n        }\n      }\n      description\n      benefits\n      imageUrl\n      concerns {\n        key\n      }\n    }\n  }\n"): typeof import('./graphql').CatalogueConcernsProductForEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogueConcernsUpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        id\n        concerns {\n          key\n          label\n        }\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').CatalogueConcernsUpdateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueCountsTotal($filter: ProductFilter) {\n    products(filter: $filter, limit: 1) {\n      totalCount\n    }\n  }\n"): typeof import('./graphql').CatalogueCountsTotalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueCountsCategories {\n    categories {\n      id\n      subcategories\n      productCount\n    }\n  }\n"): typeof import('./graphql').CatalogueCountsCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogueCountsCreate($input: ProductInput!) {\n    createProduct(input: $input) {\n      product {\n        id\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CatalogueCountsCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogueCountsDelete {\n    deleteProduct(id: \"tulsi-mist-1\") {\n      deletedId\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CatalogueCountsDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueSearch($search: String!, $limit: Int) {\n    products(filter: { search: $search }, limit: $limit) {\n      items {\n        id\n        name\n      }\n      totalCount\n      didYouMean\n    }\n  }\n"): typeof import('./graphql').CatalogueSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueSearchSynonyms {\n    searchSynonyms {\n      terms\n    }\n  }\n"): typeof import('./graphql').CatalogueSearchSynonymsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogueSearchUpdateSynonyms($groups: [SearchSynonymGroupInput!]!) {\n    updateSearchSynonyms(groups: $groups) {\n      searchSynonyms {\n        terms\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').CatalogueSearchUpdateSynonymsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueHairOil {\n    product(id: \"hair-oil-1\") {\n      ...AllProductFields\n    }\n  }\n"): typeof import('./graphql').CatalogueHairOilDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueUnknownProduct {\n    product(id: \"no-such-product\") {\n      id\n    }\n  }\n"): typeof import('./graphql').CatalogueUnknownProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueCategories {\n    categories {\n      id\n      name\n      subcategories\n      productCount\n    }\n  }\n"): typeof import('./graphql').CatalogueCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CatalogueCappedSearch($search: String, $offset: Int) {\n      products(filter: { search: $search }, offset: $offset, limit: 24) {\n        totalCount\n        totalCountCapped\n        pageInfo {\n          hasNextPage\n        }\n        items {\n          id\n        }\n      }\n    }\n  "): typeof import('./graphql').CatalogueCappedSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CatalogueCountEverything {\n      products(limit: 1) {\n        totalCount\n        totalCountCapped\n      }\n    }\n  "): typeof import('./graphql').CatalogueCountEverythingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderPageFields\n    }\n  }\n"): typeof import('./graphql').CheckoutOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutOrderHistory($id: ID!) {\n    order(id: $id) {\n      id\n      history {\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').CheckoutOrderHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContactSendBeforePost($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      sent\n      errors {\n        ...UserErrorAllFields\n      }\n    }\n  }\n"): typeof import('./graphql').ContactSendBeforePostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContactPageShopDetails($input: ShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      errors {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ContactPageShopDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TicketSend($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      sent\n      ticket\n      resolveBy\n      errors {\n        code\n      }\n    }\n  }\n"): typeof import('./graphql').TicketSendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tickets {\n    contactMessages(offset: 0, limit: 20) {\n      items {\n        id\n        ticket\n        name\n        acknowledgedAt\n        acknowledgeBy\n        resolveBy\n        resolvedAt\n        ticketStatus\n        ageText\n        acknowledgementText\n        resolutionText\n        read\n      }\n    }\n  }\n"): typeof import('./graphql').TicketsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TicketResolve($id: ID!, $resolved: Boolean!) {\n    resolveContactMessage(id: $id, resolved: $resolved) {\n      contactMessage {\n        ticketStatus\n        resolutionText\n        read\n      }\n      errors {\n        code\n      }\n    }\n  }\n"): typeof import('./graphql').TicketResolveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GrievanceOfficer {\n    shopDetails {\n      legalName\n      gstin\n      grievanceOfficerName\n      grievanceOfficerDesignation\n      grievanceOfficerEmail\n      grievanceOfficerPhone\n    }\n  }\n"): typeof import('./graphql').GrievanceOfficerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetGrievanceOfficer($input: ShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').SetGrievanceOfficerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContactSend($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      sent\n      ticket\n      errors {\n        ...UserErrorAllFields\n      }\n    }\n  }\n"): typeof import('./graphql').ContactSendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourierQuote($orderId: ID!, $parcel: ParcelInput) {\n    courierQuote(orderId: $orderId, parcel: $parcel) {\n      parcel {\n        weightGrams\n      }\n      codAmount {\n        amount\n      }\n      couriers {\n        courierId\n        name\n        rate {\n          amount\n        }\n        estimatedDays\n        cod\n      }\n    }\n  }\n"): typeof import('./graphql').CourierQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CourierShip($input: ShipThroughCourierInput!) {\n    shipThroughCourier(input: $input) {\n      order {\n        id\n        status\n        totalMoney {\n          amount\n        }\n        shipment {\n          carrier\n          trackingNumber\n          trackingUrl\n          courierName\n          throughCourierService\n          codAmount {\n            amount\n          }\n          pickupScheduledFor\n          parcel {\n            weightGrams\n            lengthCm\n          }\n        }\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CourierShipDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourierOrder($id: ID!) {\n    order(id: $id) {\n      orderNumber\n      email\n      lines {\n        id\n      }\n      status\n      refundDue\n      shipment {\n        courierStatus\n        returnedToOriginAt\n        failedDelivery {\n          reason\n          attempts\n          outcome\n        }\n        trackingEvents {\n          status\n          activity\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CourierOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CourierLabels($orderIds: [ID!]!) {\n    courierLabels(orderIds: $orderIds) {\n      url\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CourierLabelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourierFailedDeliveries {\n    failedDeliveries {\n      id\n      shipment {\n        failedDelivery {\n          reason\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CourierFailedDeliveriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CourierAnswer($input: AnswerFailedDeliveryInput!) {\n    answerFailedDelivery(input: $input) {\n      order {\n        shipment {\n          failedDelivery {\n            outcome\n          }\n        }\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CourierAnswerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CourierReturnPickup($returnId: ID!) {\n    bookReturnPickup(returnId: $returnId) {\n      returnRequest {\n        status\n        pickupAwb\n        pickupCourier\n        pickupLabelUrl\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CourierReturnPickupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CourierSetSizeParcel($productId: ID!, $sizeId: ID!, $parcel: ParcelInput!) {\n    setSizeParcel(productId: $productId, sizeId: $sizeId, parcel: $parcel) {\n      parcel {\n        weightGrams\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CourierSetSizeParcelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourierSizes($id: ID!) {\n    product(id: $id) {\n      sizes {\n        id\n        label\n        stock\n        parcel {\n          weightGrams\n          heightCm\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CourierSizesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourierShopperOrder($id: ID!) {\n    order(id: $id) {\n      orderNumber\n      email\n      deliveryAttemptFailure {\n        reason\n        attempts\n        outcome\n        reattemptOn\n        reattemptDays\n        mayReturn\n      }\n    }\n  }\n"): typeof import('./graphql').CourierShopperOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CourierAnswerMine($order: ShopperOrderInput!, $input: DeliveryAnswerInput!) {\n    answerMyFailedDelivery(order: $order, input: $input) {\n      order {\n        deliveryAttemptFailure {\n          outcome\n          reattemptOn\n          reattemptDays\n        }\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CourierAnswerMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourierOwnerView($id: ID!) {\n    order(id: $id) {\n      activity {\n        kind\n        by\n        note\n      }\n      shipment {\n        pickupStatus\n        pickupError\n        pickupScheduledFor\n        failedDelivery {\n          outcome\n          answeredBy\n          reattemptOn\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CourierOwnerViewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourierFailedJobs {\n    failedJobs {\n      id\n      type\n      about\n      attempts\n      lastError\n    }\n  }\n"): typeof import('./graphql').CourierFailedJobsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CourierRunJobAgain($id: ID!) {\n    runJobAgain(id: $id) {\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CourierRunJobAgainDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourierReturnPickupStatus($id: ID!) {\n    order(id: $id) {\n      returns {\n        id\n        pickupStatus\n        pickupScheduledFor\n      }\n    }\n  }\n"): typeof import('./graphql').CourierReturnPickupStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerPageCustomer($email: String!) {\n    customer(email: $email) {\n      email\n      name\n      orderCount\n      totalSpentMoney {\n        amount\n      }\n      addresses {\n        street\n        city\n      }\n      orders {\n        id\n        status\n        totalMoney {\n          amount\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerPageCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardDeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      deletedId\n      errors {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').DashboardDeleteProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardFigures {\n    dashboard {\n      ...DashboardFigureFields\n      recentOrders {\n        id\n        email\n      }\n    }\n  }\n"): typeof import('./graphql').DashboardFiguresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardCustomers($search: String, $offset: Int, $limit: Int) {\n    customers(search: $search, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        email\n        name\n        phone\n        orderCount\n        totalSpent\n        lastOrderAt\n      }\n    }\n  }\n"): typeof import('./graphql').DashboardCustomersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardOrdersSearch($filter: OrderFilter) {\n    orders(filter: $filter, limit: 5) {\n      totalCount\n      totalCountCapped\n      items {\n        email\n      }\n    }\n  }\n"): typeof import('./graphql').DashboardOrdersSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardCustomersCount($search: String) {\n    customers(search: $search, limit: 5) {\n      totalCount\n      totalCountCapped\n    }\n  }\n"): typeof import('./graphql').DashboardCustomersCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeliveryPromiseOf($pincode: String!) {\n    deliveryPromise(pincode: $pincode) {\n      pincode\n      area {\n        city\n        state\n      }\n      deliverable\n      zone\n      dispatchDate\n      deliveryDate\n      orderWithinMinutes\n      message\n      cutoffMessage\n      cashOnDelivery\n      cashOnDeliveryMessage\n    }\n  }\n"): typeof import('./graphql').DeliveryPromiseOfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeliveryTerms {\n    deliverySettings {\n      dispatchPincode\n      dispatchWeekdays\n      cutoffTime\n      holidays\n      transitDays {\n        zone\n        days\n      }\n    }\n  }\n"): typeof import('./graphql').DeliveryTermsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDeliveryTerms($input: DeliverySettingsInput!) {\n    updateDeliverySettings(input: $input) {\n      deliverySettings {\n        cutoffTime\n        holidays\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').SetDeliveryTermsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeliveryCodOn($input: CodSettingsInput!) {\n    updateCodSettings(input: $input) {\n      errors {\n        code\n      }\n    }\n  }\n"): typeof import('./graphql').DeliveryCodOnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscountCodesCreate($input: DiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      discountCode {\n        id\n        code\n        kind\n        percent\n        startsAt\n        endsAt\n        active\n        uses\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').DiscountCodesCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscountCodesUpdate($id: ID!, $input: DiscountCodeInput!) {\n    updateDiscountCode(id: $id, input: $input) {\n      discountCode {\n        id\n        active\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').DiscountCodesUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscountCodesList {\n    discountCodes {\n      code\n      uses\n      revenueMoney {\n        amount\n      }\n    }\n  }\n"): typeof import('./graphql').DiscountCodesListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscountCodesQuote($lines: [OrderLineInput!]!, $discountCode: String, $email: String) {\n    quote(lines: $lines, discountCode: $discountCode, email: $email) {\n      subtotalMoney {\n        amount\n      }\n      discountMoney {\n        amount\n      }\n      shippingMoney {\n        amount\n      }\n      totalMoney {\n        amount\n      }\n      freeShippingShortfallMoney {\n        amount\n      }\n      discount {\n        code\n        kind\n        savingMoney {\n          amount\n        }\n      }\n      discountRefusal {\n        reason\n        message\n        amountNeededMoney {\n          amount\n        }\n      }\n      lines {\n        discountMoney {\n          amount\n        }\n        paidMoney {\n          amount\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').DiscountCodesQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscountCodesOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      order {\n        id\n        discountCode\n        subtotalMoney {\n          amount\n        }\n        discountMoney {\n          amount\n        }\n        shippingMoney {\n          amount\n        }\n        totalMoney {\n          amount\n        }\n        lines {\n          discountMoney {\n            amount\n          }\n          paidMoney {\n            amount\n          }\n        }\n      }\n      errors {\n        code\n        message\n        field\n        discountRefusal {\n          reason\n          message\n          amountNeededMoney {\n            amount\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').DiscountCodesOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscountCodesCancel($id: ID!) {\n    updateOrderStatus(id: $id, status: CANCELLED) {\n      errors {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').DiscountCodesCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscountCodesInvoice($id: ID!) {\n    order(id: $id) {\n      invoice {\n        lines {\n          description\n          amountMoney {\n            amount\n          }\n          taxableValueMoney {\n            amount\n          }\n          cgstMoney {\n            amount\n          }\n          sgstMoney {\n            amount\n          }\n          igstMoney {\n            amount\n          }\n        }\n        totalMoney {\n          amount\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').DiscountCodesInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RupeeBreakdown on MoneyBreakdown {\n    goodsMoney {\n      amount\n    }\n    discountCode\n    discountMoney {\n      amount\n    }\n    lines {\n      lineId\n      description\n      quantity\n      amountMoney {\n        amount\n      }\n      discountMoney {\n        amount\n      }\n      paidMoney {\n        amount\n      }\n      gstRatePercent\n      taxableValueMoney {\n        amount\n      }\n      gstMoney {\n        amount\n      }\n    }\n    shippingMoney {\n      amount\n    }\n    codFeeMoney {\n      amount\n    }\n    taxableValueMoney {\n      amount\n    }\n    cgstMoney {\n      amount\n    }\n    sgstMoney {\n      amount\n    }\n    utgstMoney {\n      amount\n    }\n    igstMoney {\n      amount\n    }\n    gstMoney {\n      amount\n    }\n    gstByRate {\n      ratePercent\n      taxableValueMoney {\n        amount\n      }\n      cgstMoney {\n        amount\n      }\n      sgstMoney {\n        amount\n      }\n      utgstMoney {\n        amount\n      }\n      igstMoney {\n        amount\n      }\n      gstMoney {\n        amount\n      }\n    }\n    placeOfSupply\n    supplyType\n    placeOfSupplyAssumed\n    totalMoney {\n      amount\n    }\n    refundedMoney {\n      amount\n    }\n    netMoney {\n      amount\n    }\n    cashToCollectMoney {\n      amount\n    }\n  }\n"): typeof import('./graphql').RupeeBreakdownFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RupeeQuote($lines: [OrderLineInput!]!, $discountCode: String, $paymentMethod: PaymentMethod, $state: String) {\n    quote(lines: $lines, discountCode: $discountCode, paymentMethod: $paymentMethod, state: $state) {\n      totalMoney {\n        amount\n      }\n      breakdown {\n        ...RupeeBreakdown\n      }\n    }\n  }\n"): typeof import('./graphql').RupeeQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RupeeOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      order {\n        id\n        orderNumber\n        lines {\n          id\n        }\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').RupeeOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RupeeRefund($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      order {\n        id\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').RupeeRefundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RupeeOrderList($search: String) {\n    orders(filter: { search: $search }) {\n      items {\n        orderNumber\n        paymentMethod\n        breakdown {\n          totalMoney {\n            amount\n          }\n          cashToCollectMoney {\n            amount\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').RupeeOrderListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RupeeBooks($search: String, $from: String!, $to: String!) {\n    customers(search: $search) {\n      items {\n        email\n        totalSpentMoney {\n          amount\n        }\n      }\n    }\n    dashboard {\n      totalRevenueMoney {\n        amount\n      }\n    }\n    salesReport(from: $from, to: $to) {\n      revenueMoney {\n        amount\n      }\n      products {\n        productId\n        quantity\n        revenueMoney {\n          amount\n        }\n      }\n    }\n    ordersCsv(from: $from, to: $to)\n  }\n"): typeof import('./graphql').RupeeBooksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RupeeOrderView($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      totalMoney {\n        amount\n      }\n      breakdown {\n        ...RupeeBreakdown\n      }\n      invoice {\n        number\n        placeOfSupply\n        supplyType\n        taxableValueMoney {\n          amount\n        }\n        cgstMoney {\n          amount\n        }\n        sgstMoney {\n          amount\n        }\n        igstMoney {\n          amount\n        }\n        totalMoney {\n          amount\n        }\n        lines {\n          gstRatePercent\n          taxableValueMoney {\n            amount\n          }\n          cgstMoney {\n            amount\n          }\n          sgstMoney {\n            amount\n          }\n          igstMoney {\n            amount\n          }\n        }\n      }\n      creditNotes {\n        number\n        totalMoney {\n          amount\n        }\n        cgstMoney {\n          amount\n        }\n        sgstMoney {\n          amount\n        }\n        igstMoney {\n          amount\n        }\n      }\n      refunds {\n        method\n        manualReference\n        paidOn\n        state\n        amountMoney {\n          amount\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').RupeeOrderViewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GstRoundTwoDocuments($id: ID!) {\n    order(id: $id) {\n      id\n      buyerLegalName\n      totalMoney {\n        amount\n      }\n      invoice {\n        id\n        number\n        documentType\n        buyerLegalName\n        pdfUrl\n        taxableValueMoney {\n          amount\n        }\n        cgstMoney {\n          amount\n        }\n        sgstMoney {\n          amount\n        }\n        utgstMoney {\n          amount\n        }\n        igstMoney {\n          amount\n        }\n        totalMoney {\n          amount\n        }\n        lines {\n          description\n          hsnCode\n          quantity\n          uqc\n          gstRatePercent\n          amountMoney {\n            amount\n          }\n          discountMoney {\n            amount\n          }\n          cgstMoney {\n            amount\n          }\n          sgstMoney {\n            amount\n          }\n          utgstMoney {\n            amount\n          }\n        }\n      }\n      creditNotes {\n        number\n        documentType\n        reason\n        pdfUrl\n        totalMoney {\n          amount\n        }\n        taxableValueMoney {\n          amount\n        }\n        cgstMoney {\n          amount\n        }\n        sgstMoney {\n          amount\n        }\n        igstMoney {\n          amount\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GstRoundTwoDocumentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GstRoundTwoRefund($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').GstRoundTwoRefundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GstRoundTwoSettings($input: ShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').GstRoundTwoSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GstRoundTwoList($search: String) {\n    taxDocuments(search: $search) {\n      items {\n        kind\n        documentType\n        number\n      }\n    }\n  }\n"): typeof import('./graphql').GstRoundTwoListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GstRoundTwoCreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      product {\n        id\n        uqc\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').GstRoundTwoCreateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GstRoundTwoExports($month: String!) {\n    gstr1Export(month: $month) {\n      files {\n        table\n        name\n        csv\n      }\n      zipBase64\n    }\n    salesRegisterCsv(month: $month)\n  }\n"): typeof import('./graphql').GstRoundTwoExportsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GstDocumentFields on Invoice {\n    id\n    number\n    issuedAt\n    placeOfSupply\n    supplyType\n    buyerGstin\n    pdfUrl\n    taxableValueMoney {\n      amount\n    }\n    cgstMoney {\n      amount\n    }\n    sgstMoney {\n      amount\n    }\n    igstMoney {\n      amount\n    }\n    totalMoney {\n      amount\n    }\n    lines {\n      description\n      hsnCode\n      quantity\n      gstRatePercent\n      amountMoney {\n        amount\n      }\n      taxableValueMoney {\n        amount\n      }\n      cgstMoney {\n        amount\n      }\n      sgstMoney {\n        amount\n      }\n      igstMoney {\n        amount\n      }\n    }\n  }\n"): typeof import('./graphql').GstDocumentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GstOrderInvoice($id: ID!) {\n    order(id: $id) {\n      id\n      totalMoney {\n        amount\n      }\n      invoice {\n        ...GstDocumentFields\n      }\n      refunds {\n        id\n        state\n        creditNote {\n          number\n          invoiceNumber\n          pdfUrl\n          totalMoney {\n            amount\n          }\n          cgstMoney {\n            amount\n          }\n          sgstMoney {\n            amount\n          }\n          igstMoney {\n            amount\n          }\n          lines {\n            hsnCode\n            quantity\n            amountMoney {\n              amount\n            }\n            taxableValueMoney {\n              amount\n            }\n            cgstMoney {\n              amount\n            }\n            sgstMoney {\n              amount\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GstOrderInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GstRefund($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').GstRefundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GstTaxDocuments($search: String, $kind: TaxDocumentKind) {\n    taxDocuments(search: $search, kind: $kind) {\n      totalCount\n      items {\n        kind\n        number\n        orderNumber\n        buyerName\n        buyerGstin\n        placeOfSupply\n      }\n    }\n  }\n"): typeof import('./graphql').GstTaxDocumentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GstGstr1($month: String!) {\n    gstr1Export(month: $month) {\n      files {\n        table\n        name\n        csv\n      }\n      zipBase64\n      zipFilename\n    }\n  }\n"): typeof import('./graphql').GstGstr1Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobsFailedJobs {\n    failedJobs {\n      id\n      type\n      about\n      attempts\n      lastError\n      failedAt\n      createdAt\n    }\n  }\n"): typeof import('./graphql').JobsFailedJobsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JobsRunAgain($id: ID!) {\n    runJobAgain(id: $id) {\n      job {\n        id\n        type\n        about\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').JobsRunAgainDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JobsCreateEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').JobsCreateEndpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JobsSendTestWebhook($endpointId: ID!) {\n    sendTestWebhook(endpointId: $endpointId) {\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').JobsSendTestWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailFailuresList {\n    troubledMails {\n      id\n      kind\n      to\n      subject\n      state\n      attempts\n      lastError\n      nextAttemptAt\n    }\n  }\n"): typeof import('./graphql').MailFailuresListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MailFailuresSendAgain($id: ID!) {\n    sendMailAgain(id: $id) {\n      mail {\n        id\n        state\n        attempts\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').MailFailuresSendAgainDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailPreviewsAll {\n    mailPreviews {\n      kind\n      label\n      to\n      subject\n      html\n      text\n    }\n  }\n"): typeof import('./graphql').MailPreviewsAllDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MailPreviewsSaveDetails($input: ShopSettingsInput!) {\n    updateShopSettings(input: $input) {\n      errors {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').MailPreviewsSaveDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoneyVariantsProduct($id: ID!) {\n    product(id: $id) {\n      id\n      isNew\n      category {\n        id\n        slug\n        name\n      }\n      priceMoney {\n        ...MoneyFields\n      }\n      sizes {\n        id\n        sku\n        label\n        priceMoney {\n          ...MoneyFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MoneyVariantsProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MoneyVariantsLine on PricedLine {\n    productId\n    variantId\n    sku\n    size\n    quantity\n    unitPriceMoney {\n      amount\n      formatted\n    }\n    lineTotalMoney {\n      amount\n    }\n  }\n"): typeof import('./graphql').MoneyVariantsLineFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoneyVariantsQuote($lines: [OrderLineInput!]!) {\n    quote(lines: $lines) {\n      orderable\n      subtotalMoney {\n        ...MoneyFields\n      }\n      shippingMoney {\n        ...MoneyFields\n      }\n      taxMoney {\n        amount\n      }\n      totalMoney {\n        amount\n        formatted\n      }\n      lines {\n        ...MoneyVariantsLine\n        problem {\n          code\n          message\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MoneyVariantsQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoneyVariantsCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      order {\n        id\n        status\n        subtotalMoney {\n          amount\n        }\n        shippingMoney {\n          amount\n        }\n        totalMoney {\n          ...MoneyFields\n        }\n        lines {\n          ...MoneyVariantsLine\n        }\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').MoneyVariantsCreateOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoneyVariantsAdminView($status: OrderStatus) {\n    me {\n      role\n    }\n    orders(filter: { status: $status }) {\n      items {\n        id\n        status\n      }\n    }\n    dashboard {\n      totalRevenueMoney {\n        amount\n        currency\n        formatted\n      }\n    }\n  }\n"): typeof import('./graphql').MoneyVariantsAdminViewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoneyVariantsUpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        sizes {\n          id\n          sku\n          label\n          priceMoney {\n            amount\n          }\n        }\n      }\n      errors {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').MoneyVariantsUpdateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MultiProcessProduct($id: ID!) {\n    product(id: $id) {\n      id\n      price\n      sizes {\n        label\n        price\n      }\n    }\n  }\n"): typeof import('./graphql').MultiProcessProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MutationErrorsSizes($id: ID!) {\n    product(id: $id) {\n      name\n      sizes {\n        id\n        label\n      }\n    }\n  }\n"): typeof import('./graphql').MutationErrorsSizesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MutationErrorsCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      order {\n        id\n      }\n      paymentLink\n      errors {\n        ...UserErrorAllFields\n        # An integrator re-sends or shows the server's total as the shop writes it.\n        serverTotals {\n          totalMoney {\n            formatted\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MutationErrorsCreateOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MutationErrorsCreateToken {\n    createApiToken(input: { name: \"Integrator\", scopes: [ORDERS_READ, ORDERS_WRITE] }) {\n      secret\n      errors {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').MutationErrorsCreateTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NullabilityCategoriesAndDashboard {\n    categories {\n      id\n      productCount\n    }\n    dashboard {\n      orderCount\n    }\n  }\n"): typeof import('./graphql').NullabilityCategoriesAndDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NullabilityPublicAndAdminRoots {\n    products(limit: 1) {\n      totalCount\n    }\n    orders {\n      totalCount\n    }\n    customers {\n      totalCount\n    }\n  }\n"): typeof import('./graphql').NullabilityPublicAndAdminRootsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NullabilityUnknownIds {\n    product(id: \"no-such-product\") {\n      id\n    }\n    order(id: \"00000000-0000-4000-8000-000000000000\") {\n      id\n    }\n    malformed: order(id: \"not-a-uuid\") {\n      id\n    }\n  }\n"): typeof import('./graphql').NullabilityUnknownIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NullabilityPageTypes {\n    __schema {\n      types {\n        name\n        fields {\n          name\n          type {\n            kind\n            ofType {\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').NullabilityPageTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NullabilityAdminOffsetPages {\n    taxDocuments(offset: 5, limit: 1) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        endCursor\n      }\n    }\n    reviews(limit: 1) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n    }\n  }\n"): typeof import('./graphql').NullabilityAdminOffsetPagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderChangesFields on Order {\n    id\n    orderNumber\n    status\n    paymentStatus\n    refundedAmount\n    shopperMayCancel\n    phone\n    address {\n      street\n      city\n      state\n      postalCode\n    }\n    lines {\n      id\n      quantity\n      paidMoney {\n        amount\n      }\n    }\n  }\n"): typeof import('./graphql').OrderChangesFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderChangesOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderChangesFields\n      activity {\n        kind\n        by\n        note\n      }\n      lines {\n        id\n        restockedQuantity\n      }\n      history {\n        status\n        changedBy\n        note\n      }\n      refunds {\n        amount\n        state\n        requestedBy\n      }\n      breakdown {\n        refundedMoney {\n          amount\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').OrderChangesOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderChangesShopperView($id: ID!) {\n    order(id: $id) {\n      ...OrderChangesFields\n    }\n  }\n"): typeof import('./graphql').OrderChangesShopperViewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderChangesActivityAsShopper($id: ID!) {\n    order(id: $id) {\n      id\n      activity {\n        note\n      }\n    }\n  }\n"): typeof import('./graphql').OrderChangesActivityAsShopperDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderChangesCancelMine($order: ShopperOrderInput!, $reason: String) {\n    cancelMyOrder(order: $order, reason: $reason) {\n      order {\n        ...OrderChangesFields\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').OrderChangesCancelMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderChangesRequestAddress($order: ShopperOrderInput!, $request: String!) {\n    requestAddressChange(order: $order, request: $request) {\n      order {\n        id\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').OrderChangesRequestAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderChangesContact($input: OrderContactInput!) {\n    changeOrderContact(input: $input) {\n      order {\n        ...OrderChangesFields\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').OrderChangesContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderChangesNote($orderId: ID!, $note: String!) {\n    addOrderNote(orderId: $orderId, note: $note) {\n      order {\n        id\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').OrderChangesNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderChangesCancellationRefund($id: ID!, $lines: [CancelOrderLineInput!]!) {\n    order(id: $id) {\n      cancellationRefund(lines: $lines) {\n        amount\n      }\n    }\n  }\n"): typeof import('./graphql').OrderChangesCancellationRefundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderChangesCancelLines($orderId: ID!, $lines: [CancelOrderLineInput!]!) {\n    cancelOrderLines(orderId: $orderId, lines: $lines) {\n      order {\n        ...OrderChangesFields\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').OrderChangesCancelLinesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderLimitsCreate($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      order {\n        id\n        itemCount\n        address {\n          state\n        }\n      }\n      errors {\n        ...UserErrorAllFields\n      }\n    }\n  }\n"): typeof import('./graphql').OrderLimitsCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderLimitsToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        unpaidOrderLimit\n      }\n      errors {\n        code\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').OrderLimitsTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderSearchByNameList($filter: OrderFilter, $sort: OrderSort, $offset: Int, $limit: Int) {\n    orders(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      totalCount\n      totalCountCapped\n      items {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').OrderSearchByNameListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderTrackingTrack($orderNumber: String!, $email: String!) {\n    trackOrder(orderNumber: $orderNumber, email: $email) {\n      id\n      orderNumber\n      status\n      paymentStatus\n      total\n      lines {\n        name\n        quantity\n      }\n    }\n  }\n"): typeof import('./graphql').OrderTrackingTrackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersAdminList($filter: OrderFilter, $sort: OrderSort, $offset: Int, $limit: Int) {\n    orders(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        id\n        orderNumber\n        customerName\n        email\n        total\n        itemCount\n        status\n        createdAt\n        lines {\n          name\n          quantity\n          unitPrice\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').OrdersAdminListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersAdminListWithHistory($limit: Int) {\n    orders(limit: $limit) {\n      items {\n        id\n        history {\n          status\n        }\n        lines {\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').OrdersAdminListWithHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersAdminHistory($id: ID!) {\n    order(id: $id) {\n      history {\n        status\n        changedBy\n        at\n      }\n    }\n  }\n"): typeof import('./graphql').OrdersAdminHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersAdminStatusOptions($id: ID!) {\n    order(id: $id) {\n      status\n      allowedNextStatuses\n      statusOptions {\n        status\n        allowed\n        reason\n      }\n    }\n  }\n"): typeof import('./graphql').OrdersAdminStatusOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PackingSlipsOrderSlipUrl($id: ID!) {\n    order(id: $id) {\n      orderNumber\n      packingSlipUrl\n    }\n  }\n"): typeof import('./graphql').PackingSlipsOrderSlipUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentsErrorCode($id: ID!) {\n    order(id: $id) {\n      paymentErrorCode\n    }\n  }\n"): typeof import('./graphql').PaymentsErrorCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMarketingConsent {\n    marketingConsent {\n      consented\n      consentedAt\n      withdrawnAt\n    }\n  }\n"): typeof import('./graphql').MyMarketingConsentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyMarketingConsent($consent: Boolean!) {\n    setMarketingConsent(consent: $consent) {\n      marketingConsent {\n        consented\n        consentedAt\n      }\n      errors {\n        code\n      }\n    }\n  }\n"): typeof import('./graphql').SetMyMarketingConsentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EraseMe($password: String!) {\n    deleteAccount(password: $password) {\n      deleted\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').EraseMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnerSeesPriya($search: String) {\n    orders(filter: { search: $search }, offset: 0, limit: 20) {\n      items {\n        id\n        customerName\n        email\n      }\n    }\n    customers(search: $search, offset: 0, limit: 20) {\n      items {\n        name\n        email\n      }\n    }\n  }\n"): typeof import('./graphql').OwnerSeesPriyaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriyaCsv($from: String!, $to: String!) {\n    ordersCsv(from: $from, to: $to)\n  }\n"): typeof import('./graphql').PriyaCsvDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PriyaWrites($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      sent\n    }\n  }\n"): typeof import('./graphql').PriyaWritesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PincodesArea($code: String!) {\n    pincode(code: $code) {\n      pincode\n      city\n      district\n      state\n    }\n  }\n"): typeof import('./graphql').PincodesAreaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QueryCountsProducts($filter: ProductFilter, $sort: ProductSort, $offset: Int, $limit: Int) {\n    products(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        ...AllProductFields\n      }\n    }\n  }\n"): typeof import('./graphql').QueryCountsProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QueryCountsHomeRows {\n    featured: products(filter: { featured: true }, limit: 4) {\n      items {\n        id\n        featured\n        bestSeller\n        new\n        price\n      }\n    }\n    bestSellers: products(filter: { bestSeller: true }, limit: 4) {\n      items {\n        id\n        featured\n        bestSeller\n        new\n        price\n      }\n    }\n    newArrivals: products(filter: { isNew: true }, limit: 4) {\n      items {\n        id\n        featured\n        bestSeller\n        new\n        price\n      }\n    }\n  }\n"): typeof import('./graphql').QueryCountsHomeRowsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QueryCountsListingPage($filter: ProductFilter) {\n    products(filter: $filter, limit: 24) {\n      totalCount\n      items {\n        id\n      }\n    }\n    categories {\n      id\n      subcategories\n      productCount\n    }\n  }\n"): typeof import('./graphql').QueryCountsListingPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QueryCountsProduct($id: ID!) {\n    product(id: $id) {\n      ...AllProductFields\n    }\n  }\n"): typeof import('./graphql').QueryCountsProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QueryCountsCategories {\n    categories {\n      id\n      name\n      subcategories\n      productCount\n    }\n  }\n"): typeof import('./graphql').QueryCountsCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query QueryCountsOrders($limit: Int) {\n      orders(limit: $limit) {\n        totalCount\n        items {\n          id\n          orderNumber\n          customerName\n          total\n          status\n          lines {\n            productId\n            name\n            quantity\n            unitPrice\n            lineTotal\n          }\n          history {\n            status\n            changedBy\n            at\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql').QueryCountsOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query QueryCountsDashboard {\n      dashboard {\n        ...DashboardFigureFields\n        recentOrders {\n          id\n          orderNumber\n          customerName\n          total\n          lines {\n            name\n            quantity\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql').QueryCountsDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuoteSerumOrderLimit {\n    product(id: \"hair-serum-1\") {\n      orderLimit\n    }\n  }\n"): typeof import('./graphql').QuoteSerumOrderLimitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RateLimitsLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      user {\n        id\n      }\n      errors {\n        code\n        message\n        retryAfterSeconds\n      }\n    }\n  }\n"): typeof import('./graphql').RateLimitsLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RateLimitsCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      order {\n        id\n      }\n      errors {\n        code\n        message\n        retryAfterSeconds\n      }\n    }\n  }\n"): typeof import('./graphql').RateLimitsCreateOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RefundsOrderFields on Order {\n    id\n    paymentStatus\n    refundDue\n    refundedAmount\n    total\n    refunds {\n      id\n      merchantRefundId\n      providerRefundId\n      amount\n      reason\n      restocked\n      state\n      errorCode\n      requestedBy\n    }\n  }\n"): typeof import('./graphql').RefundsOrderFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundsRefund($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      order {\n        ...RefundsOrderFields\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').RefundsRefundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RefundsOrder($id: ID!) {\n    order(id: $id) {\n      ...RefundsOrderFields\n    }\n  }\n"): typeof import('./graphql').RefundsOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RefundsPeek($id: ID!) {\n    order(id: $id) {\n      id\n      refunds {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').RefundsPeekDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RefundsOrderLines($id: ID!) {\n    order(id: $id) {\n      id\n      lines {\n        id\n        productId\n        quantity\n        restockedQuantity\n      }\n    }\n  }\n"): typeof import('./graphql').RefundsOrderLinesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RefundsDashboard {\n    dashboard {\n      totalRevenue\n    }\n  }\n"): typeof import('./graphql').RefundsDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportsSales($from: String!, $to: String!) {\n    salesReport(from: $from, to: $to) {\n      from\n      to\n      orderCount\n      revenue\n      days {\n        date\n        orders\n        revenue\n      }\n      products {\n        productId\n        name\n        quantity\n        revenue\n      }\n    }\n  }\n"): typeof import('./graphql').ReportsSalesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportsCsv($from: String!, $to: String!) {\n    ordersCsv(from: $from, to: $to)\n  }\n"): typeof import('./graphql').ReportsCsvDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportsSettings {\n    shopSettings {\n      contactNotificationEmail\n      contactNotificationEmailSet\n    }\n  }\n"): typeof import('./graphql').ReportsSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportsUpdateSettings($email: String!) {\n    updateShopSettings(input: { contactNotificationEmail: $email }) {\n      settings {\n        contactNotificationEmail\n        contactNotificationEmailSet\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ReportsUpdateSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewsSubmit($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      review {\n        id\n        status\n        authorName\n        authorCity\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ReviewsSubmitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewsOfProduct($id: ID!) {\n    product(id: $id) {\n      rating\n      reviews\n      reviewSummary {\n        average\n        count\n        histogram {\n          stars\n          count\n        }\n      }\n      publishedReviews(limit: 3) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n        }\n        items {\n          title\n          rating\n          authorName\n          reply\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReviewsOfProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewsProductName($id: ID!) {\n    product(id: $id) {\n      name\n    }\n  }\n"): typeof import('./graphql').ReviewsProductNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewsQueue {\n    reviews(status: PENDING) {\n      totalCount\n      items {\n        id\n        title\n        productName\n      }\n    }\n  }\n"): typeof import('./graphql').ReviewsQueueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewsPublish($id: ID!, $reply: String) {\n    publishReview(id: $id, reply: $reply) {\n      review {\n        status\n        reply\n      }\n      errors {\n        code\n      }\n    }\n  }\n"): typeof import('./graphql').ReviewsPublishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewsReject($id: ID!) {\n    rejectReview(id: $id) {\n      review {\n        status\n      }\n      errors {\n        code\n      }\n    }\n  }\n"): typeof import('./graphql').ReviewsRejectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewsLabels($id: ID!) {\n    product(id: $id) {\n      rating\n      reviews\n      publishedReviews(limit: 100) {\n        totalCount\n        items {\n          title\n          rating\n          isSample\n          verifiedBuyer\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReviewsLabelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewsRemoveSamples {\n    removeSampleData {\n      removedReviews\n      errors {\n        code\n      }\n    }\n  }\n"): typeof import('./graphql').ReviewsRemoveSamplesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesFiguresBoth($from: String!, $to: String!) {\n    dashboard {\n      totalRevenueMoney {\n        amount\n      }\n      orderCount\n      paidOrderCount\n      failedOrderCount\n      averageOrderValueMoney {\n        amount\n      }\n    }\n    salesReport(from: $from, to: $to) {\n      orderCount\n      revenueMoney {\n        amount\n      }\n      averageOrderValueMoney {\n        amount\n      }\n      days {\n        orders\n        revenueMoney {\n          amount\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SalesFiguresBothDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SalesFiguresRefund($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      order {\n        id\n        refunds {\n          state\n        }\n      }\n      errors {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').SalesFiguresRefundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesFiguresRefundState($id: ID!) {\n    order(id: $id) {\n      paymentStatus\n      totalMoney {\n        amount\n      }\n      refunds {\n        state\n      }\n    }\n  }\n"): typeof import('./graphql').SalesFiguresRefundStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesFiguresReport($from: String!, $to: String!) {\n    salesReport(from: $from, to: $to) {\n      orderCount\n      revenueMoney {\n        amount\n      }\n      days {\n        date\n        orders\n        revenueMoney {\n          amount\n        }\n      }\n      products {\n        productId\n        name\n        quantity\n        revenueMoney {\n          amount\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SalesFiguresReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionsMe {\n    me {\n      email\n      role\n    }\n  }\n"): typeof import('./graphql').SessionsMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionsLogout {\n    logout {\n      signedOut\n    }\n  }\n"): typeof import('./graphql').SessionsLogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionsOrders {\n    orders {\n      totalCount\n    }\n  }\n"): typeof import('./graphql').SessionsOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionsDashboard {\n    dashboard {\n      orderCount\n    }\n  }\n"): typeof import('./graphql').SessionsDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShippingShip($input: ShipOrderInput!) {\n    shipOrder(input: $input) {\n      order {\n        id\n        status\n        shipment {\n          carrier\n          carrierName\n          trackingNumber\n          trackingUrl\n          shippedAt\n        }\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ShippingShipDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShippingDelivered($id: ID!) {\n    markOrderDelivered(id: $id) {\n      order {\n        status\n        deliveredAt\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ShippingDeliveredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShippingTrack($orderNumber: String!, $email: String!) {\n    trackOrder(orderNumber: $orderNumber, email: $email) {\n      status\n      shipment {\n        carrierName\n        trackingNumber\n        trackingUrl\n      }\n    }\n  }\n"): typeof import('./graphql').ShippingTrackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopMailSettings($input: MailSettingsInput!) {\n    updateMailSettings(input: $input) {\n      settings {\n        ownerNewOrder\n        ownerLowStock\n        ownerContactMessage\n        reviewRequests\n        reviewRequestDelayDays\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ShopMailSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopMailShip($input: ShipOrderInput!) {\n    shipOrder(input: $input) {\n      errors {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ShopMailShipDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopMailDelivered($id: ID!) {\n    markOrderDelivered(id: $id) {\n      errors {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ShopMailDeliveredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopMailReview($input: SubmitReviewInput!) {\n    submitReview(input: $input) {\n      errors {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ShopMailReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopMailRefund($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      errors {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ShopMailRefundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopMailContact($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      sent\n    }\n  }\n"): typeof import('./graphql').ShopMailContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockPerSizeProduct($id: ID!) {\n    product(id: $id) {\n      id\n      stock\n      orderLimit\n      sizes {\n        id\n        label\n        price\n        stock\n        orderLimit\n      }\n    }\n  }\n"): typeof import('./graphql').StockPerSizeProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StockPerSizeUpdate($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        id\n        stock\n        sizes {\n          id\n          label\n          stock\n        }\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').StockPerSizeUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StockPerSizeEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n      }\n      errors {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').StockPerSizeEndpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrustSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      accepted\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').TrustSignUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrustConfirm($token: String!, $password: String!) {\n    confirmEmail(token: $token, password: $password) {\n      email\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').TrustConfirmDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrustLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      user {\n        email\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').TrustLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrustMe {\n    me {\n      name\n      orders {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').TrustMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrustRequestReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      accepted\n      errors {\n        code\n      }\n    }\n  }\n"): typeof import('./graphql').TrustRequestResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrustReset($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      changed\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').TrustResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrustChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      changed\n      errors {\n        code\n      }\n    }\n  }\n"): typeof import('./graphql').TrustChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IntegratorToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      errors {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').IntegratorTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IntegratorEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').IntegratorEndpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IntegratorSendTest($endpointId: ID!) {\n    sendTestWebhook(endpointId: $endpointId) {\n      delivery {\n        id\n        eventId\n        eventType\n        status\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').IntegratorSendTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IntegratorEndpoints {\n    webhookEndpoints {\n      id\n    }\n    webhookDeliveries(limit: 100) {\n      items {\n        id\n        eventId\n        eventType\n        endpointId\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').IntegratorEndpointsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IntegratorDeleteEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      deletedId\n      errors {\n        code\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').IntegratorDeleteEndpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IntegratorRedeliver($id: ID!) {\n    redeliverWebhook(id: $id) {\n      delivery {\n        id\n      }\n      errors {\n        code\n      }\n    }\n  }\n"): typeof import('./graphql').IntegratorRedeliverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IntegratorCancel($id: ID!) {\n    updateOrderStatus(id: $id, status: CANCELLED) {\n      errors {\n        code\n      }\n    }\n  }\n"): typeof import('./graphql').IntegratorCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IntegratorUpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        sizes {\n          id\n          priceMoney {\n            amount\n          }\n        }\n      }\n      errors {\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').IntegratorUpdateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhooksCreateEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n        events\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').WebhooksCreateEndpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhooksDeliveries($endpointId: ID, $status: WebhookDeliveryStatus) {\n    webhookDeliveries(endpointId: $endpointId, status: $status, limit: 100) {\n      totalCount\n      items {\n        id\n        eventId\n        eventType\n        status\n        attempts\n        responseStatus\n        lastError\n        payload\n      }\n    }\n  }\n"): typeof import('./graphql').WebhooksDeliveriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhooksCreateToken {\n    createApiToken(input: { name: \"All\", scopes: [CATALOGUE_WRITE, ORDERS_READ, ORDERS_WRITE, CUSTOMERS_READ] }) {\n      secret\n      errors {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').WebhooksCreateTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhooksRedeliver($id: ID!) {\n    redeliverWebhook(id: $id) {\n      delivery {\n        id\n        eventId\n        status\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').WebhooksRedeliverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhooksSetStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      order {\n        id\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').WebhooksSetStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhooksCreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      product {\n        id\n      }\n      errors {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').WebhooksCreateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhooksUpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        id\n      }\n      errors {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').WebhooksUpdateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhooksDeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      deletedId\n      errors {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').WebhooksDeleteProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhooksRefund($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      order {\n        id\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').WebhooksRefundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CodSettingsUpdate($input: CodSettingsInput!) {\n    updateCodSettings(input: $input) {\n      codSettings {\n        enabled\n        feeMoney {\n          amount\n        }\n        maxOrderMoney {\n          amount\n        }\n        maxOpenOrders\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').CodSettingsUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CodSettingsRead {\n    codSettings {\n      enabled\n      maxOpenOrders\n    }\n  }\n"): typeof import('./graphql').CodSettingsReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CodQuote($lines: [OrderLineInput!]!, $paymentMethod: PaymentMethod) {\n    quote(lines: $lines, paymentMethod: $paymentMethod) {\n      shippingMoney {\n        amount\n      }\n      codFeeMoney {\n        amount\n      }\n      totalMoney {\n        amount\n      }\n      cashOnDelivery {\n        available\n        reason\n        message\n        feeMoney {\n          amount\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CodQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CodOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      paymentLink\n      order {\n        id\n        status\n        paymentStatus\n        paymentMethod\n        codFeeMoney {\n          amount\n        }\n        totalMoney {\n          amount\n        }\n      }\n      errors {\n        code\n        message\n        field\n        codRefusalReason\n      }\n    }\n  }\n"): typeof import('./graphql').CodOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CodShip($input: ShipOrderInput!) {\n    shipOrder(input: $input) {\n      order {\n        status\n        invoice {\n          number\n        }\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CodShipDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CodDeliver($id: ID!) {\n    markOrderDelivered(id: $id) {\n      order {\n        status\n      }\n      errors {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CodDeliverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CodCollect($id: ID!) {\n    recordCashCollected(id: $id) {\n      order {\n        status\n        paymentStatus\n        cashCollectedAt\n        invoice {\n          number\n        }\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CodCollectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CodReturn($id: ID!) {\n    returnUndelivered(id: $id) {\n      order {\n        status\n        paymentStatus\n        creditNotes {\n          totalMoney {\n            amount\n          }\n        }\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CodReturnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CodInvoice($id: ID!) {\n    order(id: $id) {\n      invoice {\n        number\n        lines {\n          description\n          amountMoney {\n            amount\n          }\n          taxableValueMoney {\n            amount\n          }\n          igstMoney {\n            amount\n          }\n        }\n        totalMoney {\n          amount\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CodInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutHelpersCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      paymentLink\n      order {\n        ...OrderPageFields\n      }\n      errors {\n        ...UserErrorAllFields\n      }\n    }\n  }\n"): typeof import('./graphql').CheckoutHelpersCreateOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutHelpersConfirmPayment($orderId: ID!) {\n    confirmPayment(id: $orderId) {\n      paid\n      message\n      order {\n        ...OrderPageFields\n      }\n      errors {\n        ...UserErrorAllFields\n      }\n    }\n  }\n"): typeof import('./graphql').CheckoutHelpersConfirmPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutHelpersSetOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      order {\n        id\n        status\n        history {\n          status\n          changedBy\n        }\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').CheckoutHelpersSetOrderStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutHelpersOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderPageFields\n    }\n  }\n"): typeof import('./graphql').CheckoutHelpersOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MoneyFields on Money {\n    amount\n    currency\n    formatted\n  }\n"): typeof import('./graphql').MoneyFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AllProductFields on Product {\n    benefits\n    bestSeller\n    category {\n      id\n      name\n      slug\n    }\n    concerns {\n      key\n      label\n    }\n    createdAt\n    description\n    featured\n    gstRatePercent\n    howToUse\n    hsnCode\n    id\n    imageUrl\n    images\n    ingredients\n    isNew\n    legalDeclarations {\n      consumerCareAddress\n      consumerCareEmail\n      consumerCarePhone\n      countryOfOrigin\n      genericName\n      makerAddress\n      makerLabel\n      makerName\n      makerRole\n      shelfLife\n      shelfLifeKind\n      shelfLifeMonths\n    }\n    name\n    new\n    orderLimit\n    price\n    priceMoney {\n      ...MoneyFields\n    }\n    publishedReviews {\n      totalCount\n    }\n    rating\n    reviewSummary {\n      count\n    }\n    reviews\n    sizes {\n      id\n      label\n      mrpMoney {\n        ...MoneyFields\n      }\n      netQuantity {\n        amount\n        text\n        unit\n      }\n      percentOff\n      price\n      priceMoney {\n        ...MoneyFields\n      }\n      sku\n    }\n    stock\n    subcategory\n    updatedAt\n    uqc\n  }\n"): typeof import('./graphql').AllProductFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderPageFields on Order {\n    id\n    orderNumber\n    status\n    paymentStatus\n    paymentReference\n    paymentFailureReason\n    refundDue\n    firstName\n    lastName\n    customerName\n    email\n    phone\n    addressLine\n    address {\n      street\n      city\n      state\n      postalCode\n      country\n    }\n    subtotal\n    shipping\n    tax\n    total\n    totalMoney {\n      ...MoneyFields\n    }\n    itemCount\n    createdAt\n    lines {\n      productId\n      variantId\n      sku\n      name\n      size\n      quantity\n      unitPrice\n      lineTotal\n      imageUrl\n    }\n  }\n"): typeof import('./graphql').OrderPageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardFigureFields on Dashboard {\n    totalRevenue\n    orderCount\n    customerCount\n    productCount\n    pendingOrders\n    averageOrderValue\n  }\n"): typeof import('./graphql').DashboardFigureFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserErrorAllFields on UserError {\n    code\n    message\n    field\n    stock {\n      productId\n      variantId\n      name\n      size\n      requested\n      available\n    }\n    serverTotals {\n      subtotalMoney {\n        amount\n      }\n      shippingMoney {\n        amount\n      }\n      taxMoney {\n        amount\n      }\n      totalMoney {\n        amount\n      }\n    }\n    retryAfterSeconds\n    maxQuantity\n  }\n"): typeof import('./graphql').UserErrorAllFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductHelpersProductForEdit($id: ID!) {\n    product(id: $id) {\n      name\n      category {\n        slug\n      }\n      subcategory\n      price\n      sizes {\n        id\n        label\n        price\n      }\n      description\n      benefits\n      imageUrl\n      images\n      stock\n    }\n  }\n"): typeof import('./graphql').ProductHelpersProductForEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductHelpersUpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        id\n        price\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ProductHelpersUpdateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReturnsCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      order {\n        id\n        orderNumber\n        lines {\n          id\n        }\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ReturnsCreateOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReturnsCreateCode($input: DiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      errors {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ReturnsCreateCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReturnsShip($input: ShipOrderInput!) {\n    shipOrder(input: $input) {\n      errors {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ReturnsShipDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReturnsDelivered($id: ID!) {\n    markOrderDelivered(id: $id) {\n      order {\n        deliveredAt\n        returnWindowEndsAt\n      }\n    }\n  }\n"): typeof import('./graphql').ReturnsDeliveredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReturnsFields on ReturnRequest {\n    id\n    status\n    reason\n    reasonLabel\n    note\n    lines {\n      orderLineId\n      name\n      size\n      quantity\n    }\n    waitingDays\n    approvalOverdue\n    rejectionReason\n    resellable\n    refundAmount {\n      amount\n      formatted\n    }\n  }\n"): typeof import('./graphql').ReturnsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReturnsRequest($input: RequestReturnInput!) {\n    requestReturn(input: $input) {\n      returnRequest {\n        ...ReturnsFields\n      }\n      errors {\n        code\n        message\n        field\n        maxQuantity\n        returnRefusal\n      }\n    }\n  }\n"): typeof import('./graphql').ReturnsRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReturnsApprove($id: ID!) {\n    approveReturn(id: $id) {\n      returnRequest {\n        ...ReturnsFields\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ReturnsApproveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReturnsReject($id: ID!, $reason: String!) {\n    rejectReturn(id: $id, reason: $reason) {\n      returnRequest {\n        ...ReturnsFields\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ReturnsRejectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReturnsReceive($input: ReceiveReturnInput!) {\n    receiveReturn(input: $input) {\n      returnRequest {\n        ...ReturnsFields\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ReturnsReceiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReturnsToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n    }\n  }\n"): typeof import('./graphql').ReturnsTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReturnsOrder($id: ID!) {\n    order(id: $id) {\n      paymentStatus\n      returns {\n        ...ReturnsFields\n      }\n      refunds {\n        amountMoney {\n          amount\n        }\n        state\n        creditNote {\n          number\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReturnsOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestShopLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      user {\n        email\n      }\n      errors {\n        code\n        message\n        retryAfterSeconds\n      }\n    }\n  }\n"): typeof import('./graphql').TestShopLoginDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
