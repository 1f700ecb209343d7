import { graphql } from './gql/gql.js';

/**
 * Field lists several API suites ask for, written once. Codegen adds a fragment's text to every
 * document that spreads it, so a suite imports nothing from here: it spreads the fragment by name.
 */

// Every field of a product: what the product page and the admin form show (a field resolved by
// its own statement would show in the query counts).
graphql(`
  fragment AllProductFields on Product {
    id
    name
    category {
      id
      slug
      name
    }
    subcategory
    price
    priceMoney {
      amount
      currency
      formatted
    }
    sizes {
      id
      sku
      label
      price
      priceMoney {
        amount
        currency
        formatted
      }
    }
    description
    benefits
    imageUrl
    images
    stock
    rating
    reviews
    featured
    bestSeller
    isNew
    createdAt
    updatedAt
  }
`);

// The whole order as the shopper's order page and the invoice show it, lines and address included.
graphql(`
  fragment OrderPageFields on Order {
    id
    orderNumber
    status
    paymentStatus
    paymentReference
    paymentFailureReason
    refundDue
    firstName
    lastName
    customerName
    email
    phone
    addressLine
    address {
      street
      city
      state
      postalCode
      country
    }
    subtotal
    shipping
    tax
    total
    totalMoney {
      amount
      currency
      formatted
    }
    itemCount
    createdAt
    lines {
      productId
      variantId
      sku
      name
      size
      quantity
      unitPrice
      lineTotal
      imageUrl
    }
  }
`);

// The dashboard's headline figures, as the admin's stat cards show them.
graphql(`
  fragment DashboardFigureFields on Dashboard {
    totalRevenue
    orderCount
    customerCount
    productCount
    pendingOrders
    averageOrderValue
  }
`);

// A mutation's refusal (schema.graphql UserError): what every payload's `errors` is asked for.
graphql(`
  fragment UserErrorFields on UserError {
    code
    message
    field
    stock {
      productId
      name
      requested
      available
    }
    serverTotals {
      subtotal {
        amount
      }
      shipping {
        amount
      }
      tax {
        amount
      }
      total {
        amount
      }
    }
    retryAfterSeconds
    maxQuantity
  }
`);
