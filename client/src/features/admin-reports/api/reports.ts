import { graphql } from '@/gql';

export const SalesReportQuery = graphql(`
  query AdminSalesReport($from: String!, $to: String!) {
    salesReport(from: $from, to: $to) {
      from
      to
      orderCount
      revenueMoney {
        amount
        formatted
      }
      averageOrderValueMoney {
        formatted
      }
      days {
        date
        orders
        revenueMoney {
          amount
        }
      }
      products {
        productId
        name
        quantity
        revenueMoney {
          amount
        }
      }
    }
  }
`);

export const OrdersCsvQuery = graphql(`
  query AdminOrdersCsv($from: String!, $to: String!) {
    ordersCsv(from: $from, to: $to)
  }
`);
