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
    "\n  query AdminCustomers($search: String, $offset: Int!, $limit: Int!) {\n    customers(search: $search, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        ...AdminCustomerRow\n      }\n    }\n  }\n": typeof types.AdminCustomersDocument,
    "\n  query AdminDashboard {\n    dashboard {\n      ...DashboardStats\n      recentOrders {\n        id\n        ...DashboardRecentOrder\n      }\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  query AdminOrders($filter: OrderFilter, $sort: OrderSort, $offset: Int!, $limit: Int!) {\n    orders(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        id\n        ...AdminOrderRow\n        ...AdminOrderDetails\n      }\n    }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  query AdminProducts($search: String, $offset: Int!, $limit: Int!) {\n    products(filter: { search: $search }, sort: NEWEST, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        id\n        name\n        ...AdminProductRow\n        ...AdminProductForm\n      }\n    }\n  }\n": typeof types.AdminProductsDocument,
    "\n  query HomePage {\n    featured: products(filter: { featured: true }, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    bestSellers: products(filter: { bestSeller: true }, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    newArrivals: products(filter: { new: true }, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  query OrderSummary($id: ID!) {\n    order(id: $id) {\n      id\n      ...OrderConfirmation_order\n    }\n  }\n": typeof types.OrderSummaryDocument,
    "\n  query ProductPage($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      category\n      description\n      ...ProductGallery_product\n      ...ProductInfo_product\n      ...ProductDescription_product\n      ...ProductPurchase_product\n    }\n  }\n": typeof types.ProductPageDocument,
    "\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $offset: Int, $limit: Int) {\n    products(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    categories {\n      id\n      ...ListingFilters_category\n    }\n  }\n": typeof types.ProductListingDocument,
    "\n  fragment AdminCustomerRow on Customer {\n    email\n    name\n    phone\n    orderCount\n    totalSpent\n    lastOrderAt\n  }\n": typeof types.AdminCustomerRowFragmentDoc,
    "\n  fragment DashboardRecentOrder on Order {\n    id\n    orderNumber\n    customerName\n    createdAt\n    total\n    status\n  }\n": typeof types.DashboardRecentOrderFragmentDoc,
    "\n  fragment DashboardStats on Dashboard {\n    totalRevenue\n    orderCount\n    customerCount\n    productCount\n    pendingOrders\n    averageOrderValue\n  }\n": typeof types.DashboardStatsFragmentDoc,
    "\n  mutation UpdateOrderStatus($orderId: ID!, $status: OrderStatus!) {\n    updateOrderStatus(orderId: $orderId, status: $status) {\n      id\n      status\n      updatedAt\n      ...AdminOrderRow\n      ...AdminOrderDetails\n    }\n  }\n": typeof types.UpdateOrderStatusDocument,
    "\n  fragment AdminOrderDetails on Order {\n    id\n    orderNumber\n    customerName\n    email\n    phone\n    addressLine\n    createdAt\n    lines {\n      productId\n      name\n      size\n      quantity\n      unitPrice\n      lineTotal\n    }\n    subtotal\n    shipping\n    tax\n    total\n    status\n    paymentStatus\n    paymentReference\n    paymentFailureReason\n    refundDue\n    history {\n      status\n      changedBy\n      at\n      note\n    }\n  }\n": typeof types.AdminOrderDetailsFragmentDoc,
    "\n  fragment AdminOrderRow on Order {\n    id\n    orderNumber\n    customerName\n    email\n    createdAt\n    itemCount\n    total\n    status\n    paymentStatus\n  }\n": typeof types.AdminOrderRowFragmentDoc,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n      ...AdminProductRow\n      ...AdminProductForm\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n": typeof types.DeleteProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      ...AdminProductRow\n      ...AdminProductForm\n      updatedAt\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  fragment AdminProductForm on Product {\n    id\n    name\n    category\n    subcategory\n    price\n    sizes {\n      label\n      price\n    }\n    description\n    benefits\n    imageUrl\n    images\n    stock\n    rating\n    reviews\n    featured\n    bestSeller\n    new\n  }\n": typeof types.AdminProductFormFragmentDoc,
    "\n  fragment AdminProductRow on Product {\n    id\n    name\n    category\n    subcategory\n    price\n    sizes {\n      label\n    }\n    imageUrl\n    stock\n    rating\n    reviews\n    featured\n    bestSeller\n    new\n  }\n": typeof types.AdminProductRowFragmentDoc,
    "\n  query Me {\n    me {\n      id\n      email\n      role\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      id\n      email\n      role\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  fragment ListingFilters_category on Category {\n    id\n    name\n    subcategories\n  }\n": typeof types.ListingFilters_CategoryFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    name\n    category\n    subcategory\n    price\n    imageUrl\n    rating\n    reviews\n    stock\n    bestSeller\n    new\n    sizes {\n      label\n      price\n    }\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  fragment ProductGallery_product on Product {\n    name\n    imageUrl\n    images\n  }\n": typeof types.ProductGallery_ProductFragmentDoc,
    "\n  fragment ProductInfo_product on Product {\n    name\n    category\n    subcategory\n    rating\n    reviews\n  }\n": typeof types.ProductInfo_ProductFragmentDoc,
    "\n  fragment ProductDescription_product on Product {\n    description\n    benefits\n  }\n": typeof types.ProductDescription_ProductFragmentDoc,
    "\n  fragment ProductPurchase_product on Product {\n    id\n    name\n    category\n    price\n    imageUrl\n    stock\n    sizes {\n      label\n      price\n    }\n  }\n": typeof types.ProductPurchase_ProductFragmentDoc,
    "\n  query RelatedProducts($category: String!, $excludeId: ID!) {\n    products(filter: { category: $category, excludeId: $excludeId }, sort: POPULAR, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.RelatedProductsDocument,
    "\n  mutation ConfirmPayment($orderId: ID!) {\n    confirmPayment(orderId: $orderId) {\n      paid\n      message\n      order {\n        id\n        orderNumber\n        email\n        status\n        paymentStatus\n        paymentFailureReason\n        total\n      }\n    }\n  }\n": typeof types.ConfirmPaymentDocument,
    "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      paymentLink\n      order {\n        id\n        orderNumber\n        email\n        total\n        paymentStatus\n      }\n    }\n  }\n": typeof types.CreateOrderDocument,
    "\n  fragment OrderConfirmation_order on Order {\n    id\n    orderNumber\n    createdAt\n    status\n    paymentStatus\n    customerName\n    email\n    phone\n    addressLine\n    subtotal\n    shipping\n    tax\n    total\n    lines {\n      productId\n      name\n      size\n      quantity\n      unitPrice\n      lineTotal\n      imageUrl\n    }\n  }\n": typeof types.OrderConfirmation_OrderFragmentDoc,
};
const documents: Documents = {
    "\n  query AdminCustomers($search: String, $offset: Int!, $limit: Int!) {\n    customers(search: $search, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        ...AdminCustomerRow\n      }\n    }\n  }\n": types.AdminCustomersDocument,
    "\n  query AdminDashboard {\n    dashboard {\n      ...DashboardStats\n      recentOrders {\n        id\n        ...DashboardRecentOrder\n      }\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  query AdminOrders($filter: OrderFilter, $sort: OrderSort, $offset: Int!, $limit: Int!) {\n    orders(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        id\n        ...AdminOrderRow\n        ...AdminOrderDetails\n      }\n    }\n  }\n": types.AdminOrdersDocument,
    "\n  query AdminProducts($search: String, $offset: Int!, $limit: Int!) {\n    products(filter: { search: $search }, sort: NEWEST, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        id\n        name\n        ...AdminProductRow\n        ...AdminProductForm\n      }\n    }\n  }\n": types.AdminProductsDocument,
    "\n  query HomePage {\n    featured: products(filter: { featured: true }, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    bestSellers: products(filter: { bestSeller: true }, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    newArrivals: products(filter: { new: true }, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": types.HomePageDocument,
    "\n  query OrderSummary($id: ID!) {\n    order(id: $id) {\n      id\n      ...OrderConfirmation_order\n    }\n  }\n": types.OrderSummaryDocument,
    "\n  query ProductPage($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      category\n      description\n      ...ProductGallery_product\n      ...ProductInfo_product\n      ...ProductDescription_product\n      ...ProductPurchase_product\n    }\n  }\n": types.ProductPageDocument,
    "\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $offset: Int, $limit: Int) {\n    products(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    categories {\n      id\n      ...ListingFilters_category\n    }\n  }\n": types.ProductListingDocument,
    "\n  fragment AdminCustomerRow on Customer {\n    email\n    name\n    phone\n    orderCount\n    totalSpent\n    lastOrderAt\n  }\n": types.AdminCustomerRowFragmentDoc,
    "\n  fragment DashboardRecentOrder on Order {\n    id\n    orderNumber\n    customerName\n    createdAt\n    total\n    status\n  }\n": types.DashboardRecentOrderFragmentDoc,
    "\n  fragment DashboardStats on Dashboard {\n    totalRevenue\n    orderCount\n    customerCount\n    productCount\n    pendingOrders\n    averageOrderValue\n  }\n": types.DashboardStatsFragmentDoc,
    "\n  mutation UpdateOrderStatus($orderId: ID!, $status: OrderStatus!) {\n    updateOrderStatus(orderId: $orderId, status: $status) {\n      id\n      status\n      updatedAt\n      ...AdminOrderRow\n      ...AdminOrderDetails\n    }\n  }\n": types.UpdateOrderStatusDocument,
    "\n  fragment AdminOrderDetails on Order {\n    id\n    orderNumber\n    customerName\n    email\n    phone\n    addressLine\n    createdAt\n    lines {\n      productId\n      name\n      size\n      quantity\n      unitPrice\n      lineTotal\n    }\n    subtotal\n    shipping\n    tax\n    total\n    status\n    paymentStatus\n    paymentReference\n    paymentFailureReason\n    refundDue\n    history {\n      status\n      changedBy\n      at\n      note\n    }\n  }\n": types.AdminOrderDetailsFragmentDoc,
    "\n  fragment AdminOrderRow on Order {\n    id\n    orderNumber\n    customerName\n    email\n    createdAt\n    itemCount\n    total\n    status\n    paymentStatus\n  }\n": types.AdminOrderRowFragmentDoc,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n      ...AdminProductRow\n      ...AdminProductForm\n      createdAt\n      updatedAt\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n": types.DeleteProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      ...AdminProductRow\n      ...AdminProductForm\n      updatedAt\n    }\n  }\n": types.UpdateProductDocument,
    "\n  fragment AdminProductForm on Product {\n    id\n    name\n    category\n    subcategory\n    price\n    sizes {\n      label\n      price\n    }\n    description\n    benefits\n    imageUrl\n    images\n    stock\n    rating\n    reviews\n    featured\n    bestSeller\n    new\n  }\n": types.AdminProductFormFragmentDoc,
    "\n  fragment AdminProductRow on Product {\n    id\n    name\n    category\n    subcategory\n    price\n    sizes {\n      label\n    }\n    imageUrl\n    stock\n    rating\n    reviews\n    featured\n    bestSeller\n    new\n  }\n": types.AdminProductRowFragmentDoc,
    "\n  query Me {\n    me {\n      id\n      email\n      role\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      id\n      email\n      role\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  fragment ListingFilters_category on Category {\n    id\n    name\n    subcategories\n  }\n": types.ListingFilters_CategoryFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    name\n    category\n    subcategory\n    price\n    imageUrl\n    rating\n    reviews\n    stock\n    bestSeller\n    new\n    sizes {\n      label\n      price\n    }\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  fragment ProductGallery_product on Product {\n    name\n    imageUrl\n    images\n  }\n": types.ProductGallery_ProductFragmentDoc,
    "\n  fragment ProductInfo_product on Product {\n    name\n    category\n    subcategory\n    rating\n    reviews\n  }\n": types.ProductInfo_ProductFragmentDoc,
    "\n  fragment ProductDescription_product on Product {\n    description\n    benefits\n  }\n": types.ProductDescription_ProductFragmentDoc,
    "\n  fragment ProductPurchase_product on Product {\n    id\n    name\n    category\n    price\n    imageUrl\n    stock\n    sizes {\n      label\n      price\n    }\n  }\n": types.ProductPurchase_ProductFragmentDoc,
    "\n  query RelatedProducts($category: String!, $excludeId: ID!) {\n    products(filter: { category: $category, excludeId: $excludeId }, sort: POPULAR, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": types.RelatedProductsDocument,
    "\n  mutation ConfirmPayment($orderId: ID!) {\n    confirmPayment(orderId: $orderId) {\n      paid\n      message\n      order {\n        id\n        orderNumber\n        email\n        status\n        paymentStatus\n        paymentFailureReason\n        total\n      }\n    }\n  }\n": types.ConfirmPaymentDocument,
    "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      paymentLink\n      order {\n        id\n        orderNumber\n        email\n        total\n        paymentStatus\n      }\n    }\n  }\n": types.CreateOrderDocument,
    "\n  fragment OrderConfirmation_order on Order {\n    id\n    orderNumber\n    createdAt\n    status\n    paymentStatus\n    customerName\n    email\n    phone\n    addressLine\n    subtotal\n    shipping\n    tax\n    total\n    lines {\n      productId\n      name\n      size\n      quantity\n      unitPrice\n      lineTotal\n      imageUrl\n    }\n  }\n": types.OrderConfirmation_OrderFragmentDoc,
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
export function graphql(source: "\n  query AdminCustomers($search: String, $offset: Int!, $limit: Int!) {\n    customers(search: $search, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        ...AdminCustomerRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomers($search: String, $offset: Int!, $limit: Int!) {\n    customers(search: $search, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        ...AdminCustomerRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard {\n    dashboard {\n      ...DashboardStats\n      recentOrders {\n        id\n        ...DashboardRecentOrder\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard {\n    dashboard {\n      ...DashboardStats\n      recentOrders {\n        id\n        ...DashboardRecentOrder\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders($filter: OrderFilter, $sort: OrderSort, $offset: Int!, $limit: Int!) {\n    orders(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        id\n        ...AdminOrderRow\n        ...AdminOrderDetails\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrders($filter: OrderFilter, $sort: OrderSort, $offset: Int!, $limit: Int!) {\n    orders(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        id\n        ...AdminOrderRow\n        ...AdminOrderDetails\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProducts($search: String, $offset: Int!, $limit: Int!) {\n    products(filter: { search: $search }, sort: NEWEST, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        id\n        name\n        ...AdminProductRow\n        ...AdminProductForm\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProducts($search: String, $offset: Int!, $limit: Int!) {\n    products(filter: { search: $search }, sort: NEWEST, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        id\n        name\n        ...AdminProductRow\n        ...AdminProductForm\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage {\n    featured: products(filter: { featured: true }, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    bestSellers: products(filter: { bestSeller: true }, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    newArrivals: products(filter: { new: true }, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomePage {\n    featured: products(filter: { featured: true }, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    bestSellers: products(filter: { bestSeller: true }, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    newArrivals: products(filter: { new: true }, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderSummary($id: ID!) {\n    order(id: $id) {\n      id\n      ...OrderConfirmation_order\n    }\n  }\n"): (typeof documents)["\n  query OrderSummary($id: ID!) {\n    order(id: $id) {\n      id\n      ...OrderConfirmation_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPage($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      category\n      description\n      ...ProductGallery_product\n      ...ProductInfo_product\n      ...ProductDescription_product\n      ...ProductPurchase_product\n    }\n  }\n"): (typeof documents)["\n  query ProductPage($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      category\n      description\n      ...ProductGallery_product\n      ...ProductInfo_product\n      ...ProductDescription_product\n      ...ProductPurchase_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $offset: Int, $limit: Int) {\n    products(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    categories {\n      id\n      ...ListingFilters_category\n    }\n  }\n"): (typeof documents)["\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $offset: Int, $limit: Int) {\n    products(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {\n      totalCount\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    categories {\n      id\n      ...ListingFilters_category\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCustomerRow on Customer {\n    email\n    name\n    phone\n    orderCount\n    totalSpent\n    lastOrderAt\n  }\n"): (typeof documents)["\n  fragment AdminCustomerRow on Customer {\n    email\n    name\n    phone\n    orderCount\n    totalSpent\n    lastOrderAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardRecentOrder on Order {\n    id\n    orderNumber\n    customerName\n    createdAt\n    total\n    status\n  }\n"): (typeof documents)["\n  fragment DashboardRecentOrder on Order {\n    id\n    orderNumber\n    customerName\n    createdAt\n    total\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardStats on Dashboard {\n    totalRevenue\n    orderCount\n    customerCount\n    productCount\n    pendingOrders\n    averageOrderValue\n  }\n"): (typeof documents)["\n  fragment DashboardStats on Dashboard {\n    totalRevenue\n    orderCount\n    customerCount\n    productCount\n    pendingOrders\n    averageOrderValue\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrderStatus($orderId: ID!, $status: OrderStatus!) {\n    updateOrderStatus(orderId: $orderId, status: $status) {\n      id\n      status\n      updatedAt\n      ...AdminOrderRow\n      ...AdminOrderDetails\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrderStatus($orderId: ID!, $status: OrderStatus!) {\n    updateOrderStatus(orderId: $orderId, status: $status) {\n      id\n      status\n      updatedAt\n      ...AdminOrderRow\n      ...AdminOrderDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminOrderDetails on Order {\n    id\n    orderNumber\n    customerName\n    email\n    phone\n    addressLine\n    createdAt\n    lines {\n      productId\n      name\n      size\n      quantity\n      unitPrice\n      lineTotal\n    }\n    subtotal\n    shipping\n    tax\n    total\n    status\n    paymentStatus\n    paymentReference\n    paymentFailureReason\n    refundDue\n    history {\n      status\n      changedBy\n      at\n      note\n    }\n  }\n"): (typeof documents)["\n  fragment AdminOrderDetails on Order {\n    id\n    orderNumber\n    customerName\n    email\n    phone\n    addressLine\n    createdAt\n    lines {\n      productId\n      name\n      size\n      quantity\n      unitPrice\n      lineTotal\n    }\n    subtotal\n    shipping\n    tax\n    total\n    status\n    paymentStatus\n    paymentReference\n    paymentFailureReason\n    refundDue\n    history {\n      status\n      changedBy\n      at\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminOrderRow on Order {\n    id\n    orderNumber\n    customerName\n    email\n    createdAt\n    itemCount\n    total\n    status\n    paymentStatus\n  }\n"): (typeof documents)["\n  fragment AdminOrderRow on Order {\n    id\n    orderNumber\n    customerName\n    email\n    createdAt\n    itemCount\n    total\n    status\n    paymentStatus\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n      ...AdminProductRow\n      ...AdminProductForm\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n      ...AdminProductRow\n      ...AdminProductForm\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      ...AdminProductRow\n      ...AdminProductForm\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      ...AdminProductRow\n      ...AdminProductForm\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductForm on Product {\n    id\n    name\n    category\n    subcategory\n    price\n    sizes {\n      label\n      price\n    }\n    description\n    benefits\n    imageUrl\n    images\n    stock\n    rating\n    reviews\n    featured\n    bestSeller\n    new\n  }\n"): (typeof documents)["\n  fragment AdminProductForm on Product {\n    id\n    name\n    category\n    subcategory\n    price\n    sizes {\n      label\n      price\n    }\n    description\n    benefits\n    imageUrl\n    images\n    stock\n    rating\n    reviews\n    featured\n    bestSeller\n    new\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductRow on Product {\n    id\n    name\n    category\n    subcategory\n    price\n    sizes {\n      label\n    }\n    imageUrl\n    stock\n    rating\n    reviews\n    featured\n    bestSeller\n    new\n  }\n"): (typeof documents)["\n  fragment AdminProductRow on Product {\n    id\n    name\n    category\n    subcategory\n    price\n    sizes {\n      label\n    }\n    imageUrl\n    stock\n    rating\n    reviews\n    featured\n    bestSeller\n    new\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      email\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      id\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      id\n      email\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingFilters_category on Category {\n    id\n    name\n    subcategories\n  }\n"): (typeof documents)["\n  fragment ListingFilters_category on Category {\n    id\n    name\n    subcategories\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id\n    name\n    category\n    subcategory\n    price\n    imageUrl\n    rating\n    reviews\n    stock\n    bestSeller\n    new\n    sizes {\n      label\n      price\n    }\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id\n    name\n    category\n    subcategory\n    price\n    imageUrl\n    rating\n    reviews\n    stock\n    bestSeller\n    new\n    sizes {\n      label\n      price\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductGallery_product on Product {\n    name\n    imageUrl\n    images\n  }\n"): (typeof documents)["\n  fragment ProductGallery_product on Product {\n    name\n    imageUrl\n    images\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductInfo_product on Product {\n    name\n    category\n    subcategory\n    rating\n    reviews\n  }\n"): (typeof documents)["\n  fragment ProductInfo_product on Product {\n    name\n    category\n    subcategory\n    rating\n    reviews\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductDescription_product on Product {\n    description\n    benefits\n  }\n"): (typeof documents)["\n  fragment ProductDescription_product on Product {\n    description\n    benefits\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductPurchase_product on Product {\n    id\n    name\n    category\n    price\n    imageUrl\n    stock\n    sizes {\n      label\n      price\n    }\n  }\n"): (typeof documents)["\n  fragment ProductPurchase_product on Product {\n    id\n    name\n    category\n    price\n    imageUrl\n    stock\n    sizes {\n      label\n      price\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RelatedProducts($category: String!, $excludeId: ID!) {\n    products(filter: { category: $category, excludeId: $excludeId }, sort: POPULAR, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query RelatedProducts($category: String!, $excludeId: ID!) {\n    products(filter: { category: $category, excludeId: $excludeId }, sort: POPULAR, limit: 4) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPayment($orderId: ID!) {\n    confirmPayment(orderId: $orderId) {\n      paid\n      message\n      order {\n        id\n        orderNumber\n        email\n        status\n        paymentStatus\n        paymentFailureReason\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmPayment($orderId: ID!) {\n    confirmPayment(orderId: $orderId) {\n      paid\n      message\n      order {\n        id\n        orderNumber\n        email\n        status\n        paymentStatus\n        paymentFailureReason\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      paymentLink\n      order {\n        id\n        orderNumber\n        email\n        total\n        paymentStatus\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      paymentLink\n      order {\n        id\n        orderNumber\n        email\n        total\n        paymentStatus\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderConfirmation_order on Order {\n    id\n    orderNumber\n    createdAt\n    status\n    paymentStatus\n    customerName\n    email\n    phone\n    addressLine\n    subtotal\n    shipping\n    tax\n    total\n    lines {\n      productId\n      name\n      size\n      quantity\n      unitPrice\n      lineTotal\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  fragment OrderConfirmation_order on Order {\n    id\n    orderNumber\n    createdAt\n    status\n    paymentStatus\n    customerName\n    email\n    phone\n    addressLine\n    subtotal\n    shipping\n    tax\n    total\n    lines {\n      productId\n      name\n      size\n      quantity\n      unitPrice\n      lineTotal\n      imageUrl\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;