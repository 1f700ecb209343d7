import { useMutation } from '@apollo/client/react';
import type { SavedAddressDetails } from '@common/saved-address';
import { graphql } from '@/gql';
import { acceptedPayload } from '@/lib/errors';

export const SavedAddressFields = graphql(`
  fragment SavedAddressFields on SavedAddress {
    id
    firstName
    lastName
    phone
    address
    addressLine2
    city
    state
    postalCode
    country
  }
`);

/** Everything My account shows; asked in the browser only, with the session's cookie. */
export const MyAccountQuery = graphql(`
  query MyAccount {
    me {
      id
      email
      name
      role
      emailConfirmed
      orders {
        id
        orderNumber
        createdAt
        status
        itemCount
        totalMoney {
          formatted
        }
        invoice {
          id
          number
          pdfUrl
        }
        refundedAmountMoney {
          amount
          formatted
        }
        returns {
          id
          status
        }
      }
      addresses {
        ...SavedAddressFields
      }
    }
  }
`);

const SaveAddressMutation = graphql(`
  mutation SaveAddress($input: SavedAddressInput!, $id: ID) {
    saveAddress(input: $input, id: $id) {
      address {
        ...SavedAddressFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

const DeleteAddressMutation = graphql(`
  mutation DeleteAddress($id: ID!) {
    deleteAddress(id: $id) {
      deletedId
      errors {
        ...UserErrorFields
      }
    }
  }
`);

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      changed
      errors {
        ...UserErrorFields
      }
    }
  }
`);

const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($password: String!) {
    deleteAccount(password: $password) {
      deleted
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** What a saved address is sent as (common/saved-address.ts). */
export type AddressInput = SavedAddressDetails;

/** Adds an address, or with an id changes that one; My account's list is asked again. Throws the refusal. */
export function useSaveAddress() {
  const [mutate, { loading }] = useMutation(SaveAddressMutation, { refetchQueries: [MyAccountQuery] });
  return {
    save: async (input: AddressInput, id?: string) => {
      const { data } = await mutate({ variables: { input, id: id ?? null } });
      return acceptedPayload(data?.saveAddress);
    },
    loading,
  };
}

export function useDeleteAddress() {
  const [mutate, { loading }] = useMutation(DeleteAddressMutation, { refetchQueries: [MyAccountQuery] });
  return {
    remove: async (id: string) => {
      const { data } = await mutate({ variables: { id } });
      acceptedPayload(data?.deleteAddress);
    },
    loading,
  };
}

export function useChangePassword() {
  const [mutate, { loading }] = useMutation(ChangePasswordMutation);
  return {
    change: async (currentPassword: string, newPassword: string) => {
      const { data } = await mutate({ variables: { currentPassword, newPassword } });
      acceptedPayload(data?.changePassword);
    },
    loading,
  };
}

export function useDeleteAccount() {
  const [mutate, { loading }] = useMutation(DeleteAccountMutation);
  return {
    remove: async (password: string) => {
      const { data } = await mutate({ variables: { password } });
      acceptedPayload(data?.deleteAccount);
    },
    loading,
  };
}
