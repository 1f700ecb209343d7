import type { APIRequestContext } from '@playwright/test';
import type { DiscountKind } from '@common/discount';
import { expect, gql } from './fixtures';

const CREATE_CODE = `mutation($input: DiscountCodeInput!) {
  createDiscountCode(input: $input) { discountCode { code } errors { code message } }
}`;

/** What a test asks for; the letters given are the start of the code. */
export interface DiscountCodeWanted {
  code: string;
  kind: DiscountKind;
  percent?: number;
  amountPaise?: number;
  minimumSubtotalPaise?: number;
  usageLimitPerCustomer?: number;
}

/**
 * Creates a discount code as the owner and returns it as the shop writes it (upper case). A code's
 * letters are unique in the shop, so each call adds a tag: a retry of a test that failed after
 * creating its code would otherwise be refused "already exists" and could never pass.
 */
export async function createDiscountCode(owner: APIRequestContext, wanted: DiscountCodeWanted): Promise<string> {
  const tag = (Date.now() * 1000 + Math.floor(Math.random() * 1000)).toString(36).slice(-6);
  const code = `${wanted.code}${tag}`.toUpperCase();
  const created = await gql<{ createDiscountCode: { discountCode: { code: string } | null; errors: unknown[] } }>(owner, CREATE_CODE, {
    input: { ...wanted, code },
  });
  expect(created.data?.createDiscountCode.errors).toEqual([]);
  return created.data!.createDiscountCode.discountCode!.code;
}
