import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@/test/render';
import { ApiTokensQuery, ApiTokensSection, CreateApiTokenMutation } from './api-tokens-section';

const token = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ApiToken',
  id,
  name,
  prefix: 'hr_test_Ab12Cd',
  scopes: ['ORDERS_READ'],
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  ...extra,
});

const SECRET = 'hr_test_Ab12CdEfGhIjKlMnOpQrStUvWxYz0123456789-_abc';

describe('Settings → API access', { timeout: 20_000 }, () => {
  it('lists tokens with their last use, and shows a new secret once with a copy button', async () => {
    const before = [token('t1', 'Old sync', { revokedAt: '2026-11-21T10:00:00.000Z', lastUsedAt: '2026-11-21T09:00:00.000Z' })];
    const after = [token('t2', 'Warehouse sync', { scopes: ['ORDERS_READ', 'ORDERS_WRITE'] }), ...before];
    const mocks = [
      { request: { query: ApiTokensQuery }, result: { data: { apiTokens: before } } },
      {
        request: {
          query: CreateApiTokenMutation,
          variables: { input: { name: 'Warehouse sync', scopes: ['ORDERS_READ', 'ORDERS_WRITE'] } },
        },
        result: {
          data: {
            createApiToken: {
              __typename: 'CreateApiTokenPayload',
              secret: SECRET,
              token: { __typename: 'ApiToken', id: 't2' },
              errors: [],
            },
          },
        },
      },
      { request: { query: ApiTokensQuery }, result: { data: { apiTokens: after } } },
    ];
    const user = userEvent.setup();
    render(<ApiTokensSection />, { mocks });

    const oldRow = await screen.findByRole('row', { name: /Old sync/ });
    expect(within(oldRow).getByText('Revoked')).toBeInTheDocument();
    // Scopes in words, not the API's codes.
    expect(within(oldRow).getByText('Orders: read')).toBeInTheDocument();
    expect(within(oldRow).queryByText('ORDERS_READ')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Token name/ }), 'Warehouse sync');
    await user.click(screen.getByRole('checkbox', { name: 'Change order statuses' }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    expect(await screen.findByTestId('shown-once-secret')).toHaveTextContent(SECRET);
    expect(screen.getByText(/will not be shown again/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    const newRow = await screen.findByRole('row', { name: /Warehouse sync/ });
    expect(within(newRow).getByText('Never')).toBeInTheDocument();
    expect(within(newRow).getByRole('button', { name: 'Revoke Warehouse sync' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByTestId('shown-once-secret')).not.toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });
});
