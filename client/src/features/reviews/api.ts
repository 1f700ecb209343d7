import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';
import { acceptedPayload } from '@/lib/errors';

/** The products of an order and the reviews already written for it. */
export const OrderReviewsQuery = graphql(`
  query OrderReviews($id: ID!) {
    order(id: $id) {
      id
      status
      lines {
        id
        productId
        name
        imageUrl
      }
      reviews {
        id
        productId
        rating
        title
        body
        status
        reply
      }
    }
  }
`);

const SubmitReviewMutation = graphql(`
  mutation SubmitReview($input: SubmitReviewInput!) {
    submitReview(input: $input) {
      review {
        id
        status
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** Sends one review; the order's reviews are asked again. Throws the refusal (not delivered, already reviewed, a field). */
export function useSubmitReview(orderId: string) {
  const [mutate, { loading }] = useMutation(SubmitReviewMutation, {
    refetchQueries: [{ query: OrderReviewsQuery, variables: { id: orderId } }],
    awaitRefetchQueries: true,
  });
  return {
    submit: async (input: { productId: string; rating: number; title: string; body: string }) => {
      const { data } = await mutate({ variables: { input: { orderId, ...input } } });
      acceptedPayload(data?.submitReview);
    },
    loading,
  };
}
