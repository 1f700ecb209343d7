import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';
import { acceptedPayload } from '@/lib/errors';

export const AdminReviewItem = graphql(`
  fragment AdminReviewItem on Review {
    id
    productId
    productName
    rating
    title
    body
    authorName
    authorCity
    createdAt
    reply
    status
  }
`);

export const AdminReviewsQuery = graphql(`
  query AdminReviews($status: ReviewStatus, $offset: Int!, $limit: Int!) {
    reviews(status: $status, offset: $offset, limit: $limit) {
      totalCount
      items {
        id
        ...AdminReviewItem
      }
    }
  }
`);

const PublishReviewMutation = graphql(`
  mutation PublishReview($id: ID!, $reply: String) {
    publishReview(id: $id, reply: $reply) {
      review {
        id
        status
        reply
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

const RejectReviewMutation = graphql(`
  mutation RejectReview($id: ID!) {
    rejectReview(id: $id) {
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

/** Publishing or rejecting moves a review out of the queue: the lists are asked again. Both throw the refusal. */
export function useModerateReview() {
  const [publishMutation, publishing] = useMutation(PublishReviewMutation, { refetchQueries: [AdminReviewsQuery] });
  const [rejectMutation, rejecting] = useMutation(RejectReviewMutation, { refetchQueries: [AdminReviewsQuery] });
  return {
    publish: async (id: string, reply: string) => {
      const { data } = await publishMutation({ variables: { id, reply: reply.trim() || null } });
      acceptedPayload(data?.publishReview);
    },
    reject: async (id: string) => {
      const { data } = await rejectMutation({ variables: { id } });
      acceptedPayload(data?.rejectReview);
    },
    busy: publishing.loading || rejecting.loading,
  };
}
