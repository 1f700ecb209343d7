import { graphql } from './gql/gql.js';

/**
 * Field lists several API suites ask for, written once. Codegen adds a fragment's text to every
 * document that spreads it, so a suite imports nothing from here: it spreads the fragment by name.
 */

// A whole Money: paise, currency and the shop's text, wherever a suite checks all three.
graphql(`
  fragment MoneyFields on Money {
    amount
    currency
    formatted
  }
`);

// Every field of a product, deprecated ones included, in alphabetical order (fragments.test.ts
// checks it against schema.graphql's Product): what the product page and the admin form show (a
// field resolved by its own statement would show in the query counts).
graphql(`
  fragment AllProductFields on Product {
    benefits
    bestSeller
    category {
      id
      name
      slug
    }
    concerns {
      key
      label
    }
    createdAt
    description
    featured
    gstRatePercent
    howToUse
    hsnCode
    id
    imageUrl
    images
    ingredients
    isNew
    legalDeclarations {
      consumerCareAddress
      consumerCareEmail
      consumerCarePhone
      countryOfOrigin
      genericName
      makerAddress
      makerLabel
      makerName
      makerRole
      shelfLife
      shelfLifeKind
      shelfLifeMonths
    }
    name
    new
    orderLimit
    price
    priceMoney {
      ...MoneyFields
    }
    publishedReviews {
      totalCount
    }
    rating
    reviewSummary {
      count
    }
    reviews
    sizes {
      id
      label
      mrpMoney {
        ...MoneyFields
      }
      netQuantity {
        amount
        text
        unit
      }
      percentOff
      price
      priceMoney {
        ...MoneyFields
      }
      sku
    }
    stock
    subcategory
    updatedAt
    uqc
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
      ...MoneyFields
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

// A mutation's refusal (schema.graphql UserError), every detail of it: what the suites ask of a
// payload's `errors`. (The client's own UserErrorFields asks only what the storefront shows.)
graphql(`
  fragment UserErrorAllFields on UserError {
    code
    message
    field
    stock {
      productId
      variantId
      name
      size
      requested
      available
    }
    serverTotals {
      subtotalMoney {
        amount
      }
      shippingMoney {
        amount
      }
      taxMoney {
        amount
      }
      totalMoney {
        amount
      }
    }
    retryAfterSeconds
    maxQuantity
  }
`);
